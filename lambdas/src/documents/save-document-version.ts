/** POST /api/admin/documents/{kind}/versions: checks the uploaded file is a PDF and makes it the current version (admins). */
import { documentKindPathSchema, saveDocumentVersionSchema } from '@safe-haven/shared/validation/documents';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { saveDocumentVersion } from './document-service';

export const handler = idempotentStaffRoute({ roles: ['admin'], path: documentKindPathSchema, body: saveDocumentVersionSchema }, async ({ input, profile }) =>
  json(200, await saveDocumentVersion(profile, { kind: input.path.kind, ...input.body })),
);
