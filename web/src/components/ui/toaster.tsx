/**
 * The app's toasts. `toaster` takes the same calls as Chakra's toast store (create, dismiss, remove)
 * and answers at once, but the store itself (Zag's, about 1 KB gzipped) comes with the view that
 * renders toasts (its state machine and styles, ./toaster-view), loaded with the first toast: most
 * visits never raise one, and a first visit pays for neither. Calls made before it arrives wait, in
 * order; a dismiss or remove with nothing to act on needs no store.
 */
import type { ToastOptions } from '@chakra-ui/react';
import type { ToastStore } from './toaster-view';

let store: ToastStore | undefined;
let waiting: ((store: ToastStore) => void)[] = [];
let asked = 0;
let lastId = 0;
const listeners = new Set<() => void>();

const load = () =>
  void import('./toaster-view').then(
    ({ toastStore }) => {
      store = toastStore;
      const calls = waiting;
      waiting = [];
      calls.forEach((call) => call(toastStore));
    },
    // Offline, say: these toasts cannot show; the next one tries again.
    () => void (waiting = []),
  );

const withStore = (call: (store: ToastStore) => void) => {
  if (store) return call(store);
  if (waiting.push(call) === 1) load();
};

export const toaster = {
  /** Returns the toast's id at once (the caller's, or a new one), as the store's create does. */
  create: (options: ToastOptions): string => {
    const id = options.id ?? `toast:${++lastId}`;
    asked += 1;
    listeners.forEach((listener) => listener());
    withStore((loaded) => loaded.create({ ...options, id }));
    return id;
  },
  dismiss: (id?: string) => {
    if (store || asked > 0) withStore((loaded) => loaded.dismiss(id));
  },
  remove: (id?: string) => {
    if (store || asked > 0) withStore((loaded) => loaded.remove(id));
  },
  /** How many toasts are up, or asked for while the store loads. */
  getCount: (): number => store?.getCount() ?? asked,
  /** Calls `listener` whenever a toast is asked for; returns the unsubscribe. */
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
