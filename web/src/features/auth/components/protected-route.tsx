/** The staff wrapper: a session and a staff role from the server, or back to the login screen. */
import { useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { TWO_FACTOR_SETUP_PATH } from '@safe-haven/shared/paths';
import { isStaffRole } from '@safe-haven/shared/roles';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { useDashboardCache } from '../../../hooks/use-dashboard-cache';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { useSessionRefresh } from '../../../hooks/use-session-refresh';
import { AccessDenied } from '../../../components/layout/access-denied';
import { FullPageLoading } from '../../../components/layout/full-page-loading';
import { waitingScreenOf } from '../../../lib/route-handle';

/**
 * What shows while the guard waits: the page's own waiting screen when its route names one (the
 * dashboard home's placeholder, which its HTML was served with, so the app's first render leaves the
 * screen as it was), the centred spinner otherwise.
 */
const Waiting = () => {
  const WaitingScreen = waitingScreenOf(useMatches());
  return WaitingScreen ? <WaitingScreen /> : <FullPageLoading label={AUTH_MESSAGES.checkingAuthentication} />;
};

export const ProtectedRoute = () => {
  useSessionRefresh();
  const profile = useMyProfile();
  const location = useLocation();
  // Keyed by the Cognito user id (the profile's userId is the sub): a staff member's own last counts.
  const staffSub = profile.data && isStaffRole(profile.data.role) ? profile.data.userId : undefined;
  const cacheReady = useDashboardCache(staffSub);
  // The page behind the guard is most of the first screen's work. Deferred, React renders it as a
  // transition, in slices of a few milliseconds, instead of one long task that blocks input.
  const pageReady = staffSub !== undefined && cacheReady;
  const showPage = useDeferredValue(pageReady);
  if (profile.isPending) return <Waiting />;
  if (profile.isError || !profile.data) return <Navigate to="/" replace />;
  if (!isStaffRole(profile.data.role)) return <AccessDenied />;
  // The server refuses everything but enrolment until an admin's or founder's second factor is on.
  if (profile.data.twoFactor === 'due' && location.pathname !== TWO_FACTOR_SETUP_PATH) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  if (!pageReady || !showPage) return <Waiting />;
  return <Outlet />;
};
