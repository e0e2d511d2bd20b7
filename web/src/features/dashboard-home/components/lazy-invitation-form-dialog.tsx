/**
 * The invitation form dialog and its confirmation, loaded on demand: its form, the shared schema (zod) and the send are
 * about 20 KB gzipped that the dashboard need not carry before it shows. The chunk is fetched when
 * the browser is first idle after the page has painted, so a tap on an invite card opens the form at
 * once; until it has arrived (a tap in the first moments on a slow link), the dialog opens when it does.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { openedOnDemand } from '../../../components/ui/on-demand-dialog';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';

const loadFormDialog = () => import('./invitation-form-dialog');
const LazyFormDialog = lazy(() => loadFormDialog().then((module) => ({ default: module.InvitationFormDialog })));

const loadSentDialog = () => import('./invitation-sent-dialog');

/** Fetches the form dialog's chunk and its confirmation's when the browser is next idle. */
export const usePrefetchInvitationForm = (): void => usePrefetchWhenIdle(() => Promise.all([loadFormDialog(), loadSentDialog()]));

/** The confirmation after a send, on demand too (mounted closed at its first opening, then kept). */
export const InvitationSentDialog = openedOnDemand(
  lazy(() => loadSentDialog().then((module) => ({ default: module.InvitationSentDialog }))),
  (props) => props.invitation !== null,
  (props) => ({ ...props, invitation: null }),
);

export const InvitationFormDialog = (props: ComponentProps<typeof LazyFormDialog>) => (
  <Suspense fallback={null}>
    <LazyFormDialog {...props} />
  </Suspense>
);
