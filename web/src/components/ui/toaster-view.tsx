import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';

/**
 * The toast store behind `toaster` (./toaster.tsx), which loads it with this view at the first toast.
 * Below the dashboard's sticky header (3.5rem), so a toast never covers the menu button, the page's
 * title or the signed-in name.
 */
export const toastStore = createToaster({ placement: 'top-end', pauseOnPageIdle: true, offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' } });

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
