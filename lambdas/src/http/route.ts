/**
 * The two handler shapes of the API. Each handler file is one call to `staffRoute` or `publicRoute`
 * with its zod schemas and a function that does the work in a service. Both log the client's real
 * IP, refuse requests that did not come through CloudFront, and answer errors in one shape.
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { STAFF_ROLES, type StaffRole } from '@safe-haven/shared/roles';
import type { ErrorCode } from '@safe-haven/shared/error-code';
import type { ApiEvent, ApiResult } from '../core/http';
import { httpErrors } from './middleware/http-errors';
import { idempotentRequests, type IdempotencyOptions } from './middleware/idempotent-requests';
import { logRequest } from './middleware/log-request';
import { parseInput, type InputSchemas, type ParsedInput } from './middleware/parse-input';
import { requireEdge } from './middleware/require-edge';
import { requireStaff } from './middleware/require-staff';
import type { TwoFactorStanding } from '@safe-haven/shared/two-factor';
import type { Profile } from '../data/profile';

export interface PublicRequest<S extends InputSchemas> {
  input: ParsedInput<S>;
  event: ApiEvent;
}
export interface StaffRequest<S extends InputSchemas> extends PublicRequest<S> {
  profile: Profile;
  authTime?: number;
  twoFactor: TwoFactorStanding;
}

type RouteContext<S extends InputSchemas> = Context & { input: ParsedInput<S>; profile: Profile; authTime?: number; twoFactor: TwoFactorStanding };

/** The input schemas a handler validates, kept on the handler so docs/openapi.json is built from them. */
export interface DocumentedHandler {
  readonly inputSchemas: Pick<InputSchemas, 'body' | 'path' | 'query'>;
  /** Staff roles allowed; undefined for public routes. */
  readonly roles?: readonly StaffRole[];
  /** Whether a repeated submission (same Idempotency-Key) gets the first result; must match the route table. */
  readonly idempotent: boolean;
}

/** How an idempotent route answers a repeated submission (what it withholds, how long it waits). */
export interface RouteIdempotency {
  idempotency?: IdempotencyOptions;
}

type Repeats = middy.MiddlewareObj<ApiEvent, ApiResult, Error, RouteContext<InputSchemas>> | undefined;

const documented = <H extends object>(handler: H, schemas: InputSchemas, repeats: Repeats, roles?: readonly StaffRole[]): H & DocumentedHandler =>
  Object.assign(handler, {
    inputSchemas: { body: schemas.body, path: schemas.path, query: schemas.query },
    ...(roles ? { roles } : {}),
    idempotent: repeats !== undefined,
  });

const NO_REPEATS = { before: async () => undefined };

const buildPublicRoute = <S extends InputSchemas>(schemas: S, work: (request: PublicRequest<S>) => Promise<ApiResult>, repeats: Repeats) =>
  documented(
    middy<ApiEvent, ApiResult, Error, RouteContext<S>>()
      // Outermost, so its keys are still on the log line httpErrors writes for a refused request.
      .use(logRequest<RouteContext<S>>())
      .use(httpErrors<RouteContext<S>>())
      .use(requireEdge<RouteContext<S>>())
      .use(parseInput<S, RouteContext<S>>(schemas))
      // Last: a refused or malformed request never claims an Idempotency-Key.
      .use((repeats ?? NO_REPEATS) as middy.MiddlewareObj<ApiEvent, ApiResult, Error, RouteContext<S>>)
      .handler(async (event, context) => work({ input: context.input, event })),
    schemas,
    repeats,
  );

type StaffOptions<S extends InputSchemas> = S & { roles?: readonly StaffRole[]; refusal?: { code: ErrorCode; message: string }; duringTwoFactorEnrolment?: boolean };

const buildStaffRoute = <S extends InputSchemas>(options: StaffOptions<S>, work: (request: StaffRequest<S>) => Promise<ApiResult>, repeats: Repeats) =>
  documented(
    middy<ApiEvent, ApiResult, Error, RouteContext<S>>()
      .use(logRequest<RouteContext<S>>())
      .use(httpErrors<RouteContext<S>>())
      .use(requireEdge<RouteContext<S>>())
      .use(requireStaff<RouteContext<S>>({ roles: options.roles, refusal: options.refusal, duringTwoFactorEnrolment: options.duringTwoFactorEnrolment }))
      .use(parseInput<S, RouteContext<S>>(options))
      .use((repeats ?? NO_REPEATS) as middy.MiddlewareObj<ApiEvent, ApiResult, Error, RouteContext<S>>)
      .handler(async (event, context) =>
        work({ input: context.input, event, profile: context.profile, authTime: context.authTime, twoFactor: context.twoFactor }),
      ),
    options,
    repeats,
    options.roles ?? STAFF_ROLES,
  );

/*
 * Reads, and the few mutating routes the route table exempts (notIdempotent), use these two; every
 * other route that changes something uses the idempotent ones below (the declarations test checks the
 * handler against the table). Two builders rather than a flag: a read's bundle then holds none of
 * the idempotency code, which matters under the tight bundle budgets.
 */
export const publicRoute = <S extends InputSchemas>(schemas: S, work: (request: PublicRequest<S>) => Promise<ApiResult>) =>
  buildPublicRoute(schemas, work, undefined);

export const staffRoute = <S extends InputSchemas>(options: StaffOptions<S>, work: (request: StaffRequest<S>) => Promise<ApiResult>) =>
  buildStaffRoute(options, work, undefined);

/** A public route that changes something: a repeated submission (same Idempotency-Key) gets the first result. */
export const idempotentPublicRoute = <S extends InputSchemas>(schemas: S & RouteIdempotency, work: (request: PublicRequest<S>) => Promise<ApiResult>) =>
  buildPublicRoute(schemas, work, idempotentRequests(schemas.idempotency) as Repeats);

/** A staff route that changes something: a repeated submission (same caller, same key) gets the first result. */
export const idempotentStaffRoute = <S extends InputSchemas>(
  options: StaffOptions<S> & RouteIdempotency,
  work: (request: StaffRequest<S>) => Promise<ApiResult>,
) => buildStaffRoute(options, work, idempotentRequests(options.idempotency) as Repeats);
