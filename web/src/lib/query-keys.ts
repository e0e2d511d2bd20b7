/** Query keys read by more than one module (kept here so lib code can use them without loading auth). */
export const MY_PROFILE_QUERY_KEY = ['my-profile'] as const;
