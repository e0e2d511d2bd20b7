/**
 * Every route, each loaded on demand: the public invitation pages pull in none of the dashboard,
 * Amplify-auth or chart code.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { StaffRole } from '@safe-haven/shared/roles';
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

const comingSoon = (path: string, title: string): RouteObject => ({
  path,
  lazy: async () => {
    const { ComingSoonPage } = await import('../components/layout/coming-soon-page');
    return { element: <ComingSoonPage title={title} /> };
  },
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('../features/auth/routes/login-page')).LoginPage }) },
      ...Object.entries(INVITATION_PAGE_MODULES).map(([path, load]): RouteObject => ({ path, lazy: async () => ({ Component: await load() }) })),
      { path: '/thank-you', lazy: async () => ({ Component: (await import('../features/thank-you/thank-you-page')).ThankYouPage }) },
      {
        lazy: async () => ({ Component: (await import('../features/auth/components/protected-route')).ProtectedRoute }),
        children: [
          {
            path: '/dashboard',
            lazy: async () => ({ Component: (await import('../features/dashboard-shell/components/dashboard-layout')).DashboardLayout }),
            children: [
              { index: true, lazy: async () => ({ Component: (await import('../features/dashboard-home/routes/dashboard-home-page')).DashboardHomePage }) },
              guarded(['admin', 'founder'], [comingSoon('admin/add-users', 'Invite New User'), comingSoon('admin/my-leadgens', 'My Lead Generators')]),
              guarded(['admin'], [comingSoon('admin/manage-users', 'Manage Users'), comingSoon('admin/signup-codes', 'Signup Codes')]),
              guarded(ALL_STAFF, [
                comingSoon('admin/manage-invitations', 'Manage Invitations'),
                comingSoon('admin/edit-profile', 'Edit Profile'),
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
      // The first version's unguarded aliases now lead to the guarded screens.
      { path: '/admin/users/add', element: <Navigate to="/dashboard/admin/add-users" replace /> },
      { path: '/admin/users/manage', element: <Navigate to="/dashboard/admin/manage-users" replace /> },
      { path: '/admin/invitations', element: <Navigate to="/dashboard/admin/manage-invitations" replace /> },
      { path: '/admin/profile/edit', element: <Navigate to="/dashboard/admin/edit-profile" replace /> },
      { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
