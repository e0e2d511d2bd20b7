/** PUT /api/admin/going-cold-limits: an admin changes how long each status may last before 'Going cold'. */
import { goingColdLimitsSchema } from '@safe-haven/shared/validation/going-cold';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { setGoingColdLimits } from './going-cold-service';

export const handler = idempotentStaffRoute({ roles: ['admin'], body: goingColdLimitsSchema }, async ({ input, profile }) =>
  json(200, await setGoingColdLimits(profile, input.body)),
);
