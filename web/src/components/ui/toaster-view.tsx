import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast, type CreateToasterReturn, type ToastOptions } from '@chakra-ui/react';

/** Below 768px (Chakra's md), where the dashboard's sidebar becomes a drawer. */
const PHONE_QUERY = '(max-width: 47.98em)';
const onPhone = () => typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches;

const OFFSETS = { top: '4.5rem', right: '1rem', bottom: 'calc(1rem + env(safe-area-inset-bottom, 0px))', left: '1rem' };

/**
 * Toasts go below the dashboard's sticky header (3.5rem), so a toast never covers the menu button or
 * the signed-in name: top right on a wider screen, across the top on a phone. A page's buttons are
 * where the person just tapped, lower down: at the bottom of a phone a toast hid Save, Create Account
 * and Add Note for five seconds. While a dialog is open, at the bottom instead (bottom right on a wider
 * screen), as the dialog's title and close button are at the top: a refusal's toast there hid the one
 * way out a phone's dialog offers to a thumb, and at 1024 px the invitation form's close button. One
 * store per place, each toast going to the one for the screen as it is when the toast is raised: a
 * tablet turned across 768 px puts its next toast right without a reload.
 */
const wideStore = createToaster({ placement: 'top-end', pauseOnPageIdle: true, offsets: OFFSETS });
const wideOverDialogStore = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, offsets: OFFSETS });
const phoneStore = createToaster({ placement: 'top', pauseOnPageIdle: true, offsets: OFFSETS });
const phoneOverDialogStore = createToaster({ placement: 'bottom', pauseOnPageIdle: true, offsets: OFFSETS });
const STORES = [wideStore, wideOverDialogStore, phoneStore, phoneOverDialogStore] as const;

/** Zag's dialogs (and Chakra's on them) mark their content aria-modal while open. */
const dialogOpen = () => typeof document !== 'undefined' && document.querySelector('[aria-modal="true"]') !== null;
const storeForScreen = (): CreateToasterReturn => {
  const [page, overDialog] = onPhone() ? [phoneStore, phoneOverDialogStore] : [wideStore, wideOverDialogStore];
  return dialogOpen() ? overDialog : page;
};

/**
 * The toast store behind `toaster` (./toaster.tsx), which loads it with this view at the first toast.
 * A toast raised again with the same id (a refusal repeated, a loading toast's outcome) updates in
 * place, unless the screen has changed since (wider, narrower, a dialog opened or closed), when it
 * moves. A dismissal or removal goes to every store.
 */
export const toastStore = {
  create: (options: ToastOptions) => {
    const target = storeForScreen();
    const { id } = options;
    if (id !== undefined) STORES.filter((store) => store !== target && store.isVisible(id)).forEach((store) => store.remove(id));
    return target.create(options);
  },
  dismiss: (id?: string) => STORES.forEach((store) => store.dismiss(id)),
  remove: (id?: string) => STORES.forEach((store) => store.remove(id)),
  getCount: () => STORES.reduce((count, store) => count + store.getCount(), 0),
};
export type ToastStore = typeof toastStore;

const ToastView = ({ store }: { store: CreateToasterReturn }) => (
  <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }}>
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
);

/** Renders the toasts of every place; loaded lazily by the app provider. */
export const ToasterView = () => (
  <Portal>
    {STORES.map((store, index) => <ToastView key={index} store={store} />)}
  </Portal>
);
