/**
 * GET /api/invitation-export: a part of Manage Invitations' current filters and order as CSV lines
 * in the JSON answer, with the cursor of the next part; the browser joins the parts and saves the
 * file from memory, so no link to it exists anywhere. A cursor the list no longer takes is 400.
 */
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { invitationExportQuerySchema } from '@safe-haven/shared/validation/manage-invitations';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError } from '../core/errors';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { InvalidCursorError } from '../data/index-pages';
import { exportInvitationPart } from './export-invitations-service';

export const handler = staffRoute({ query: invitationExportQuerySchema }, async ({ input, profile }) => {
  try {
    return json(200, await exportInvitationPart(profile, input.query));
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new BadRequestError(MANAGE_INVITATIONS_MESSAGES.invalidCursor, { code: ERROR_CODES.INVALID_CURSOR, cause: error });
    throw error;
  }
});
