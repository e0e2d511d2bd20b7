/**
 * Chakra's Dialog.Root with the browser's Back wired to close it (hooks/use-dialog-history.ts).
 * Every Chakra dialog of the app uses this instead of Dialog.Root (a lint rule says so). Back does
 * what `onBack` says, else what closing the dialog does (its onOpenChange with open: false).
 */
import { Dialog } from '@chakra-ui/react';
import { useDialogHistory } from '../../hooks/use-dialog-history';

export type DialogRootProps = Dialog.RootProps & { onBack?: () => void };

export const DialogRoot = ({ onBack, ...props }: DialogRootProps) => {
  const { open, onOpenChange } = props;
  useDialogHistory(!!open, onBack ?? (onOpenChange ? () => onOpenChange({ open: false }) : undefined));
  // eslint-disable-next-line no-restricted-syntax -- the one place Chakra's root is used directly.
  return <Dialog.Root {...props} />;
};
