/**
 * An import's send: the accepted rows a few at a time, each with the single send's own transaction
 * (create-invitation.ts: its checks, its daily cap), its email queued for the outbox sweeper (the
 * stage's rate). A row's idempotency key derives from the import and the canonical address, so a
 * retried request, or the same file uploaded again, never creates a second invitation (the recipient
 * marker would refuse it anyway: one open invitation per person).
 */
import { IMPORT_SEND_CHUNK, type ImportSendInput, type ImportSendResult, type ImportSendRowResult } from '@safe-haven/shared/invitation-import';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError, TooManyRequestsError } from '../core/errors';
import type { Profile } from '../data/profile';
import { queueInvitation } from './create-invitation';
import { importRowKey } from './import-invitations-service';

/**
 * Sends a chunk of accepted rows, in order, each with the single send's transaction (its checks, its
 * daily cap) and its email queued. Past the cap the rest of the chunk is not tried.
 */
export const sendImportRows = async (sender: Profile, input: ImportSendInput, now = new Date()): Promise<ImportSendResult> => {
  if (input.rows.length > IMPORT_SEND_CHUNK) throw new BadRequestError(`At most ${IMPORT_SEND_CHUNK} rows a request`);
  const results: ImportSendRowResult[] = [];
  for (const { line, ...row } of input.rows) {
    try {
      const result = await queueInvitation(sender, { ...row, idempotencyKey: importRowKey(input.importId, row.email) }, now);
      results.push({ line, ok: result.ok, ...(result.code ? { code: result.code } : {}), message: result.message, ...(result.invitationId ? { invitationId: result.invitationId } : {}) });
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
      results.push({ line, ok: false, code: ERROR_CODES.DAILY_INVITATION_CAP, message: error.message });
      return { results, capReached: true };
    }
  }
  return { results, capReached: false };
};
