/**
 * Manage Invitations' 'Export CSV': the columns a spreadsheet user needs, one row per invitation,
 * and the largest export answered in one response. The file is written with csv.ts (RFC 4180,
 * formula-injection protection).
 */
import { AUDIENCE_LABELS, type Audience } from './audiences';
import { toCsv } from './csv';
import { STATUS_LABELS, type InvitationStatus } from './invitation-status';
import { RESPONSE_DETAIL_LABELS, RESPONSE_TYPE_LABELS, responseDetailValue, type ResponseRecord } from './invitee-response-record';

/**
 * The most rows one export returns. The file travels in one API response: Lambda caps it at 6 MB and
 * a row is about 220 bytes (measured, a third answered: scripts/bench/export-csv.ts), so the size
 * allows some 25,000 rows; the time does not: the export reads every page, each answer and writes
 * one access-log entry a row inside the route's 28 s (the HTTP API's limit is 30 s). Half a prod
 * campaign; above it the export is refused with a message that asks for a narrower filter, never
 * cut short without saying so (docs/performance.md, "Export CSV and Import CSV").
 */
export const MAX_EXPORT_ROWS = 5_000;
/** The response's own ceiling, checked on the built file (Lambda refuses more than 6 MB). */
export const MAX_EXPORT_BYTES = 5_500_000;

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

export const exportCsv = (rows: readonly { invitation: ExportedInvitation; answer?: ExportedAnswer }[]): string =>
  toCsv(EXPORT_COLUMNS, rows.map(({ invitation, answer }) => exportRow(invitation, answer)));

/** invitations-2026-11-26.csv: the download's name. */
export const exportFileName = (now: Date): string => `invitations-${now.toISOString().slice(0, 10)}.csv`;

export const INVITATION_EXPORT_MESSAGES = {
  button: 'Export CSV',
  exporting: 'Exporting...',
  exported: (rows: number) => `Exported ${rows.toLocaleString('en-US')} ${rows === 1 ? 'invitation' : 'invitations'}.`,
  failed: 'The export failed',
  tooLarge: (limit: number) =>
    `This list has more than ${limit.toLocaleString('en-US')} invitations, more than one export can hold. Narrow it with a filter (an audience, a status or a sender) and export each part.`,
} as const;
