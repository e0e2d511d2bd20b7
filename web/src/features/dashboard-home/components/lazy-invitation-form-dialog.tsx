/**
 * The invitation form dialog, loaded on demand: its form, the shared schema (zod) and the send are
 * about 20 KB gzipped that the dashboard need not carry before it shows. The chunk is fetched when
 * the browser is first idle after the page has painted, so a tap on an invite card opens the form at
 * once; until it has arrived (a tap in the first moments on a slow link), the dialog opens when it does.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';

const loadFormDialog = () => import('./invitation-form-dialog');
const LazyFormDialog = lazy(() => loadFormDialog().then((module) => ({ default: module.InvitationFormDialog })));

/** Fetches the form dialog's chunk when the browser is next idle. */
export const usePrefetchInvitationForm = (): void => usePrefetchWhenIdle(loadFormDialog);

export const InvitationFormDialog = (props: ComponentProps<typeof LazyFormDialog>) => (
  <Suspense fallback={null}>
    <LazyFormDialog {...props} />
  </Suspense>
);
