/**
 * The brand's documents: PDFs an admin uploads on the Documents page, each sent by the
 * quick actions named here. One catalogue for the page, the quick actions, the email and the card,
 * so a document and the buttons that send it cannot disagree.
 */
import type { Pipeline } from './audiences';

export const DOCUMENT_KINDS = [
  'member-pitch-deck', 'membership-packet', 'investor-deck', 'investment-summary', 'investor-documents',
  'wiring-instructions', 'land-pitch-deck', 'terms-summary',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface DocumentKindInfo {
  /** How the page, the email and the card name it ("Pitch deck"). */
  title: string;
  /** The quick actions that send it: their pipeline and label (shared/src/invitation-status.ts). */
  sentBy: readonly { pipeline: Pipeline; action: string }[];
}

export const DOCUMENT_CATALOGUE: Record<DocumentKind, DocumentKindInfo> = {
  'member-pitch-deck': { title: 'Pitch deck', sentBy: [{ pipeline: 'member', action: 'Send Pitch Deck' }] },
  'membership-packet': { title: 'Membership packet & LOI', sentBy: [{ pipeline: 'member', action: 'Send Packet & LOI' }] },
  'investor-deck': { title: 'Investor deck', sentBy: [{ pipeline: 'investor', action: 'Send Investor Deck' }] },
  'investment-summary': { title: 'Investment summary', sentBy: [{ pipeline: 'investor', action: 'Send Investment Summary' }] },
  'investor-documents': { title: 'Investor documents', sentBy: [{ pipeline: 'investor', action: 'Send Docs' }] },
  'wiring-instructions': { title: 'Wiring instructions', sentBy: [{ pipeline: 'investor', action: 'Send Wiring Instructions' }] },
  'land-pitch-deck': { title: 'Land pitch deck', sentBy: [{ pipeline: 'landowner', action: 'Send Land Pitch Deck' }] },
  'terms-summary': { title: 'Terms summary', sentBy: [{ pipeline: 'landowner', action: 'Send Terms Summary' }] },
};

export const isDocumentKind = (value: string): value is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(value);

/** The document a quick action sends, if any (Send Follow-up and Invite to Zoom send none). */
export const documentKindForAction = (pipeline: Pipeline, action: string): DocumentKind | undefined =>
  DOCUMENT_KINDS.find((kind) => DOCUMENT_CATALOGUE[kind].sentBy.some((s) => s.pipeline === pipeline && s.action === action));

/**
 * At most 15 MB: a deck of a few dozen slides is 2-10 MB, and the local S3 gate reads forms of up to
 * 20 MB. The presigned POST's policy enforces it (content-length-range); the save checks it again.
 */
export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
export const DOCUMENT_CONTENT_TYPE = 'application/pdf';
/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2); the save refuses anything else. */
export const PDF_MAGIC = '%PDF-';
/**
 * Documents live in a bucket of their own (private, encrypted, versioned; infra/lib/constructs/data.ts),
 * which only the document functions may touch. Uploads land under uploads/ (unchecked, removed after a day).
 */
export const DOCUMENT_UPLOAD_PREFIX = 'uploads/';
/** Checked versions: never served by CloudFront (no origin reads the bucket), read only through a personal link's signed address. */
export const DOCUMENT_STORED_PREFIX = 'documents/';

/** How many versions Documents lists per document, newest first (every version is kept). */
export const DOCUMENT_VERSIONS_SHOWN = 20;

/** A personal link's lifetime when the stage sets none (`documentLinkDays` in cdk.json). */
export const DEFAULT_DOCUMENT_LINK_DAYS = 30;
/** How long the signed address a link opens stays usable: long enough to start the download. */
export const DOCUMENT_URL_SECONDS = 60;
/** The public page a personal link opens: the token rides in the fragment, never in a logged path. */
export const DOCUMENT_LINK_PATH = '/document';

export interface DocumentEmailInput {
  recipientFirstName: string;
  senderName: string;
  documentTitle: string;
  /** The staff member's own line, edited in the confirmation. */
  personalLine: string;
}

/** The line the confirmation starts with; the sender may edit it. */
export const defaultPersonalLine = (recipientFirstName: string, documentTitle: string): string =>
  `${recipientFirstName ? `Hi ${recipientFirstName}, ` : ''}as promised, here is our ${documentTitle.toLowerCase()}. I'd be glad to answer any question about it.`;

/** The subject and text of a document email: the confirmation shows exactly this, the renderer sends it. */
export const documentEmailText = ({ senderName, documentTitle, personalLine }: DocumentEmailInput) => ({
  subject: `${documentTitle} from ${senderName} at Safe Haven`,
  paragraphs: [
    personalLine,
    `Your personal link to the ${documentTitle.toLowerCase()} is below. It is for you alone and works for a limited time.`,
  ],
  buttonLabel: `Open the ${documentTitle.toLowerCase()}`,
  signOff: `${senderName}, Safe Haven`,
});

export const DOCUMENT_MESSAGES = {
  pageTitle: 'Documents',
  pageIntro: 'PDFs the quick actions email to leads. Each lead gets a personal link; you see when they open it.',
  noVersion: 'Not uploaded yet: its quick action only marks the lead.',
  upload: 'Upload PDF',
  replace: 'Upload new version',
  uploaded: 'Document uploaded',
  notAPdf: 'This file is not a PDF. Choose a PDF file.',
  notAPdfTitle: 'Not a PDF',
  tooLarge: `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB. Choose a smaller PDF.`,
  tooLargeTitle: 'File too large',
  uploadExpired: 'The upload was not found or has expired. Choose the file again.',
  uploadFailed: 'The file could not be uploaded. Check your connection and try again.',
  sentBy: (actions: readonly string[]) => `Sent by the quick action${actions.length > 1 ? 's' : ''} ${actions.join(', ')}`,
  versions: (count: number) => (count === 1 ? '1 version' : `${count} versions`),
  linkInvalidTitle: 'This link does not work',
  linkInvalid: 'The link is not valid: it may have expired or been withdrawn. Ask the person who sent it for a new one.',
  opening: 'Opening your document…',
  open: 'Open the document',
  linkRevoked: 'Link withdrawn',
  revoke: 'Withdraw link',
  revokeConfirm: (title: string) => `Withdraw the ${title.toLowerCase()} link? It stops working at once; sending the document again makes a new one.`,
  sendConfirm: 'Send email',
  emailPreviewTitle: 'The email as they will read it',
  personalLineLabel: 'Your line',
  suppressed: 'This address has bounced or complained before: nothing was sent and the lead was not moved.',
  viewed: (title: string, count: number, last: string) => `${title} opened ${count === 1 ? 'once' : `${count} times`}, last ${last}`,
  notViewed: (title: string) => `${title} sent, not opened yet`,
} as const;

/** Documents' version list (an object of its own: the link page and the sends do not carry its words). */
export const DOCUMENT_VERSION_MESSAGES = {
  show: 'Show versions',
  hide: 'Hide versions',
  listTitle: (title: string) => `${title}: versions`,
  current: 'Current',
  loadFailed: 'The versions could not be loaded. Check your connection and try again.',
  olderNotShown: (shown: number, count: number) => `The newest ${shown} of ${count} versions.`,
} as const;

/** What a card and Details show about one document sent to a lead. */
export interface DocumentViewSummary {
  count: number;
  lastAt: string;
}

/** "Tue 14:02" in the viewer's time zone (the card's and Details' short form). */
export const shortViewTime = (iso: string, timeZone?: string): string => {
  const parts = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('hour')}:${part('minute')}`;
};

/**
 * Invite to Zoom sends the staff member's own meeting or scheduling link (Edit Profile); without one
 * the button reads "Mark Zoom invitation sent" and nothing is emailed.
 */
export const MEETING_ACTION = 'Invite to Zoom';
export { isMeetingLink, MEETING_LINK_MAX_LENGTH, MEETING_LINK_MESSAGES } from './meeting-link';

export const defaultMeetingLine = (recipientFirstName: string): string =>
  `${recipientFirstName ? `Hi ${recipientFirstName}, ` : ''}I'd like to walk you through Safe Haven on a short Zoom call. Pick a time that suits you below.`;

export const meetingEmailText = ({ senderName, personalLine }: { senderName: string; personalLine: string }) => ({
  subject: `A Zoom call with ${senderName} at Safe Haven`,
  paragraphs: [personalLine, 'The link below is for our call: choose a time, or join at the time we agreed.'],
  buttonLabel: 'Open the meeting link',
  signOff: `${senderName}, Safe Haven`,
});
