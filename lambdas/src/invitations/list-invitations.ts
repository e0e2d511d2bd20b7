/** GET /api/invitations: a page of Manage Invitations cards for the caller's filters. */
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { invitationListQuerySchema } from '@safe-haven/shared/validation/manage-invitations';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { BadRequestError } from '../core/errors';
import { json } from '../core/http';
import { staffRoute } from '../http/route';
import { InvalidCursorError } from '../data/index-pages';
import { listInvitations } from './list-invitations-service';

export const handler = staffRoute({ query: invitationListQuerySchema }, async ({ input, profile }) => {
  try {
    const { items, nextCursor } = await listInvitations(profile, input.query);
    return json(200, { items, ...(nextCursor ? { nextCursor } : {}) });
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new BadRequestError(MANAGE_INVITATIONS_MESSAGES.invalidCursor, { code: ERROR_CODES.INVALID_CURSOR, cause: error });
    throw error;
  }
});
