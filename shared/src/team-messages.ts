/**
 * Every message of staff onboarding and administration, written once: the handlers answer with
 * these texts and the pages show them. A module per area, re-exported here, so the web build puts
 * each area's words in the chunk of the pages that show them.
 */
export * from './add-users-messages';
export * from './onboarding-messages';
export * from './manage-users-messages';
export * from './signup-code-messages';
export * from './profile-messages';
