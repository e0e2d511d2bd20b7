/** GET /api/leadgen-stats: My Lead Generators (admins and founders). */
import { TEAM_ROLES } from '@safe-haven/shared/roles';
import { leadgenStatsQuerySchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { leadgenStats } from './leadgen-stats-service';

export const handler = staffRoute({ query: leadgenStatsQuerySchema, roles: TEAM_ROLES }, async ({ input, profile }) =>
  json(200, await leadgenStats(profile, profile.role === 'admin' ? input.query.founderId : undefined)),
);
