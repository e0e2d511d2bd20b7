/** GET /api/going-cold-limits: the limits every card's 'Going cold' flag reads (one GetItem). */
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { goingColdSettingsView } from './going-cold-service';

export const handler = staffRoute({}, async () => json(200, await goingColdSettingsView()));
