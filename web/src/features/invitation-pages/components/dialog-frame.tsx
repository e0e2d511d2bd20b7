/**
 * The dialog every invitation flow uses: centred, focus trapped, titled, with an optional footer.
 * While `busy`, it cannot be dismissed, so a pending answer is never abandoned half-way.
 */
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';

/** The recipe's width for each size, restored from md on when a phone sheet overrides it. */
const MAX_WIDTH = { sm: 'md', md: 'lg', lg: '2xl' } as const;

/** Whole screen below md (the recipe's "full" size would also stretch it on desktop). */
const phoneSheet = (size: keyof typeof MAX_WIDTH) => ({
  maxW: { base: '100dvw', md: MAX_WIDTH[size] },
  minH: { base: '100dvh', md: 'auto' },
  maxH: { base: '100dvh', md: 'calc(100% - 7.5rem)' },
  my: { base: 0, md: 'auto' },
});

export const DialogFrame = ({ open, onClose, title, eyebrow, children, footer, busy = false, size = 'md', fullOnPhone = false, role = 'dialog' }: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A short brass line above the title, and a brass rule along the top, for the moments that matter. */
  eyebrow?: string;
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
    size={size}
    closeOnEscape={!busy}
    closeOnInteractOutside={!busy}
    role={role}
    lazyMount
    unmountOnExit
  >
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner px={fullOnPhone ? { base: 0, md: 4 } : 4}>
        <Dialog.Content
          rounded={fullOnPhone ? { base: 'none', md: 'xl' } : 'xl'} overflow="hidden"
          {...(fullOnPhone ? phoneSheet(size) : {})}
          {...(eyebrow ? { borderTopWidth: '4px', borderTopColor: 'brass.400' } : {})}
        >
          <Dialog.Header pe="14" flexDirection="column" alignItems="flex-start" gap="1">
            {eyebrow && (
              <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="brass.700">
                {eyebrow}
              </Text>
            )}
            <Dialog.Title fontFamily="heading" fontWeight="normal" fontSize={eyebrow ? { base: '2xl', md: '3xl' } : { base: 'xl', md: '2xl' }} lineHeight="1.2" color="brand.800">
              {title}
            </Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>{children}</Dialog.Body>
          {footer && <Dialog.Footer gap="3" flexWrap="wrap">{footer}</Dialog.Footer>}
          <Dialog.CloseTrigger asChild disabled={busy}>
            <CloseButton size="sm" aria-label="Close dialog" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  </Dialog.Root>
);
