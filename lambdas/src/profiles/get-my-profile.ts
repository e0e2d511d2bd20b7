/**
 * GET /api/me: the caller's own profile; role and status are what every guard in the browser reads,
 * and where they stand on the second factor. Answered even while enrolment is due (the page needs
 * it). The first session of an older admin or founder seen without a factor is recorded here as the
 * one sign-in of grace (shared/src/two-factor.ts).
 */
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { toMyProfile } from './my-profile';
import { recordTwoFactorGrace } from './two-factor-grace';

export const handler = staffRoute({ duringTwoFactorEnrolment: true }, async ({ profile, authTime, twoFactor }) => {
  if (twoFactor === 'grace' && profile.twoFactorGraceAuthTime === undefined && authTime !== undefined) {
    await recordTwoFactorGrace(profile.id, authTime);
  }
  return json(200, toMyProfile(profile, twoFactor));
});
