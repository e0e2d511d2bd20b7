/** GET /api/admin/documents/{kind}/versions: a document's uploaded versions, newest first, read-only (admins). */
import { documentKindPathSchema } from '@safe-haven/shared/validation/documents';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { listDocumentVersions } from './document-service';

export const handler = staffRoute({ roles: ['admin'], path: documentKindPathSchema }, async ({ input }) => json(200, await listDocumentVersions(input.path.kind)));
