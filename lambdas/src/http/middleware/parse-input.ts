import type middy from '@middy/core';
import { describeZodError, fieldErrors } from '@safe-haven/shared/validation/field-errors';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import type { Context } from 'aws-lambda';
import type * as z from 'zod/v4/core';
import { BadRequestError, PayloadTooLargeError } from '../../core/errors';
import type { ApiEvent, ApiResult } from '../../core/http';

/** Bodies are small forms; anything larger is refused before parsing. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * A schema of either zod API (classic or mini, which share zod's core); both give each schema a
 * `safeParse` method. Calling the method, not core's function, keeps zod out of the bundles of
 * handlers that validate nothing.
 */
type Schema = z.$ZodType & { safeParse(data: unknown): z.util.SafeParseResult<unknown> };

export interface InputSchemas {
  body?: Schema;
  path?: Schema;
  query?: Schema;
  /** Lets a route answer a field's failure with its own result code (e.g. INVALID_EMAIL). */
  onInvalid?: (fieldErrors: Record<string, string>) => Error | undefined;
  /** A route that takes a file in its body (the CSV import) names its own, larger limit. */
  maxBodyBytes?: number;
}

export type ParsedInput<S extends InputSchemas> = {
  body: S['body'] extends Schema ? z.output<S['body']> : undefined;
  path: S['path'] extends Schema ? z.output<S['path']> : undefined;
  query: S['query'] extends Schema ? z.output<S['query']> : undefined;
};

export interface InputContext<S extends InputSchemas> {
  input: ParsedInput<S>;
}

const readJsonBody = (event: ApiEvent, maxBytes = MAX_BODY_BYTES): unknown => {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(raw, 'utf8') > maxBytes) throw new PayloadTooLargeError(API_MESSAGES.tooLarge);
  try {
    return JSON.parse(raw);
  } catch (cause) {
    throw new BadRequestError(API_MESSAGES.invalidJson, { code: ERROR_CODES.INVALID_JSON, cause });
  }
};

const parsePart = (schema: Schema | undefined, value: unknown, what: string, onInvalid?: InputSchemas['onInvalid']): unknown => {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (what === 'body' ? undefined : {}));
  if (result.success) return result.data;
  if (value === undefined && what === 'body') {
    throw new BadRequestError('A JSON request body is required.', { code: ERROR_CODES.VALIDATION_FAILED });
  }
  const custom = onInvalid?.(fieldErrors(result.error));
  if (custom) throw custom;
  throw new BadRequestError(describeZodError(result.error), {
    code: ERROR_CODES.VALIDATION_FAILED,
    details: { fieldErrors: fieldErrors(result.error) },
  });
};

/** Validates body, path and query with zod; the handler only ever sees parsed values. */
export const parseInput = <S extends InputSchemas, C extends Context & InputContext<S> = Context & InputContext<S>>(
  schemas: S,
): middy.MiddlewareObj<ApiEvent, ApiResult, Error, C> => ({
  before: async (request) => {
    const { event } = request;
    request.context.input = {
      path: parsePart(schemas.path, event.pathParameters, 'path'),
      query: parsePart(schemas.query, event.queryStringParameters, 'query'),
      body: parsePart(schemas.body, schemas.body ? readJsonBody(event, schemas.maxBodyBytes) : undefined, 'body', schemas.onInvalid),
    } as ParsedInput<S>;
  },
});
