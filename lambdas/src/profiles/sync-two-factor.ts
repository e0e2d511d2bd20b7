/** POST /api/me/two-factor/sync: after turning the authenticator app on or off, the profile learns it from Cognito. */
import type { TwoFactorState } from '@safe-haven/shared/team-api-types';
import { json } from '../core/http';
import { staffRoute } from '../core/route';
import { syncTwoFactor } from './two-factor-service';

export const handler = staffRoute({}, async ({ profile }) => {
  const body: TwoFactorState = { twoFactorEnabled: await syncTwoFactor(profile) };
  return json(200, body);
});
