/** GET /api/company/current-raise: the raise's terms in force for the Current Raise and Educate Myself pages (any active staff member). */
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { currentRaiseTerms } from '../content/current-raise';

export const handler = staffRoute({}, async () => json(200, await currentRaiseTerms()));
