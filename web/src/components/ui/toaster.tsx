/**
 * The app's toast store. Creating a toast is cheap and synchronous; the view that renders toasts
 * (the toast state machine and its styles) loads on demand, so a first page visit does not pay for it.
 */
import { createToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });
