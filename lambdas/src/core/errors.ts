/**
 * One error type per failure a caller can act on. `httpErrors` maps them to a status and a body in
 * one place; anything that is not an AppError becomes a generic 500 with the detail only in the log.
 */
import { API_MESSAGES } from '@safe-haven/shared/messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import type { ErrorCode } from '@safe-haven/shared/error-code';

export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  readonly code?: ErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(message: string, options?: { code?: ErrorCode; details?: Record<string, unknown>; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = new.target.name;
    this.code = options?.code;
    this.details = options?.details;
  }
}

export class BadRequestError extends AppError {
  readonly statusCode = 400;
}
export class UnauthorizedError extends AppError {
  readonly statusCode = 401;
  constructor(message: string = API_MESSAGES.unauthorized) {
    super(message, { code: ERROR_CODES.UNAUTHORIZED });
  }
}
export class ForbiddenError extends AppError {
  readonly statusCode = 403;
}
export class NotFoundError extends AppError {
  readonly statusCode = 404;
}
export class ConflictError extends AppError {
  readonly statusCode = 409;
}
export class PayloadTooLargeError extends AppError {
  readonly statusCode = 413;
}
export class TooManyRequestsError extends AppError {
  readonly statusCode = 429;
}
