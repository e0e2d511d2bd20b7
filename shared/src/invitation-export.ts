/**
 * Manage Invitations' 'Export CSV': the columns a spreadsheet user needs, one row per invitation,
 * the size of each part the server answers and of the whole file the browser joins. The file is written with csv.ts (RFC 4180,
 * formula-injection protection).
 */
import { AUDIENCE_LABELS, type Audience } from './audiences';
import { csvRecord, toCsv } from './csv';
import { STATUS_LABELS, type InvitationStatus } from './invitation-status';
import { RESPONSE_DETAIL_LABELS, RESPONSE_TYPE_LABELS, responseDetailValue, type ResponseRecord } from './invitee-response-record';

/**
 * An export is read a part at a time, each part one API response, and the browser joins the parts
 * into the file (docs/performance.md, "Export CSV and Import CSV"). A part is at most
 * EXPORT_PART_ROWS rows: measured at 6.4 s per 1,000 rows on DynamoDB Local (every list page, each
 * answer, one access-log entry a row), so 2,000 rows stay inside the route's 28 s (the HTTP API's
 * limit is 30 s) even here, and take about a second in AWS.
 */
export const EXPORT_PART_ROWS = 2_000;
/**
 * A part's rows in bytes as the HTTP response carries them, at most: Lambda refuses a response over
 * 6 MB. A page of the list that would take a part past it starts the next part instead.
 */
export const EXPORT_PART_BYTES = 5_000_000;
/**
 * The most rows the browser assembles into one file: the prod capacity model's whole book of
 * invitations (100,000, the admin's scale in scripts/bench/funnel-reads.ts). At about 220 bytes a row
 * that is some 22 MB in the tab, and 50 parts: about a minute in AWS. Above it the export stops before
 * saving and asks for a narrower filter, never a file cut short without saying so.
 */
export const MAX_EXPORT_ROWS = 100_000;

export const EXPORT_COLUMNS = [
  'First name', 'Last name', 'Email', 'Audience', 'Status', 'Sender',
  'Sent', 'Opened', 'Answered', 'Next step due',
  'Answer', 'Answer name', 'Answer email', 'Answer phone', 'Answer address', 'Answer notes', 'Answer details',
] as const;

/** What a row is made of: the invitation's own attributes and its first answer, if any. */
export interface ExportedInvitation {
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail: string;
  audience: Audience;
  status: InvitationStatus;
  inviterName: string;
  createdAt: string;
  openedAt?: string;
  responseAt?: string;
  nextStepDueAt?: string;
}

/** The answer as the response record keeps it (invitee-response-record.ts). */
export type ExportedAnswer = ResponseRecord;

const detailsText = (details: Record<string, string> | undefined): string =>
  Object.entries(details ?? {}).map(([key, value]) => `${RESPONSE_DETAIL_LABELS[key] ?? key}: ${responseDetailValue(key, value)}`).join('; ');

/** Times as ISO 8601 in UTC (a spreadsheet sorts and converts them); the due date as YYYY-MM-DD. */
export const exportRow = (invitation: ExportedInvitation, answer: ExportedAnswer | undefined): string[] => [
  invitation.recipientFirstName,
  invitation.recipientLastName,
  invitation.recipientEmail,
  AUDIENCE_LABELS[invitation.audience] ?? invitation.audience,
  STATUS_LABELS[invitation.status] ?? invitation.status,
  invitation.inviterName,
  invitation.createdAt,
  invitation.openedAt ?? '',
  invitation.responseAt ?? '',
  invitation.nextStepDueAt ?? '',
  answer ? RESPONSE_TYPE_LABELS[answer.responseType] ?? answer.responseType : '',
  answer?.inviteeName ?? '',
  answer?.inviteeEmail ?? '',
  answer?.inviteePhone ?? '',
  answer?.inviteeAddress ?? '',
  answer?.additionalNotes ?? '',
  detailsText(answer?.details),
];

/** The file's first line: the byte order mark and the column names (the first part carries it). */
export const EXPORT_HEADER_LINE = toCsv(EXPORT_COLUMNS, []);

/** One row of the file as a CSV record with its line break; the file is the header line and these. */
export const exportLine = (invitation: ExportedInvitation, answer: ExportedAnswer | undefined): string =>
  `${csvRecord(exportRow(invitation, answer))}\r\n`;

/** invitations-2026-11-26.csv: the download's name. */
export const exportFileName = (now: Date): string => `invitations-${now.toISOString().slice(0, 10)}.csv`;

export const INVITATION_EXPORT_MESSAGES = {
  button: 'Export CSV',
  exporting: 'Exporting...',
  exported: (rows: number) => `Exported ${rows.toLocaleString('en-US')} ${rows === 1 ? 'invitation' : 'invitations'}.`,
  failed: 'The export failed',
  exportingRows: (rows: number) => `Exporting... ${rows.toLocaleString('en-US')} rows`,
  tooLarge: (limit: number) =>
    `This list has more than ${limit.toLocaleString('en-US')} invitations, more than one export can hold. Narrow it with a filter (an audience, a status or a sender) and export each part.`,
} as const;
