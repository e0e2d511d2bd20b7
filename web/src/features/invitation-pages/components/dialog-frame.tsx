/**
 * The dialog every invitation flow uses, built on the browser's own modal <dialog>: the browser
 * traps focus, makes the page behind it inert and puts it above everything else, so the public pages
 * carry no dialog library (about 20 KB gzipped less on every visit). Escape, the browser's Back, the
 * close button and a click on the backdrop call `onClose`; while `busy` none of them does, so a pending answer is never
 * abandoned half-way. Focus goes to the first control in the dialog (the close button comes last)
 * and back to where it was when the dialog goes.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Box, chakra, CloseButton, Heading, Stack, Text } from '@chakra-ui/react';
import { useDialogHistory } from '../../../hooks/use-dialog-history';

const NativeDialog = chakra('dialog');

/** The width of each size; below md a `fullOnPhone` dialog takes the whole screen. */
const MAX_WIDTH = { sm: 'md', md: 'lg', lg: '2xl' } as const;

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
}) => (open ? (
  <OpenDialog
    onClose={onClose} title={title} eyebrow={eyebrow} footer={footer} busy={busy}
    size={size} fullOnPhone={fullOnPhone} role={role}
  >
    {children}
  </OpenDialog>
) : null);

const OpenDialog = ({ onClose, title, eyebrow, children, footer, busy, size, fullOnPhone, role }: {
  onClose: () => void;
  title: ReactNode;
  eyebrow?: string;
  children: ReactNode;
  footer?: ReactNode;
  busy: boolean;
  size: 'sm' | 'md' | 'lg';
  fullOnPhone: boolean;
  role: 'dialog' | 'alertdialog';
}) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A press that starts inside the dialog and ends on the backdrop is not a click on the backdrop.
  const pressStartedOnBackdrop = useRef(false);
  const latest = useRef({ onClose, busy });
  latest.current = { onClose, busy };

  useEffect(() => {
    const dialog = ref.current!;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      document.documentElement.style.overflow = overflow;
      if (returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
    };
  }, []);

  const requestClose = () => {
    if (!latest.current.busy) latest.current.onClose();
  };
  // The browser's Back closes it, as Escape does, and the person stays on the page.
  useDialogHistory(true, requestClose);

  return (
    <NativeDialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the dialog stays in the page until its owner closes it.
        event.preventDefault();
        requestClose();
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) requestClose();
      }}
      p="0" border="0" color="fg" bg="bg.panel" shadow="lg" overflow="hidden" textStyle="sm"
      w={fullOnPhone ? { base: '100dvw', md: 'calc(100% - 2rem)' } : 'calc(100% - 2rem)'}
      maxW={fullOnPhone ? { base: '100dvw', md: MAX_WIDTH[size] } : MAX_WIDTH[size]}
      // The browser centres a modal dialog with margin: auto and sizes it to fit its content.
      m="auto" h={fullOnPhone ? { base: '100dvh', md: 'fit-content' } : 'fit-content'}
      maxH={fullOnPhone ? { base: '100dvh', md: 'calc(100% - 7.5rem)' } : 'calc(100% - 7.5rem)'}
      rounded={fullOnPhone ? { base: 'none', md: 'xl' } : 'xl'}
      {...(eyebrow ? { borderTopWidth: '4px', borderTopStyle: 'solid', borderTopColor: 'brass.400' } : {})}
      css={{
        '&[open]': { display: 'flex', flexDirection: 'column', animation: 'fade-in 150ms ease-out, slide-from-bottom 200ms ease-out' },
        '&::backdrop': { background: 'rgba(0, 0, 0, 0.48)' },
      }}
    >
      <Stack as="header" pt="6" pb="4" ps="6" pe="14" gap="1" flexShrink={0}>
        {eyebrow && (
          <Text fontSize="xs" fontWeight="semibold" letterSpacing="0.14em" textTransform="uppercase" color="brass.700">
            {eyebrow}
          </Text>
        )}
        <Heading
          as="h2" id={titleId} fontFamily="heading" fontWeight="normal" lineHeight="1.2" color="brand.800"
          fontSize={eyebrow ? { base: '2xl', md: '3xl' } : { base: 'xl', md: '2xl' }}
        >
          {title}
        </Heading>
      </Stack>
      <Box px="6" pt="2" pb="6" flex="1" overflowY="auto">{children}</Box>
      {footer && (
        <Box as="footer" display="flex" alignItems="center" justifyContent="flex-end" gap="3" flexWrap="wrap" px="6" pt="2" pb="4" flexShrink={0}>
          {footer}
        </Box>
      )}
      {/* Last in the dialog, so focus starts on its content; placed at the top corner. */}
      <CloseButton size="sm" aria-label="Close dialog" position="absolute" top="2" insetEnd="2" disabled={busy} onClick={requestClose} />
    </NativeDialog>
  );
};
