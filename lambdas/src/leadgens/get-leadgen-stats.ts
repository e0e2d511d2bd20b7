/** GET /api/leadgen-stats: My Lead Generators (admins and founders). */
import { leadgenStatsQuerySchema } from '@safe-haven/shared/validation/manage-invitations';
import { json } from '../core/http';
import { staffRoute } from '../core/route';
import { leadgenStats } from './leadgen-stats-service';

export const handler = staffRoute({ query: leadgenStatsQuerySchema, roles: ['admin', 'founder'] }, async ({ input, profile }) =>
  json(200, await leadgenStats(profile, profile.role === 'admin' ? input.query.founderId : undefined)),
);
