import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';

/** Below 768px (Chakra's md), where the dashboard's sidebar becomes a drawer. */
const onPhone = typeof window !== 'undefined' && window.matchMedia('(max-width: 47.98em)').matches;

/**
 * The toast store behind `toaster` (./toaster.tsx), which loads it with this view at the first toast.
 * On a wider screen, top right below the dashboard's sticky header (3.5rem), so a toast never covers
 * the menu button, the page's title or the signed-in name. On a phone, at the bottom: a dialog opens
 * at the top of the screen there, and a refusal's toast at the top hid the form's title and its close
 * button, the one way out it offers to a thumb.
 */
export const toastStore = createToaster({
  placement: onPhone ? 'bottom' : 'top-end',
  pauseOnPageIdle: true,
  offsets: { top: '4.5rem', right: '1rem', bottom: 'calc(1rem + env(safe-area-inset-bottom, 0px))', left: '1rem' },
});

/** Renders the toasts of the store; loaded lazily by the app provider. */
export const ToasterView = () => (
  <Portal>
    <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }} data-testid="toast">
          {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.closable && <Toast.CloseTrigger />}
        </Toast.Root>
      )}
    </ChakraToaster>
  </Portal>
);
