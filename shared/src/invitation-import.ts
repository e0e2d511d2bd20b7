/**
 * 'Import CSV': admins and founders upload a file of people to invite. Each row is read
 * by invitation-import-file.ts (the same code in the browser and the handlers), checked by the server with the single send's
 * own rules (a preview of each row's result before anything is sent), then the accepted rows are
 * sent a few at a time, each through the outbox like any invitation.
 */
import * as z from 'zod';
import type { Audience } from './audiences';
import { MAX_MESSAGE_LENGTH } from './constants';
import * as ERROR_CODES from './error-codes';
import { sendInvitationSchema, type InvitationResultCode } from './validation/invitation';
import { IMPORT_SEND_CHUNK, INVITATION_IMPORT_MESSAGES, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './invitation-import-messages';

// The limits and the words the page shows beside its 'Import CSV' button, without zod:
// invitation-import-messages.ts (Manage Invitations' first visit loads no schema for them).
export { IMPORT_SEND_CHUNK, INVITATION_IMPORT_MESSAGES, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS };

export interface ImportRow {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  /** As written: a code (land_owner) or a label (Land Owner), any case. */
  audience: string;
  personalMessage: string;
}

/** What a row's preview says: new (will be sent), or why it will not be. */
export type ImportRowResult =
  | 'NEW'
  | 'INVALID'
  | 'DUPLICATE_IN_FILE'
  | 'OVER_DAILY_CAP'
  | Exclude<InvitationResultCode, 'INVALID_EMAIL' | 'UNAUTHORIZED'>;

export const IMPORT_RESULT_LABELS: Record<ImportRowResult, string> = {
  NEW: 'New',
  [ERROR_CODES.ALREADY_INVITED_ACTIVE]: 'Already invited',
  [ERROR_CODES.ALREADY_CLOSED]: 'Declined before',
  [ERROR_CODES.EMAIL_SUPPRESSED]: 'Suppressed',
  [ERROR_CODES.ALREADY_REGISTERED]: 'Staff member',
  INVALID: 'Invalid',
  DUPLICATE_IN_FILE: 'Duplicate in file',
  OVER_DAILY_CAP: 'Over daily cap',
};


/**
 * The dialog's own words (the browser only): apart from the messages above, which the handlers also
 * read, so that no function bundle carries them.
 */
export const IMPORT_DIALOG_MESSAGES = {
  /** The box's helper text: whether this file needs it. */
  defaultMessageHelp: (rowsWithoutMessage: number | undefined) => {
    if (rowsWithoutMessage === undefined) return 'Required when a row of the file has no message.';
    if (rowsWithoutMessage === 0) return 'Every row of this file has its own message: this box is not used.';
    return rowsWithoutMessage === 1
      ? 'Required: 1 row of this file has no message and gets this one.'
      : `Required: ${rowsWithoutMessage} rows of this file have no message and get this one.`;
  },
  previewTitle: 'Import preview',
  columns: { line: 'Line', name: 'Name', email: 'Email', audience: 'Audience', result: 'Result' },
  lineOf: (line: number) => `Line ${line}`,
  /** A row's result once the send has answered for it. */
  rowSent: 'Sent',
  rowNotSent: 'Not sent',
  /** In place of Preview once the file is sent: the same file again would only say "Already invited". */
  chooseAnotherFile: 'These rows are sent. To import more people, choose another file.',
  done: 'Done',
} as const;

/** Member, members, land owner, Land Owners, land_owner, landowner, investor(s): the audience code. */
const AUDIENCE_WORDS: Partial<Record<string, Audience>> = { member: 'member', landowner: 'land_owner', investor: 'investor' };

export const audienceOf = (value: string): Audience | undefined =>
  AUDIENCE_WORDS[value.trim().toLowerCase().replace(/[\s_-]+/g, '').replace(/s$/, '')];

/** The single send's own form rules for one row (the idempotency key is the server's to make). */
export const importRowSchema = sendInvitationSchema.omit({ idempotencyKey: true });
export type ImportRowInput = z.infer<typeof importRowSchema>;

/** A row as the single send's form would take it, or the first thing wrong with it, in its words. */
export const validateImportRow = (row: ImportRow, defaultMessage: string): { ok: true; input: ImportRowInput } | { ok: false; message: string } => {
  const audience = audienceOf(row.audience);
  if (!audience) return { ok: false, message: INVITATION_IMPORT_MESSAGES.audienceInvalid(row.audience) };
  const parsed = importRowSchema.safeParse({
    firstName: row.firstName, lastName: row.lastName, email: row.email, audience,
    personalMessage: row.personalMessage || defaultMessage,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'This row is not valid.' };
};

// ---- The two requests.

const importIdSchema = z.string().regex(/^[a-f0-9]{32}$/, { error: 'importId must be the id the preview gave' });

export const importPreviewSchema = z.object({
  csv: z.string().min(1, { error: INVITATION_IMPORT_MESSAGES.fileRequired }).max(MAX_IMPORT_BYTES, { error: INVITATION_IMPORT_MESSAGES.tooLarge }),
  /** Used for rows without a message column (or with it empty). */
  defaultMessage: z.string().max(MAX_MESSAGE_LENGTH, { error: `The message must be at most ${MAX_MESSAGE_LENGTH} characters` }),
});
export type ImportPreviewInput = z.infer<typeof importPreviewSchema>;

export interface ImportPreviewRow {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
  audience: string;
  result: ImportRowResult;
  /** The single send's message for the same refusal, or what is wrong with the row. */
  message: string;
  /** A NEW row as the send request takes it. */
  input?: ImportRowInput;
}

export interface ImportPreview {
  /** Names this file from this person: the rows' idempotency keys derive from it, so a retried upload sends nothing twice. */
  importId: string;
  rows: ImportPreviewRow[];
}

export const importSendSchema = z.object({
  importId: importIdSchema,
  rows: z
    .array(z.object({ line: z.number().int().min(2) }).and(importRowSchema))
    .min(1, { error: 'No rows to send' })
    .max(IMPORT_SEND_CHUNK, { error: `At most ${IMPORT_SEND_CHUNK} rows a request` }),
});
export type ImportSendInput = z.infer<typeof importSendSchema>;

export interface ImportSendRowResult {
  line: number;
  ok: boolean;
  /** A refusal's code: the single send's, or DAILY_INVITATION_CAP (the rows after it are not tried). */
  code?: InvitationResultCode | typeof ERROR_CODES.DAILY_INVITATION_CAP;
  message: string;
  invitationId?: string;
}

export interface ImportSendResult {
  results: ImportSendRowResult[];
  /** True when the daily cap stopped this request: the client stops too. */
  capReached: boolean;
}

