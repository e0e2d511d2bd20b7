/** PUT /api/me: Save Profile (names, phone, address, bio, skills). */
import { updateProfileSchema } from '@safe-haven/shared/validation/team';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { toMyProfile } from './my-profile';
import { updateOwnProfile } from './profile-service';

export const handler = idempotentStaffRoute({ body: updateProfileSchema }, async ({ input, profile }) =>
  json(200, toMyProfile(await updateOwnProfile(profile, input.body))),
);
