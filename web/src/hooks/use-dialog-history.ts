/** Gives an open dialog a history entry, so the browser's Back closes it (lib/dialog-history.ts). */
import { useEffect, useRef, useState } from 'react';
import { openDialogEntry } from '../lib/dialog-history';

/**
 * `onBack` is what Back does: usually the dialog's own close; a form may ask before discarding.
 * Without it (a dialog that cannot be dismissed) the dialog takes no entry.
 */
export const useDialogHistory = (open: boolean, onBack: (() => void) | undefined) => {
  const latest = useRef(onBack);
  latest.current = onBack;
  const dismissible = !!onBack;
  // Moves when Back took the entry off: if the dialog is still open then, it takes a new one.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!open || !dismissible) return;
    const entry = openDialogEntry(() => {
      latest.current?.();
      setGeneration((value) => value + 1);
    });
    return entry.release;
  }, [open, dismissible, generation]);
};
