/** GET /api/me: the caller's own profile; role and status are what every guard in the browser reads. */
import { json } from '../core/http';
import { staffRoute } from '../core/route';
import { toMyProfile } from './my-profile';

export const handler = staffRoute({}, async ({ profile }) => json(200, toMyProfile(profile)));
