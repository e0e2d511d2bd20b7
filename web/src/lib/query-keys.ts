/** Query keys read by more than one module (kept here so lib code can use them without loading auth). */
export const MY_PROFILE_QUERY_KEY = ['my-profile'] as const;
/** Manage Invitations' lists and details; the live updates refresh an open details dialog by its id. */
export const INVITATIONS_QUERY_KEY = ['invitations'] as const;
export const INVITATION_DETAILS_QUERY_KEY = [...INVITATIONS_QUERY_KEY, 'details'] as const;
