/**
 * 'Import CSV' (admins and founders). The preview reads the file with the shared parser
 * and gives each row its result before anything is written: invalid (the single send's form rules),
 * a duplicate of an earlier row, the single send's refusals read from the same items its transaction
 * checks (recipient-checks.ts), past the sender's daily cap, or new. The send takes the accepted rows
 * a few at a time and sends each with the single send's own transaction, its email queued for the
 * outbox sweeper (the stage's rate). A row's idempotency key derives from the import and the
 * canonical address, so a retried request, or the same file uploaded again, never creates a second
 * invitation (the recipient marker would refuse it anyway: one open invitation per person).
 */
import { createHash } from 'node:crypto';
import {
  IMPORT_SEND_CHUNK, INVITATION_IMPORT_MESSAGES as M, parseImportFile, validateImportRow,
  type ImportPreview, type ImportPreviewInput, type ImportPreviewRow, type ImportRowResult, type ImportSendInput, type ImportSendResult, type ImportSendRowResult,
} from '@safe-haven/shared/invitation-import';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError, TooManyRequestsError } from '../core/errors';
import type { Profile } from '../data/profile';
import { dailyInvitationCap, dailyInvitationsLeft } from './daily-invitation-cap';
import { refusalFor } from './recipient-checks';
import { sendInvitation } from './send-invitation-service';

/** Checks in flight at once (each row reads three items). */
const CHECKS_IN_FLIGHT = 10;

/** The same file from the same person is the same import (hex, 32 characters). */
export const importIdOf = (senderId: string, input: ImportPreviewInput): string =>
  createHash('sha256').update(`${senderId}\n${input.defaultMessage}\n${input.csv}`).digest('hex').slice(0, 32);

/** The row's idempotency key for the single send: the import and the person (8-64 letters, digits, dashes). */
export const importRowKey = (importId: string, email: string): string =>
  `import-${createHash('sha256').update(`${importId}\n${canonicalEmail(email)}`).digest('hex').slice(0, 40)}`;

const previewRow = (row: { line: number; firstName: string; lastName: string; email: string; audience: string }, result: ImportRowResult, message: string): ImportPreviewRow => ({
  line: row.line, firstName: row.firstName, lastName: row.lastName, email: row.email, audience: row.audience, result, message,
});

export const previewImport = async (sender: Pick<Profile, 'id' | 'role'>, input: ImportPreviewInput, now = new Date()): Promise<ImportPreview> => {
  const parsed = parseImportFile(input.csv);
  if (!parsed.ok) throw new BadRequestError(parsed.message, { code: ERROR_CODES.IMPORT_FILE_INVALID });

  // The form's rules and duplicates first: they need no reads.
  const firstLineOf = new Map<string, number>();
  const rows: ImportPreviewRow[] = parsed.rows.map((row) => {
    const valid = validateImportRow(row, input.defaultMessage);
    if (!valid.ok) return previewRow(row, 'INVALID', valid.message);
    const key = canonicalEmail(valid.input.email);
    const first = firstLineOf.get(key);
    if (first !== undefined) return previewRow(row, 'DUPLICATE_IN_FILE', M.duplicate(first));
    firstLineOf.set(key, row.line);
    return { ...previewRow(row, 'NEW', ''), input: valid.input };
  });

  // Then the single send's refusals, read from the items its transaction checks.
  const candidates = rows.filter((row) => row.result === 'NEW');
  for (let start = 0; start < candidates.length; start += CHECKS_IN_FLIGHT) {
    const batch = candidates.slice(start, start + CHECKS_IN_FLIGHT);
    const refusals = await Promise.all(batch.map((row) => refusalFor(sender, row.input!.email, now)));
    batch.forEach((row, i) => {
      const refused = refusals[i];
      if (!refused?.code) return;
      row.result = refused.code as ImportRowResult;
      row.message = refused.message;
      delete row.input;
    });
  }

  // What today's cap leaves: the rows after it would be refused, so the preview says so now.
  let left = await dailyInvitationsLeft(sender.id, now);
  for (const row of rows) {
    if (row.result !== 'NEW') continue;
    if (left > 0) {
      left -= 1;
      continue;
    }
    row.result = 'OVER_DAILY_CAP';
    row.message = M.overDailyCap(dailyInvitationCap());
    delete row.input;
  }
  return { importId: importIdOf(sender.id, input), rows };
};

/**
 * Sends a chunk of accepted rows, in order, each with the single send's transaction (its checks, its
 * daily cap) and its email queued. Past the cap the rest of the chunk is not tried.
 */
export const sendImportRows = async (sender: Profile, input: ImportSendInput, now = new Date()): Promise<ImportSendResult> => {
  if (input.rows.length > IMPORT_SEND_CHUNK) throw new BadRequestError(`At most ${IMPORT_SEND_CHUNK} rows a request`);
  const results: ImportSendRowResult[] = [];
  for (const { line, ...row } of input.rows) {
    try {
      const result = await sendInvitation(sender, { ...row, idempotencyKey: importRowKey(input.importId, row.email) }, now, { queued: true });
      results.push({ line, ok: result.ok, ...(result.code ? { code: result.code } : {}), message: result.message, ...(result.invitationId ? { invitationId: result.invitationId } : {}) });
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
      results.push({ line, ok: false, code: ERROR_CODES.DAILY_INVITATION_CAP, message: error.message });
      return { results, capReached: true };
    }
  }
  return { results, capReached: false };
};
