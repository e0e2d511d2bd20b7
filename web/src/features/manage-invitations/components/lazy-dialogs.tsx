/**
 * Manage Invitations' dialogs load on demand: most visits scan the list and open a few leads, few
 * import a file, and only admins set the going-cold limits. The details dialog, which nearly every
 * visit opens, is fetched once the list has painted (when the browser is idle), so a tap on Details
 * opens it at once; the others when first asked for. Each mounts at its first opening (closed, then
 * opened a render later) and then stays, so its closing animation plays.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';

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

/** Calls `onMounted` once its Suspense boundary has committed, that is once the lazy dialog beside it is in the page. */
const Mounted = ({ onMounted }: { onMounted: () => void }) => {
  useEffect(onMounted, [onMounted]);
  return null;
};

/**
 * A lazily loaded dialog that mounts the first time its props say it is open, and then stays. It
 * mounts closed (`closed` gives its props with nothing open) and opens a render later, as a dialog
 * that was always there does: mounted straight into the open state, its focus trap could start while
 * the trigger still had focus, take that for a click outside, and close it again (seen under React's
 * development double mount).
 */
const openedOnDemand = <P extends object>(Dialog: ComponentType<P>, isOpen: (props: P) => boolean, closed: (props: P) => P) =>
  function OnDemandDialog(props: P) {
    const opened = useOpenedOnce(isOpen(props));
    const [mounted, setMounted] = useState(false);
    const onMounted = useCallback(() => setMounted(true), []);
    return opened ? (
      <Suspense fallback={null}>
        <Mounted onMounted={onMounted} />
        <Dialog {...(mounted ? props : closed(props))} />
      </Suspense>
    ) : null;
  };

export const InvitationDetailsDialog = openedOnDemand(LazyDetailsDialog, (props) => props.invitationId !== null, (props) => ({ ...props, invitationId: null }));
export const ImportInvitationsDialog = openedOnDemand(LazyImportDialog, (props) => props.open, (props) => ({ ...props, open: false }));
export const DeleteInvitationDialog = openedOnDemand(LazyDeleteDialog, (props) => props.card !== null, (props) => ({ ...props, card: null }));
export const GoingColdLimitsDialog = openedOnDemand(LazyGoingColdLimitsDialog, (props) => props.open, (props) => ({ ...props, open: false }));
