/**
 * POST /api/public/documents/open: a lead's personal document link. The token comes in the body
 * (the /document page reads it from the link's fragment), so no log holds it. A withdrawn, expired,
 * replaced, unknown or malformed link gets the same 404. The answer is a signed address of the
 * current version, valid for a minute; the page goes there.
 */
import { documentTokenBodySchema } from '@safe-haven/shared/validation/documents';
import { json } from '../core/http';
import { publicRoute } from '../http/route';
import { openDocumentLink } from './document-link-service';

export const handler = publicRoute({ body: documentTokenBodySchema }, async ({ input, event }) =>
  // The only header read: whether the fetch is a person's browser (shared/src/document-views.ts).
  json(200, await openDocumentLink(input.body.token, event.headers?.['user-agent'])),
);
