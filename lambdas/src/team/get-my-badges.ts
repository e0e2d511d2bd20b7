/** GET /api/me/badges: the caller's badges and those still to celebrate. */
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { myBadges } from './my-badges-service';

export const handler = staffRoute({}, async ({ profile }) => json(200, await myBadges(profile.id)));
