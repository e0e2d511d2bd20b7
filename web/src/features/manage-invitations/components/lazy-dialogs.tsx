/**
 * Manage Invitations' dialogs load on demand: most visits scan the list and open a few leads, few
 * import a file, and only admins set the going-cold limits. The details dialog, which nearly every
 * visit opens, is fetched once the list has painted (when the browser is idle), so a tap on Details
 * opens it at once; the others when first asked for. Each mounts at its first opening (closed, then
 * opened a render later) and then stays, so its closing animation plays.
 */
import { lazy } from 'react';
import { openedOnDemand } from '../../../components/ui/on-demand-dialog';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';

const loadDetails = () => import('./details/invitation-details-dialog');
const LazyDetailsDialog = lazy(() => loadDetails().then((module) => ({ default: module.InvitationDetailsDialog })));
const LazyImportDialog = lazy(() => import('./import-invitations-dialog').then((module) => ({ default: module.ImportInvitationsDialog })));
const LazyDeleteDialog = lazy(() => import('./delete-invitation-dialog').then((module) => ({ default: module.DeleteInvitationDialog })));
const LazyGoingColdLimitsDialog = lazy(() => import('./going-cold-limits').then((module) => ({ default: module.GoingColdLimitsDialog })));

/** Fetches the details dialog's chunk when the browser is next idle, so a tap on Details does not wait. */
export const usePrefetchDetailsDialog = (): void => usePrefetchWhenIdle(loadDetails);

export const InvitationDetailsDialog = openedOnDemand(LazyDetailsDialog, (props) => props.invitationId !== null, (props) => ({ ...props, invitationId: null }));
export const ImportInvitationsDialog = openedOnDemand(LazyImportDialog, (props) => props.open, (props) => ({ ...props, open: false }));
export const DeleteInvitationDialog = openedOnDemand(LazyDeleteDialog, (props) => props.card !== null, (props) => ({ ...props, card: null }));
export const GoingColdLimitsDialog = openedOnDemand(LazyGoingColdLimitsDialog, (props) => props.open, (props) => ({ ...props, open: false }));
