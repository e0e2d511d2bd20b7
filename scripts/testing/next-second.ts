/**
 * Waits into the next wall-clock second. Cognito's `auth_time` and our sessions-revoked mark are whole
 * seconds, and a sign-in in the same second as a sign-out counts as before it (the safe side), so a
 * test that signs in again right after signing out waits for this first; a person never types that fast.
 */
export const nextSecond = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1_100 - (Date.now() % 1_000)));
