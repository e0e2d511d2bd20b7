/** A confirmation before a destructive action; the safe choice has focus and Escape keeps things as they are. */
import { useRef, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { DialogRoot } from '../ui/dialog-root';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** What the confirm button says while the action runs (e.g. 'Deleting...'). */
  busyLabel?: string;
  /** Keeps the confirm button off until the person has done what the dialog asks (e.g. typed a confirmation). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes when it closes, when not what was focused as it opened (a menu's item is gone by then). */
  finalFocusEl?: () => HTMLElement | null;
}

export const ConfirmDialog = ({ open, title, children, confirmLabel, cancelLabel, busy = false, busyLabel, confirmDisabled = false, onConfirm, onClose, finalFocusEl }: ConfirmDialogProps) => {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <DialogRoot
      open={open} role="alertdialog" placement="center" initialFocusEl={() => cancel.current} {...(finalFocusEl ? { finalFocusEl } : {})}
      onOpenChange={(details) => !details.open && !busy && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer gap="3">
              <Button ref={cancel} variant="outline" onClick={onClose} disabled={busy}>{cancelLabel}</Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy} disabled={confirmDisabled} {...(busyLabel ? { loadingText: busyLabel } : {})}>{confirmLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
};
