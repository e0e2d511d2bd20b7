/**
 * The invitation form dialog, loaded on demand: its form, the shared schema (zod) and the send are
 * about 20 KB gzipped that the dashboard need not carry before it shows. The chunk is fetched when
 * the browser is first idle after the page has painted, so a tap on an invite card opens the form at
 * once; until it has arrived (a tap in the first moments on a slow link), the dialog opens when it does.
 */
import { lazy, Suspense, useEffect, type ComponentProps } from 'react';

const loadFormDialog = () => import('./invitation-form-dialog');
const LazyFormDialog = lazy(() => loadFormDialog().then((module) => ({ default: module.InvitationFormDialog })));

/** Fetches the form dialog's chunk when the browser is next idle (a timer where it has no idle callback). */
export const usePrefetchInvitationForm = (): void => {
  useEffect(() => {
    const load = () => void loadFormDialog().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 1000);
    return () => clearTimeout(timer);
  }, []);
};

export const InvitationFormDialog = (props: ComponentProps<typeof LazyFormDialog>) => (
  <Suspense fallback={null}>
    <LazyFormDialog {...props} />
  </Suspense>
);
