/** The type of any refusal code of error-codes.ts, kept apart so that module imports nothing. */
import type * as ERROR_CODES from './error-codes';

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
