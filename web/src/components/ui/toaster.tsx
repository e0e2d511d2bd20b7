/**
 * The app's toast store. Creating a toast is cheap and synchronous; the view that renders toasts
 * (the toast state machine and its styles) loads on demand, so a first page visit does not pay for it.
 */
import { createToaster } from '@chakra-ui/react';

/**
 * Below the dashboard's sticky header (3.5rem), so a toast never covers the menu button, the page's
 * title or the signed-in name.
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' } });
