import { DOCUMENT_CATALOGUE, DOCUMENT_LINK_PATH } from '@safe-haven/shared/documents';
import { tokenLink } from '../core/token-link';
import type { Renderer } from './renderers';
import { documentEmail } from './templates/document-email';

/** A lead's personal document link: the token derived from the link id at delivery, never stored. */
export const documentLinkAddress = (origin: string, linkId: string): Promise<string> => tokenLink(origin, DOCUMENT_LINK_PATH, 'document-link', linkId);

/** A document email, from the staff member (display name), a reply going to them. */
export const renderDocumentEmail: Renderer<'document'> = async (email, message, origin) => {
  if (!email.to) throw new Error(`Document email ${email.id} has no recipient`);
  const content = documentEmail({
    recipientFirstName: message.recipientFirstName,
    senderName: message.senderName,
    documentTitle: DOCUMENT_CATALOGUE[message.kind].title,
    personalLine: message.personalLine,
    link: await documentLinkAddress(origin, message.linkId),
    expiresAt: message.expiresAt,
    siteOrigin: origin,
  });
  return { to: email.to, replyTo: message.senderEmail, fromName: `${message.senderName} at Safe Haven`, ...content };
};
