/**
 * Every route, each loaded on demand: the public invitation pages pull in none of the dashboard,
 * Amplify-auth or chart code.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { StaffRole } from '@safe-haven/shared/roles';
import { ONBOARDING_PATHS, PASSWORD_RESET_PATH, TWO_FACTOR_SETUP_PATH } from '@safe-haven/shared/paths';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { INVITATION_PAGE_MODULES } from './invitation-page-modules';

const ALL_STAFF: readonly StaffRole[] = ['admin', 'founder', 'leadgen'];

const guarded = (roles: readonly StaffRole[], children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const { RoleGuard } = await import('../features/auth/components/role-guard');
    return { element: <RoleGuard roles={roles} /> };
  },
  children,
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('../features/auth/routes/login-page')).LoginPage }) },
      ...Object.entries(INVITATION_PAGE_MODULES).map(([path, load]): RouteObject => ({ path, lazy: async () => ({ Component: await load() }) })),
      { path: '/thank-you', lazy: async () => ({ Component: (await import('../features/thank-you/thank-you-page')).ThankYouPage }) },
      { path: PASSWORD_RESET_PATH, lazy: async () => ({ Component: (await import('../features/auth/routes/forgot-password-page')).ForgotPasswordPage }) },
      { path: ONBOARDING_PATHS.setupProfile, lazy: async () => ({ Component: (await import('../features/onboarding/routes/setup-profile-page')).SetupProfilePage }) },
      { path: ONBOARDING_PATHS.founderSignup, lazy: async () => ({ Component: (await import('../features/onboarding/routes/founder-signup-page')).FounderSignupPage }) },
      {
        lazy: async () => ({ Component: (await import('../features/auth/components/protected-route')).ProtectedRoute }),
        children: [
          { path: TWO_FACTOR_SETUP_PATH, lazy: async () => ({ Component: (await import('../features/profile/routes/two-factor-setup-page')).TwoFactorSetupPage }) },
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('../features/dashboard-shell/components/dashboard-layout')).DashboardLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('../features/dashboard-home/routes/dashboard-home-page')).DashboardHomePage }) },
              guarded(['admin', 'founder'], [
                { path: 'admin/add-users', lazy: async () => ({ Component: (await import('../features/user-admin/routes/add-users-page')).AddUsersPage }) },
                { path: 'admin/my-leadgens', lazy: async () => ({ Component: (await import('../features/my-leadgens/routes/my-leadgens-page')).MyLeadgensPage }) },
              ]),
              guarded(['admin'], [
                { path: 'admin/manage-users', lazy: async () => ({ Component: (await import('../features/user-admin/routes/manage-users-page')).ManageUsersPage }) },
                { path: 'admin/signup-codes', lazy: async () => ({ Component: (await import('../features/signup-codes/routes/signup-codes-page')).SignupCodesPage }) },
              ]),
              guarded(ALL_STAFF, [
                {
                  path: 'admin/manage-invitations',
                  lazy: async () => ({ Component: (await import('../features/manage-invitations/routes/manage-invitations-page')).ManageInvitationsPage }),
                },
                { path: 'admin/edit-profile', lazy: async () => ({ Component: (await import('../features/profile/routes/edit-profile-page')).EditProfilePage }) },
                { path: 'properties-in-review', lazy: async () => ({ Component: (await import('../features/company-information/routes')).PropertiesInReviewPage }) },
                { path: 'membership-options', lazy: async () => ({ Component: (await import('../features/company-information/routes')).MembershipOptionsPage }) },
                { path: 'current-raise', lazy: async () => ({ Component: (await import('../features/company-information/routes')).CurrentRaisePage }) },
              ]),
            ],
          },
          {
            lazy: async () => ({ Component: (await import('../features/dashboard-shell/components/dashboard-layout')).DashboardLayout }),
            children: [
              guarded(ALL_STAFF, [
                { path: '/educate-myself', lazy: async () => ({ Component: (await import('../features/educate-myself/routes/educate-myself-page')).EducateMyselfPage }) },
              ]),
            ],
          },
        ],
      },
      // Older admin paths, still in bookmarks, lead to the guarded screens under /dashboard.
      { path: '/admin/users/add', element: <Navigate to="/dashboard/admin/add-users" replace /> },
      { path: '/admin/users/manage', element: <Navigate to="/dashboard/admin/manage-users" replace /> },
      { path: '/admin/invitations', element: <Navigate to="/dashboard/admin/manage-invitations" replace /> },
      { path: '/admin/profile/edit', element: <Navigate to="/dashboard/admin/edit-profile" replace /> },
      { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
