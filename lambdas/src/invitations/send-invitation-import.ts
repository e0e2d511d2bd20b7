/**
 * POST /api/invitation-imports/send (admins and founders): a few accepted rows of a previewed import,
 * each sent with the single send's transaction and its email queued for the outbox sweeper. A row
 * repeated (a retried request, the same file again) answers with its first invitation.
 */
import { importSendSchema } from '@safe-haven/shared/invitation-import';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { sendImportRows } from './import-send-service';

export const handler = staffRoute(
  { body: importSendSchema, roles: ['admin', 'founder'] },
  async ({ input, profile }) => json(200, await sendImportRows(profile, input.body)),
);
