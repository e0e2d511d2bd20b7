/**
 * The dialog every invitation flow uses: centred, focus trapped, titled, with an optional footer.
 * While `busy`, it cannot be dismissed, so a pending answer is never abandoned half-way.
 */
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

export const DialogFrame = ({ open, onClose, title, children, footer, busy = false, size = 'md', fullOnPhone = false, role = 'dialog' }: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Forms take the whole screen on a phone, with the header and buttons always in view. */
  fullOnPhone?: boolean;
  role?: 'dialog' | 'alertdialog';
}) => (
  <Dialog.Root
    open={open}
    onOpenChange={(details) => !details.open && !busy && onClose()}
    placement="center"
    motionPreset="slide-in-bottom"
    scrollBehavior="inside"
    size={fullOnPhone ? { base: 'full', md: size } : size}
    closeOnEscape={!busy}
    closeOnInteractOutside={!busy}
    role={role}
    lazyMount
    unmountOnExit
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner px={fullOnPhone ? { base: 0, md: 4 } : 4}>
        <Dialog.Content rounded={fullOnPhone ? { base: 'none', md: 'xl' } : 'xl'}>
          <Dialog.Header pe="14">
            <Dialog.Title fontFamily="heading" fontWeight="normal" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800">
              {title}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          {footer && <Dialog.Footer gap="3" flexWrap="wrap">{footer}</Dialog.Footer>}
          <Dialog.CloseTrigger asChild disabled={busy}>
            <CloseButton size="sm" aria-label="Close" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
