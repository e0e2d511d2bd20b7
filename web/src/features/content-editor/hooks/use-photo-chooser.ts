/**
 * A brand photo's hidden file input: the browser's own checks (type and size) before anything is
 * uploaded, the refusal to show under the buttons, and the file handed on when it may go. The input
 * is emptied at each choice, so choosing the same file again after a refusal is a new choice.
 */
import { useRef, useState } from 'react';
import { sitePhotoFileRefusal } from '../api/upload-site-photo';

export const usePhotoChooser = (onAccepted: (file: File) => void) => {
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string>();
  const chosen = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = sitePhotoFileRefusal(file);
    setRefusal(refused);
    if (!refused) onAccepted(file);
  };
  return { input, refusal, setRefusal, chosen, open: () => input.current?.click() };
};
