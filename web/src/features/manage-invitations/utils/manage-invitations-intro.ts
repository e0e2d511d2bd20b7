/**
 * The line under Manage Invitations' heading: the same for every role, so the page's HTML can carry
 * it (manage-invitations-placeholder.tsx). It is the largest text a phone paints on this page, and
 * the placeholder paints it as the HTML arrives. What each role sees is the list itself, with the
 * team toggle for those who have a team.
 */
export const MANAGE_INVITATIONS_INTRO = 'Every invitation you can see. Open one to work the lead.';
