/** POST /api/admin/documents/{kind}/upload: a presigned POST for one PDF (admins; the policy caps type and size). */
import { documentKindPathSchema } from '@safe-haven/shared/validation/documents';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { createDocumentUpload } from './document-service';

export const handler = staffRoute({ roles: ['admin'], path: documentKindPathSchema }, async ({ input }) =>
  json(200, await createDocumentUpload(input.path.kind)),
);
