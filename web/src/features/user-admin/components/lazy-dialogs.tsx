/**
 * Manage Users' dialogs load on demand: the dialog machinery (focus trap, presence, the hidden
 * background) is not needed to see the lists, only once someone confirms a change. They are fetched
 * when the browser is idle after the lists have painted, so a confirmation asked for a moment later
 * opens at once. Each mounts at its first opening (closed, then opened a render later) and then
 * stays, so its closing animation plays.
 */
import { lazy } from 'react';
import { openedOnDemand } from '../../../components/ui/on-demand-dialog';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';

const loadConfirm = () => import('../../../components/feedback/confirm-dialog');
const loadAccountReset = () => import('./account-reset-dialog');
const loadDemotion = () => import('./demotion-dialog');
const loadAccountHistory = () => import('./account-history-dialog');

const LazyConfirmDialog = lazy(() => loadConfirm().then((module) => ({ default: module.ConfirmDialog })));
const LazyAccountResetDialog = lazy(() => loadAccountReset().then((module) => ({ default: module.AccountResetDialog })));
const LazyDemotionDialog = lazy(() => loadDemotion().then((module) => ({ default: module.DemotionDialog })));
const LazyAccountHistoryDialog = lazy(() => loadAccountHistory().then((module) => ({ default: module.AccountHistoryDialog })));

/** Fetches the users table's dialogs when the browser is next idle, so a confirmation does not wait. */
export const usePrefetchUserDialogs = (): void =>
  usePrefetchWhenIdle(() => Promise.all([loadConfirm(), loadAccountReset(), loadDemotion(), loadAccountHistory()]));

/** The pending invitations' cancel confirmation only needs the confirmation dialog. */
export const usePrefetchConfirmDialog = (): void => usePrefetchWhenIdle(loadConfirm);

export const ConfirmDialog = openedOnDemand(LazyConfirmDialog, (props) => props.open, (props) => ({ ...props, open: false }));
export const AccountResetDialog = openedOnDemand(LazyAccountResetDialog, (props) => props.pending !== undefined, (props) => ({ ...props, pending: undefined }));
export const DemotionDialog = openedOnDemand(LazyDemotionDialog, (props) => props.pending !== undefined, (props) => ({ ...props, pending: undefined }));
export const AccountHistoryDialog = openedOnDemand(LazyAccountHistoryDialog, (props) => props.user !== undefined, (props) => ({ ...props, user: undefined }));
