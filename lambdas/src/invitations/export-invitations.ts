/**
 * GET /api/invitation-export: Manage Invitations' current filters and order, every page, as a CSV
 * file in the JSON answer (the browser saves it from memory, so no link to it exists anywhere).
 * Too many rows for one answer is 413 (EXPORT_TOO_LARGE) with a message asking for a narrower filter.
 */
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { invitationExportQuerySchema } from '@safe-haven/shared/validation/manage-invitations';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError } from '../core/errors';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { InvalidCursorError } from '../data/index-pages';
import { exportInvitations } from './export-invitations-service';

export const handler = staffRoute({ query: invitationExportQuerySchema }, async ({ input, profile }) => {
  try {
    return json(200, await exportInvitations(profile, input.query));
  } catch (error) {
    // The export makes its own cursors; one the index no longer takes is a server fault, said plainly.
    if (error instanceof InvalidCursorError) throw new BadRequestError(MANAGE_INVITATIONS_MESSAGES.invalidCursor, { code: ERROR_CODES.INVALID_CURSOR, cause: error });
    throw error;
  }
});
