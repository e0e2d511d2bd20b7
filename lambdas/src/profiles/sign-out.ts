/** POST /api/me/sign-out: ends every session of the caller, on every device. */
import type { SignOutResult } from '@safe-haven/shared/api-types';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { signOutEverywhere } from './sign-out-service';

export const handler = idempotentStaffRoute({ duringTwoFactorEnrolment: true }, async ({ profile, event }) => {
  // Cognito's user name (a UUID in an email-alias pool) is in the access token; the email is an alias of it.
  const username = event.requestContext.authorizer?.jwt?.claims.username;
  await signOutEverywhere({ profileId: profile.id, username: typeof username === 'string' && username ? username : profile.email });
  const body: SignOutResult = { ok: true };
  return json(200, body);
});
