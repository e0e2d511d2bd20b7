/**
 * One submission, one result: the browser sends a random key per form opening in this header with
 * every request that changes something, and the API answers a repeat of the same submission (a
 * double tap, a retry after a dropped connection) with the first result instead of doing it twice.
 */

/** The request header (HTTP APIs hand headers to the function in lower case). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** What a key may hold: a UUID or any 8 to 64 letters, digits, dashes and underscores. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Partition-key prefix of the stored claims and results; the functions' grant is limited to it. */
export const IDEMPOTENT_REQUEST_KEY_PREFIX = 'REQUEST#';

/** The response header that marks a stored result answered again. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'The Idempotency-Key header must be 8 to 64 letters, digits, dashes or underscores. Reload the page and try again.',
  keyReused: 'This request key was already used for a different request. Reload the page and try again.',
  inProgress: 'Your first request is still being processed. Please wait a moment; it will finish on its own.',
} as const;

/** A repeat of Create Code: the code exists, but it was shown once and is not kept. */
export const SIGNUP_CODE_ALREADY_SHOWN =
  'This code was already created and shown once; it is not kept, so it cannot be shown again. If you did not copy it, deactivate it and create a new one.';
