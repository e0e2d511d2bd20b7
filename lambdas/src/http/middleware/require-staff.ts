import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import { STAFF_ROLES, type StaffRole } from '@safe-haven/shared/roles';
import { TWO_FACTOR_DUE_MESSAGE, twoFactorStanding, type TwoFactorStanding } from '@safe-haven/shared/two-factor';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import type { ErrorCode } from '@safe-haven/shared/error-code';
import { getProfile, type Profile } from '../../data/profile';
import { ForbiddenError, UnauthorizedError } from '../../core/errors';
import type { ApiEvent, ApiResult } from '../../core/http';
import { logger } from '../../core/logger';

export interface StaffContext {
  profile: Profile;
  /** When this session signed in (the token's auth_time), epoch seconds. */
  authTime?: number;
  twoFactor: TwoFactorStanding;
}

export type Claims = Record<string, string | number | boolean | string[]>;
const claimsOf = (event: ApiEvent): Claims | undefined => event.requestContext.authorizer?.jwt?.claims;

/** The Cognito subject, as verified by API Gateway's JWT authorizer or the local gateway. */
export const callerSubject = (event: ApiEvent): string | undefined => {
  const sub = claimsOf(event)?.sub;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
};

/**
 * The caller's access token itself, for the few Cognito calls made on the caller's behalf (their
 * second factor). The authorizer has verified it; the handler only passes it on.
 */
export const callerAccessToken = (event: ApiEvent): string => {
  const header = event.headers?.authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw new UnauthorizedError();
  return token;
};

/** API Gateway hands numeric claims over as strings; the local gateway as numbers. */
export const numericClaim = (claims: Claims, name: string): number | undefined => {
  const value = Number(claims[name]);
  return Number.isFinite(value) && claims[name] !== '' ? value : undefined;
};

/**
 * Only access tokens: an ID token is meant for the browser, and Cognito cannot revoke it. The
 * authorizer already requires the access token's scope; this is the same rule inside the function.
 */
const isAccessToken = (claims: Claims): boolean => claims.token_use === 'access';

/**
 * A session that began before the user's sessions were revoked (sign-out everywhere, suspension)
 * is over, even while its token is still unexpired: API Gateway's authorizer checks signature and
 * expiry, not revocation. `auth_time` is when the user signed in; refreshed tokens keep it.
 */
export const isRevokedSession = (claims: Claims, profile: Pick<Profile, 'sessionsRevokedAt'>): boolean => {
  if (profile.sessionsRevokedAt === undefined) return false;
  const signedInAt = numericClaim(claims, 'auth_time') ?? numericClaim(claims, 'iat');
  return signedInAt === undefined || signedInAt <= profile.sessionsRevokedAt;
};

/**
 * Role and status come from the profile item on every call, never from the token or the browser:
 * a suspended user's still-valid token gets 403 at once, and a token of a revoked session 401. An
 * admin or founder whose second factor is due (shared/src/two-factor.ts) gets 403 TWO_FACTOR_REQUIRED
 * everywhere but the enrolment routes.
 */
export const requireStaff = <C extends Context & StaffContext = Context & StaffContext>(
  options: {
    roles?: readonly StaffRole[];
    refusal?: { code: ErrorCode; message: string };
    /** The few routes someone whose second factor is due may call: who am I, enrol, sign out. */
    duringTwoFactorEnrolment?: boolean;
  } = {},
): middy.MiddlewareObj<ApiEvent, ApiResult, Error, C> => {
  const roles = options.roles ?? STAFF_ROLES;
  const refuse = (fallback: string, code: ErrorCode) =>
    new ForbiddenError(options.refusal?.message ?? fallback, { code: options.refusal?.code ?? code, details: options.refusal ? { ok: false } : undefined });
  return {
    before: async (request) => {
      const claims = claimsOf(request.event);
      const sub = callerSubject(request.event);
      if (!claims || !sub || !isAccessToken(claims)) throw new UnauthorizedError();
      logger.appendKeys({ userId: sub });
      const profile = await getProfile(sub);
      // Suspension also ends the sessions; while it lasts, the refusal says so, which is what the
      // person can act on ("contact an administrator"), rather than only that the session is over.
      if (profile?.status === 'suspended') throw refuse(API_MESSAGES.forbiddenInactive, ERROR_CODES.INACTIVE);
      if (profile && isRevokedSession(claims, profile)) throw new UnauthorizedError(API_MESSAGES.sessionEnded);
      if (!profile || profile.status !== 'active') {
        throw refuse(API_MESSAGES.forbiddenInactive, ERROR_CODES.INACTIVE);
      }
      if (!roles.includes(profile.role)) throw refuse(API_MESSAGES.forbiddenRole, ERROR_CODES.FORBIDDEN_ROLE);
      const authTime = numericClaim(claims, 'auth_time');
      const twoFactor = twoFactorStanding(profile, authTime);
      if (twoFactor === 'due' && !options.duringTwoFactorEnrolment) {
        throw new ForbiddenError(TWO_FACTOR_DUE_MESSAGE, { code: ERROR_CODES.TWO_FACTOR_REQUIRED });
      }
      request.context.profile = profile;
      request.context.authTime = authTime;
      request.context.twoFactor = twoFactor;
    },
  };
};
