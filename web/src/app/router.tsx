/**
 * Every route, each loaded on demand: the public invitation pages pull in none of the dashboard,
 * Amplify-auth or chart code.
 */
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { ADMIN_ROLES, ALL_STAFF_ROLES, TEAM_ROLES, type StaffRole } from '@safe-haven/shared/roles';
import { DASHBOARD_PATHS, ONBOARDING_PATHS, PASSWORD_RESET_PATH, TWO_FACTOR_SETUP_PATH } from '@safe-haven/shared/paths';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { INVITATION_PAGE_MODULES } from './invitation-page-modules';
import type { RouteHandle } from '../lib/route-handle';

const guarded = (roles: readonly StaffRole[], children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const { RoleGuard } = await import('../features/auth/components/role-guard');
    return { element: <RoleGuard roles={roles} /> };
  },
  children,
});

/** The route of every page behind the sign-in (the session guard's). */
const SIGNED_IN_ROUTE_ID = 'signed-in';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorBoundary />,
    // While a first visit's route modules load, the router draws nothing over the SPA shell (the
    // placeholder pages load theirs before the first render: src/main.tsx). Said here, so that is
    // a decision, not React Router's development warning on every staff page under `npm start`.
    HydrateFallback: () => null,
    children: [
      // A first visit to / is the login's own entry (src/login-main.tsx); the app's pages that go there land here.
      { path: '/', lazy: async () => ({ Component: (await import('../features/auth/routes/login-route')).LoginRoute }) },
      ...Object.entries(INVITATION_PAGE_MODULES).map(([path, load]): RouteObject => ({ path, lazy: async () => ({ Component: await load() }) })),
      { path: '/thank-you', lazy: async () => ({ Component: (await import('../features/thank-you/thank-you-page')).ThankYouPage }) },
      // A lead's personal document link: DOCUMENT_LINK_PATH in shared/src/documents.ts.
      { path: '/document', lazy: async () => ({ Component: (await import('../features/document-link/routes/document-page')).DocumentPage }) },
      { path: PASSWORD_RESET_PATH, lazy: async () => ({ Component: (await import('../features/auth/routes/forgot-password-page')).ForgotPasswordPage }) },
      { path: ONBOARDING_PATHS.setupProfile, lazy: async () => ({ Component: (await import('../features/onboarding/routes/setup-profile-page')).SetupProfilePage }) },
      { path: ONBOARDING_PATHS.founderSignup, lazy: async () => ({ Component: (await import('../features/onboarding/routes/founder-signup-page')).FounderSignupPage }) },
      {
        id: SIGNED_IN_ROUTE_ID,
        lazy: async () => ({ Component: (await import('../features/auth/components/protected-route')).ProtectedRoute }),
        children: [
          { path: TWO_FACTOR_SETUP_PATH, lazy: async () => ({ Component: (await import('../features/profile/routes/two-factor-setup-page')).TwoFactorSetupPage }) },
          {
            path: DASHBOARD_PATHS.home,
            lazy: async () => ({ Component: (await import('../features/dashboard-shell/components/dashboard-layout')).DashboardLayout }),
            children: [
              {
                index: true,
                lazy: async () => {
                  const { DashboardHomePage, DashboardHomePlaceholder } = await import('../features/dashboard-home/routes/dashboard-home-page');
                  const handle: RouteHandle = { waitingScreen: DashboardHomePlaceholder };
                  return { Component: DashboardHomePage, handle };
                },
              },
              // Absolute child paths (they start with the layout's): each page's path is DASHBOARD_PATHS'.
              guarded(TEAM_ROLES, [
                { path: DASHBOARD_PATHS.addUsers, lazy: async () => ({ Component: (await import('../features/user-admin/routes/add-users-page')).AddUsersPage }) },
                { path: DASHBOARD_PATHS.myLeadgens, lazy: async () => ({ Component: (await import('../features/my-leadgens/routes/my-leadgens-page')).MyLeadgensPage }) },
                { path: DASHBOARD_PATHS.funnel, lazy: async () => ({ Component: (await import('../features/funnel/routes/funnel-page')).FunnelPage }) },
              ]),
              guarded(ADMIN_ROLES, [
                { path: DASHBOARD_PATHS.manageUsers, lazy: async () => ({ Component: (await import('../features/user-admin/routes/manage-users-page')).ManageUsersPage }) },
                { path: DASHBOARD_PATHS.signupCodes, lazy: async () => ({ Component: (await import('../features/signup-codes/routes/signup-codes-page')).SignupCodesPage }) },
                { path: DASHBOARD_PATHS.editContent, lazy: async () => ({ Component: (await import('../features/content-editor/routes/edit-content-page')).EditContentPage }) },
                { path: DASHBOARD_PATHS.documents, lazy: async () => ({ Component: (await import('../features/documents/routes/documents-page')).DocumentsPage }) },
              ]),
              guarded(ALL_STAFF_ROLES, [
                {
                  path: DASHBOARD_PATHS.manageInvitations,
                  lazy: async () => {
                    const { ManageInvitationsPage, ManageInvitationsPlaceholder } = await import('../features/manage-invitations/routes/manage-invitations-page');
                    const handle: RouteHandle = { waitingScreen: ManageInvitationsPlaceholder };
                    return { Component: ManageInvitationsPage, handle };
                  },
                },
                {
                  path: DASHBOARD_PATHS.editProfile,
                  lazy: async () => {
                    const { EditProfilePage, EditProfilePlaceholder } = await import('../features/profile/routes/edit-profile-page');
                    const handle: RouteHandle = { waitingScreen: EditProfilePlaceholder };
                    return { Component: EditProfilePage, handle };
                  },
                },
                { path: DASHBOARD_PATHS.propertiesInReview, lazy: async () => ({ Component: (await import('../features/company-information/routes')).PropertiesInReviewPage }) },
                { path: DASHBOARD_PATHS.membershipOptions, lazy: async () => ({ Component: (await import('../features/company-information/routes')).MembershipOptionsPage }) },
                { path: DASHBOARD_PATHS.currentRaise, lazy: async () => ({ Component: (await import('../features/company-information/routes')).CurrentRaisePage }) },
              ]),
            ],
          },
          {
            lazy: async () => ({ Component: (await import('../features/dashboard-shell/components/dashboard-layout')).DashboardLayout }),
            children: [
              guarded(ALL_STAFF_ROLES, [
                { path: DASHBOARD_PATHS.educateMyself, lazy: async () => ({ Component: (await import('../features/educate-myself/routes/educate-myself-page')).EducateMyselfPage }) },
              ]),
            ],
          },
        ],
      },
      // Older admin paths, still in bookmarks, lead to the guarded screens under /dashboard.
      { path: '/admin/users/add', element: <Navigate to={DASHBOARD_PATHS.addUsers} replace /> },
      { path: '/admin/users/manage', element: <Navigate to={DASHBOARD_PATHS.manageUsers} replace /> },
      { path: '/admin/invitations', element: <Navigate to={DASHBOARD_PATHS.manageInvitations} replace /> },
      { path: '/admin/profile/edit', element: <Navigate to={DASHBOARD_PATHS.editProfile} replace /> },
      { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** Whether the address is one of the pages behind the sign-in, whose first render waits for the profile. */
export const isSignedInPage = (location: Pick<Location, 'pathname'>): boolean =>
  (matchRoutes(routes, location) ?? []).some(({ route }) => route.id === SIGNED_IN_ROUTE_ID);
