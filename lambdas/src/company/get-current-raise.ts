/** GET /api/company/current-raise: the raise's terms for the Current Raise and Educate Myself pages (any active staff member). */
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { CURRENT_RAISE_TERMS } from './current-raise-terms';

export const handler = staffRoute({}, async () => json(200, CURRENT_RAISE_TERMS));
