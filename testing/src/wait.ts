/**
 * Polls until a condition holds: the stream handler runs in the stack's process, a moment after a
 * write. Usually well under a second; the deadline is generous because the integration files share
 * one stack, whose stream may still be working through a burst of earlier writes (every invitation
 * change is settled for each of the dozens of admins the suite has created), while the other lane of
 * `npm test` shares the two cores.
 */
export const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 40_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
