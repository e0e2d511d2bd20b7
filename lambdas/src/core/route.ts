/**
 * The two handler shapes of the API. Each handler file is one call to `staffRoute` or `publicRoute`
 * with its zod schemas and a function that does the work in a service. Both log the client's real
 * IP, refuse requests that did not come through CloudFront, and answer errors in one shape.
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { STAFF_ROLES, type StaffRole } from '@safe-haven/shared/roles';
import type { ApiEvent, ApiResult } from './http';
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

/**
 * How a route answers a repeated submission: its options, or false for the few routes the route
 * table exempts (notIdempotent in shared/src/api-routes.ts, which says why).
 */
export interface RouteIdempotency {
  idempotency?: IdempotencyOptions | false;
}

const documented = <H extends object>(handler: H, schemas: InputSchemas & RouteIdempotency, roles?: readonly StaffRole[]): H & DocumentedHandler =>
  Object.assign(handler, {
    inputSchemas: { body: schemas.body, path: schemas.path, query: schemas.query },
    ...(roles ? { roles } : {}),
    idempotent: schemas.idempotency !== false,
  });

/** The idempotency middleware, or a no-op for an exempt route. */
const repeatsAnswered = <C extends RouteContext<InputSchemas>>(options: RouteIdempotency): middy.MiddlewareObj<ApiEvent, ApiResult, Error, C> =>
  options.idempotency === false ? { before: async () => undefined } : idempotentRequests<C>(options.idempotency);

export const publicRoute = <S extends InputSchemas>(
  schemas: S & RouteIdempotency,
  work: (request: PublicRequest<S>) => Promise<ApiResult>,
) =>
  documented(
    middy<ApiEvent, ApiResult, Error, RouteContext<S>>()
      // Outermost, so its keys are still on the log line httpErrors writes for a refused request.
      .use(logRequest<RouteContext<S>>())
      .use(httpErrors<RouteContext<S>>())
      .use(requireEdge<RouteContext<S>>())
      .use(parseInput<S, RouteContext<S>>(schemas))
      .use(repeatsAnswered<RouteContext<S>>(schemas))
      .handler(async (event, context) => work({ input: context.input, event })),
    schemas,
  );

export const staffRoute = <S extends InputSchemas>(
  options: S & RouteIdempotency & { roles?: readonly StaffRole[]; refusal?: { code: string; message: string }; duringTwoFactorEnrolment?: boolean },
  work: (request: StaffRequest<S>) => Promise<ApiResult>,
) =>
  documented(
    middy<ApiEvent, ApiResult, Error, RouteContext<S>>()
      .use(logRequest<RouteContext<S>>())
      .use(httpErrors<RouteContext<S>>())
      .use(requireEdge<RouteContext<S>>())
      .use(requireStaff<RouteContext<S>>({ roles: options.roles, refusal: options.refusal, duringTwoFactorEnrolment: options.duringTwoFactorEnrolment }))
      .use(parseInput<S, RouteContext<S>>(options))
      .use(repeatsAnswered<RouteContext<S>>(options))
      .handler(async (event, context) =>
        work({ input: context.input, event, profile: context.profile, authTime: context.authTime, twoFactor: context.twoFactor }),
      ),
    options,
    options.roles ?? STAFF_ROLES,
  );
