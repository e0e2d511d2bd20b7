/**
 * Every user-facing message, written once, in a module per area re-exported here: the web build
 * then puts each area's words in the chunk of the pages that show them, not in one that every page
 * loads (a module's exports all go to one chunk).
 * The server answers with these texts and the browser shows them; neither side spells them again.
 * The invitee's are in invitee-messages.ts, so the invitation pages carry none of the staff screens' words.
 */
export * from './sign-in-messages';
export * from './api-messages';
export * from './invitation-form-messages';
export * from './dashboard-home-messages';
export * from './not-found-messages';
export * from './manage-invitations-messages';
