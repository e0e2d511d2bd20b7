/**
 * 'Import CSV' (admins and founders). The preview reads the file with the shared parser
 * and gives each row its result before anything is written: invalid (the single send's form rules),
 * a duplicate of an earlier row, the single send's refusals read from the same items its transaction
 * checks (recipient-checks.ts), past the sender's daily cap, or new. It writes nothing and reaches no
 * email module: the send is import-send-service.ts. A file with rows that have no message needs the
 * default message (400 on that field otherwise).
 */
import { createHash } from 'node:crypto';
import {
  INVITATION_IMPORT_MESSAGES as M, validateImportRow,
  type ImportPreview, type ImportPreviewInput, type ImportPreviewRow, type ImportRowResult,
} from '@safe-haven/shared/invitation-import';
import { checkImportInput } from '@safe-haven/shared/invitation-import-file';
import { canonicalEmail } from '@safe-haven/shared/validation/email-identity';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError } from '../core/errors';
import type { Profile } from '../data/profile';
import { dailyInvitationCap, dailyInvitationsLeft } from './daily-invitation-cap';
import { refusalFor } from './recipient-checks';

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
  const checked = checkImportInput(input);
  if (!checked.ok) {
    // Named by field so the dialog shows it there; an unreadable file keeps its own code.
    const code = checked.field === 'csv' ? ERROR_CODES.IMPORT_FILE_INVALID : ERROR_CODES.VALIDATION_FAILED;
    throw new BadRequestError(checked.message, { code, details: { fieldErrors: { [checked.field]: checked.message } } });
  }

  // The form's rules and duplicates first: they need no reads.
  const firstLineOf = new Map<string, number>();
  const rows: ImportPreviewRow[] = checked.rows.map((row) => {
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
