/** POST /api/invitations/{id}/document-links/{kind}/revoke: Withdraw link in Details; the link stops opening at once. */
import { documentLinkPathSchema } from '@safe-haven/shared/validation/documents';
import { json } from '../core/http';
import { idempotentStaffRoute } from '../http/route';
import { revokeDocumentLink } from './document-link-service';

export const handler = idempotentStaffRoute({ path: documentLinkPathSchema }, async ({ input, profile }) =>
  json(200, await revokeDocumentLink(profile, input.path.id, input.path.kind)),
);
