/**
 * Waits until the clock is in a later second than `since`. Cognito's `auth_time` and our
 * sessions-revoked mark are whole seconds, and a sign-in in the same second as a sign-out or a
 * suspension counts as before it (the safe side), so a test that signs in again right after one
 * waits for this first; a person never types that fast.
 */
export const nextSecond = async (since: number = Date.now()): Promise<void> => {
  const laterSecond = (Math.floor(since / 1_000) + 1) * 1_000 + 20;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, laterSecond - Date.now())));
};
