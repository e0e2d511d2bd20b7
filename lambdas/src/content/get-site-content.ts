/** GET /api/content: the brand's content in force, for staff pages and Edit Content (one GetItem; admins also a Query of the history). */
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { siteContentView } from './site-content-service';

export const handler = staffRoute({}, async ({ profile }) => json(200, await siteContentView(profile)));
