/**
 * When the server is busy (429 from a throttle or the edge, a 5xx, or no answer at all), reads are
 * retried with exponential backoff and full jitter, so a crowd of open dashboards does not come back
 * in step and knock it over again; meanwhile the page keeps what it last showed, and says the data may
 * be stale only when the trouble lasts (BUSY_NOTICE_AFTER_MS).
 */
import { ApiError } from './api-client';

/** Retries of one read after its first failure. */
export const BUSY_RETRIES = 3;
/** The first retry waits up to this long; each next one up to twice as long, never more than the cap. */
export const BUSY_BASE_DELAY_MS = 1_000;
export const BUSY_MAX_DELAY_MS = 30_000;
/** A blip is not worth a word: the notice shows once reads have failed for this long. */
export const BUSY_NOTICE_AFTER_MS = 30_000;

export const isBusy = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);

/** TanStack Query's `retry`: busy answers only; a 400, 403 or 404 will not change by asking again. */
export const retryWhileBusy = (failureCount: number, error: unknown): boolean => failureCount < BUSY_RETRIES && isBusy(error);

/** TanStack Query's `retryDelay` ("full jitter": a random wait up to the exponential bound). */
export const busyRetryDelay = (attempt: number, _error?: unknown, random: () => number = Math.random): number =>
  Math.round(random() * Math.min(BUSY_MAX_DELAY_MS, BUSY_BASE_DELAY_MS * 2 ** attempt));

/** Whether to tell the person: reads have been failing as busy since `lastSuccessAt` for long enough. */
export const busyForLong = (state: { isError: boolean; error: unknown; lastSuccessAt: number }, now: number): boolean =>
  state.isError && isBusy(state.error) && now - state.lastSuccessAt >= BUSY_NOTICE_AFTER_MS;
