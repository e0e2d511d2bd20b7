/** GET /api/admin/documents: the Documents page, every document of the catalogue (admins). */
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { listDocuments } from './document-service';

export const handler = staffRoute({ roles: ['admin'] }, async () => json(200, { documents: await listDocuments() }));
