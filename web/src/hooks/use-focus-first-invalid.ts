/**
 * After a refused submit, focus the form's first invalid field and scroll it into view: the errors
 * may sit above the fold while focus is still on Save. It runs once the errors have rendered (an
 * effect after the request), so it works for the client's checks and the server's alike. Chakra's
 * Field marks an invalid control with aria-invalid. Opt-in, so forms that do not use it carry none of it.
 */
import { useEffect, useRef, useState } from 'react';

export const useFocusFirstInvalid = <E extends HTMLElement = HTMLFormElement>() => {
  const formRef = useRef<E>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus({ preventScroll: true });
    invalid?.scrollIntoView({ block: 'center' });
  }, [request]);
  return { formRef, focusFirstInvalid: () => setRequest((count) => count + 1) };
};
