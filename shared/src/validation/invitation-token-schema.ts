/**
 * Public invitation token: random URL-safe text; anything else is refused before a read. A module
 * of its own, so a handler that only reads a token does not bundle the answer forms' rules.
 */
import { INVALID_TOKEN_MESSAGE, INVITATION_TOKEN_PATTERN } from './invitation-token';
import * as z from './mini';

/** A missing token (not a string) gets the same readable message as a malformed one. */
export const invitationTokenSchema = z.string({ error: INVALID_TOKEN_MESSAGE }).check(z.regex(INVITATION_TOKEN_PATTERN, { error: INVALID_TOKEN_MESSAGE }));

/**
 * The body that carries a link's token to the API. Tokens travel in request bodies, never in a path
 * or query string, so CloudFront, WAF and API Gateway logs never hold one.
 */
export const invitationTokenBodySchema = z.object({ token: invitationTokenSchema }, { error: INVALID_TOKEN_MESSAGE });
