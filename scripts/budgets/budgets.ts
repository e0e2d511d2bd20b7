/**
 * The size budgets `npm test` enforces, set just above the figures measured when they were last
 * lowered (docs/performance.md has the table). Lower one when a figure drops; raise one only with a
 * reason in the commit. Sizes, not times: they do not flake.
 */
import type { PrerenderedPage } from '@safe-haven/shared/site-pages';

/** Minified bundle per handler module, in KB (1024 bytes). */
const LAMBDA_BUNDLE_BUDGETS_KB: Readonly<Record<string, number>> = {
  'dashboard/get-invite-stats': 172,
  'email/handle-ses-event': 255,
  'email/sweep-outbox': 205,
  // At the ceiling: zod (83 KB of it) is the next thing to shrink (zod/mini), see docs/performance.md.
  'invitations/send-invitation': 300,
  'invitee/get-public-invitation': 261,
  'invitee/submit-response': 270,
  'profiles/get-my-profile': 170,
  'profiles/sign-out': 206,
  'stream/handle-table-stream': 222,
};

/** A handler added later starts at the ceiling every bundle must stay under. */
export const LAMBDA_BUNDLE_CEILING_KB = 300;

export const lambdaBundleBudgetKb = (handler: string): number => LAMBDA_BUNDLE_BUDGETS_KB[handler] ?? LAMBDA_BUNDLE_CEILING_KB;

/**
 * First visit to each prerendered page, gzipped KB: before it is interactive (HTML with inline
 * styles + the JavaScript that hydrates it), and in all once the visitor has reached the answers
 * (plus the dialogs and the answer form the page then loads by itself).
 */
export const PAGE_WEIGHT_BUDGETS_KB: Readonly<Record<PrerenderedPage, { beforeInteractive: number; withAnswerForm: number }>> = {
  // The app's pages pay about 2 KB for the runtime being shared with the invitation pages' entry.
  '/': { beforeInteractive: 242, withAnswerForm: 242 },
  // The invitation pages hydrate without react-router and TanStack Query (src/invitation-main.tsx);
  // the ceiling for them is 160 KB before interactive and 200 KB in all.
  '/invitation': { beforeInteractive: 153, withAnswerForm: 165 },
  '/invitation/land-owners': { beforeInteractive: 152, withAnswerForm: 165 },
  '/invitation/investors': { beforeInteractive: 155, withAnswerForm: 168 },
  '/thank-you': { beforeInteractive: 170, withAnswerForm: 170 },
};
