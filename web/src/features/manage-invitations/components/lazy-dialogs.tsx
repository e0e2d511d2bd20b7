/**
 * Manage Invitations' dialogs load on demand: most visits scan the list and open a few leads, few
 * import a file, and only admins set the going-cold limits. The details dialog, which nearly every
 * visit opens, is fetched once the list has painted (when the browser is idle), so a tap on Details
 * opens it at once; the others when first asked for. Each mounts at its first opening and then stays,
 * so its closing animation plays.
 */
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';

const loadDetails = () => import('./details/invitation-details-dialog');
const LazyDetailsDialog = lazy(() => loadDetails().then((module) => ({ default: module.InvitationDetailsDialog })));
const LazyImportDialog = lazy(() => import('./import-invitations-dialog').then((module) => ({ default: module.ImportInvitationsDialog })));
const LazyDeleteDialog = lazy(() => import('./delete-invitation-dialog').then((module) => ({ default: module.DeleteInvitationDialog })));
const LazyGoingColdLimitsDialog = lazy(() => import('./going-cold-limits').then((module) => ({ default: module.GoingColdLimitsDialog })));

/** True from the first time `open` is true. */
const useOpenedOnce = (open: boolean): boolean => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
};

/** Fetches the details dialog's chunk when the browser is next idle (a timer where it has no idle callback). */
export const usePrefetchDetailsDialog = (): void => {
  useEffect(() => {
    const load = () => void loadDetails().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 1000);
    return () => clearTimeout(timer);
  }, []);
};

type DetailsProps = ComponentProps<typeof LazyDetailsDialog>;
export const InvitationDetailsDialog = (props: DetailsProps) =>
  useOpenedOnce(props.invitationId !== null) ? (
    <Suspense fallback={null}>
      <LazyDetailsDialog {...props} />
    </Suspense>
  ) : null;

type ImportProps = ComponentProps<typeof LazyImportDialog>;
export const ImportInvitationsDialog = (props: ImportProps) =>
  useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazyImportDialog {...props} />
    </Suspense>
  ) : null;

type DeleteProps = ComponentProps<typeof LazyDeleteDialog>;
export const DeleteInvitationDialog = (props: DeleteProps) =>
  useOpenedOnce(props.card !== null) ? (
    <Suspense fallback={null}>
      <LazyDeleteDialog {...props} />
    </Suspense>
  ) : null;

type GoingColdLimitsProps = ComponentProps<typeof LazyGoingColdLimitsDialog>;
export const GoingColdLimitsDialog = (props: GoingColdLimitsProps) =>
  useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <LazyGoingColdLimitsDialog {...props} />
    </Suspense>
  ) : null;
