/** GET /api/team: Meet the Team (every signed-in staff member). */
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { teamDirectory } from './team-directory-service';

export const handler = staffRoute({}, async () => json(200, { members: await teamDirectory() }));
