/**
 * The three invitation pages, each loaded on demand. They are prerendered and hydrated without the
 * router (src/invitation-main.tsx): the router, its route table and the dashboard's lazy routes would
 * add about 25 KB gzipped to an invitee's first visit for pages that never navigate within the app.
 * The app's router (router.tsx) loads the same modules when staff open a page from the dashboard.
 */
import type { ComponentType } from 'react';
import { INVITATION_PATHS } from '@safe-haven/shared/audiences';

type PageLoader = () => Promise<ComponentType>;

export const INVITATION_PAGE_MODULES: Readonly<Record<string, PageLoader>> = {
  [INVITATION_PATHS.member]: async () => (await import('../features/invitation-pages/routes/member-invitation-page')).MemberInvitationPage,
  [INVITATION_PATHS.land_owner]: async () => (await import('../features/invitation-pages/routes/land-owner-invitation-page')).LandOwnerInvitationPage,
  [INVITATION_PATHS.investor]: async () => (await import('../features/invitation-pages/routes/investor-invitation-page')).InvestorInvitationPage,
};
