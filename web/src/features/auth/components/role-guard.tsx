/** Per-page role check inside the dashboard; a refused user is told and sent to /dashboard. */
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import type { StaffRole } from '@safe-haven/shared/roles';
import { AUTH_MESSAGES } from '@safe-haven/shared/messages';
import { toaster } from '../../../components/ui/toaster';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { FullPageLoading } from '../../../components/layout/full-page-loading';

const Refused = () => {
  useEffect(() => {
    toaster.create({ id: 'role-guard', type: 'error', title: AUTH_MESSAGES.accessDenied, description: AUTH_MESSAGES.noPagePermission });
  }, []);
  return <Navigate to="/dashboard" replace />;
};

export const RoleGuard = ({ roles }: { roles: readonly StaffRole[] }) => {
  const profile = useMyProfile();
  if (profile.isPending) return <FullPageLoading label={AUTH_MESSAGES.checkingPermissions} />;
  if (!profile.data || !roles.includes(profile.data.role)) return <Refused />;
  return <Outlet />;
};
