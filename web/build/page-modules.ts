/**
 * The page module of each prerendered page (its `lazy` import in web/src/app/router.tsx, or the one
 * its own entry imports: the invitation pages', the login's). The web
 * build preloads that module's chunks from the page's HTML, so hydration does not wait for the entry
 * to ask for them; the page-weight budget measures the same chunks. The build fails if a module
 * here has no chunk, so a renamed route file cannot slip by.
 */
import type { PrerenderedPage } from '@safe-haven/shared/site-pages';
import { APP_ENTRY, INVITATION_ENTRY, LOGIN_ENTRY } from './chunk-graph';

export const PAGE_MODULES: Readonly<Record<PrerenderedPage, string>> = {
  '/': 'web/src/features/auth/routes/login-page.tsx',
  '/invitation': 'web/src/features/invitation-pages/routes/member-invitation-page.tsx',
  '/invitation/land-owners': 'web/src/features/invitation-pages/routes/land-owner-invitation-page.tsx',
  '/invitation/investors': 'web/src/features/invitation-pages/routes/investor-invitation-page.tsx',
  '/thank-you': 'web/src/features/thank-you/thank-you-page.tsx',
};

/** The entry each page's HTML loads: the invitation pages and the login hydrate without the router. */
export const PAGE_ENTRIES: Readonly<Record<PrerenderedPage, string>> = {
  '/': LOGIN_ENTRY,
  '/invitation': INVITATION_ENTRY,
  '/invitation/land-owners': INVITATION_ENTRY,
  '/invitation/investors': INVITATION_ENTRY,
  '/thank-you': APP_ENTRY,
};

/** The HTML template (in web/dist) built around each entry. */
export const ENTRY_TEMPLATES: Readonly<Record<string, string>> = { [APP_ENTRY]: 'index.html', [INVITATION_ENTRY]: 'invitation.html', [LOGIN_ENTRY]: 'login.html' };
