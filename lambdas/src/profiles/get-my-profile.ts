/** GET /api/me: the caller's own profile; role and status are what every guard in the browser reads. */
import type { MyProfile } from '@safe-haven/shared/api-types';
import { json } from '../core/http';
import { staffRoute } from '../core/route';

export const handler = staffRoute({}, async ({ profile }) => {
  const body: MyProfile = {
    id: profile.id,
    userId: profile.id,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    role: profile.role,
    status: profile.status,
    ...(profile.photoUrl ? { photoUrl: profile.photoUrl } : {}),
  };
  return json(200, body);
});
