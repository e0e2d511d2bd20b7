/** The Documents page and personal document links. */
import { DOCUMENT_KINDS, DOCUMENT_MESSAGES } from '../documents';
import { invitationTokenSchema } from './invitation-token-schema';
import { requiredText } from './fields';
import { entityIdSchema } from './manage-invitations';
import * as z from './mini';

export const documentKindPathSchema = z.object({ kind: z.enum(DOCUMENT_KINDS, { error: 'Not a known document' }) });

/** A file name as the admin's computer named it: shown on the page and given to the download, at most 200 characters. */
const fileName = requiredText('File name', 'The file has no name', 200);

export const saveDocumentVersionSchema = z.object({
  uploadId: z.uuid({ error: DOCUMENT_MESSAGES.uploadExpired }),
  fileName,
});
export type SaveDocumentVersionInput = z.infer<typeof saveDocumentVersionSchema>;

/** The token travels in the body (the page read it from the link's fragment), never in a logged URL. */
export const documentTokenBodySchema = z.object({ token: invitationTokenSchema }, { error: DOCUMENT_MESSAGES.linkInvalid });

export const documentLinkPathSchema = z.object({ id: entityIdSchema, kind: z.enum(DOCUMENT_KINDS, { error: 'Not a known document' }) });
