/** GET /api/admin/users: every staff member with role, status, two-factor and 'Invitations Sent'. */
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { listManagedUsers } from './managed-users';

export const handler = staffRoute({ roles: ['admin'] }, async () => json(200, { users: await listManagedUsers() }));
