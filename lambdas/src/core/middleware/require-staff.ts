import type middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import { STAFF_ROLES, type StaffRole } from '@safe-haven/shared/roles';
import { getProfile, type Profile } from '../../data/profile';
import { ForbiddenError, UnauthorizedError } from '../errors';
import type { ApiEvent, ApiResult } from '../http';

export interface StaffContext {
  profile: Profile;
}

/** The Cognito subject, as verified by API Gateway's JWT authorizer or the local gateway. */
export const callerSubject = (event: ApiEvent): string | undefined => {
  const sub = event.requestContext.authorizer?.jwt?.claims.sub;
  return typeof sub === 'string' && sub !== '' ? sub : undefined;
};

type Claims = Record<string, string | number | boolean | string[]>;

/**
 * A session that began at or before the user's sessions were revoked (suspension, deletion) is over,
 * even while its token is unexpired: the JWT authorizer checks signature and expiry, not revocation.
 * `auth_time` is when the user signed in (refreshed tokens keep it); numeric claims arrive as strings
 * from API Gateway and as numbers from the local gateway.
 */
export const isRevokedSession = (claims: Claims | undefined, profile: Pick<Profile, 'sessionsRevokedAt'>): boolean => {
  if (profile.sessionsRevokedAt === undefined) return false;
  const signedInAt = Number(claims?.auth_time ?? claims?.iat);
  return !Number.isFinite(signedInAt) || signedInAt <= profile.sessionsRevokedAt;
};

/**
 * Role and status come from the profile item on every call, never from the token or the browser:
 * a suspended user's still-valid token gets 403 at once.
 */
export const requireStaff = <C extends Context & StaffContext = Context & StaffContext>(
  options: { roles?: readonly StaffRole[]; refusal?: { code: string; message: string } } = {},
): middy.MiddlewareObj<ApiEvent, ApiResult, Error, C> => {
  const roles = options.roles ?? STAFF_ROLES;
  const refuse = (fallback: string, code: string) =>
    new ForbiddenError(options.refusal?.message ?? fallback, { code: options.refusal?.code ?? code, details: options.refusal ? { ok: false } : undefined });
  return {
    before: async (request) => {
      const sub = callerSubject(request.event);
      if (!sub) throw new UnauthorizedError();
      const profile = await getProfile(sub);
      if (profile && isRevokedSession(request.event.requestContext.authorizer?.jwt?.claims, profile)) throw new UnauthorizedError();
      if (!profile || profile.status !== 'active') {
        throw refuse(API_MESSAGES.forbiddenInactive, 'INACTIVE');
      }
      if (!roles.includes(profile.role)) throw refuse(API_MESSAGES.forbiddenRole, 'FORBIDDEN_ROLE');
      request.context.profile = profile;
    },
  };
};
