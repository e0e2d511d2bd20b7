/** GET /api/admin/signup-codes: the codes, the latest 50 attempts and the attempts of the last 24 hours. */
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { signupCodesOverview } from './signup-code-service';

export const handler = staffRoute({ roles: ['admin'] }, async () => json(200, await signupCodesOverview()));
