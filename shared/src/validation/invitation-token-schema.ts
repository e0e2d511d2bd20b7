/**
 * Public invitation token: random URL-safe text; anything else is refused before a read. A module
 * of its own, so a handler that only reads a token does not bundle the answer forms' rules.
 */
import { INVALID_TOKEN_MESSAGE, INVITATION_TOKEN_PATTERN } from './invitation-token';
import * as z from './mini';

export const invitationTokenSchema = z.string().check(z.regex(INVITATION_TOKEN_PATTERN, { error: INVALID_TOKEN_MESSAGE }));
