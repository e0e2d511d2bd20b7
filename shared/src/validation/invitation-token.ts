/**
 * The shape of a public invitation token (URL-safe, 16-128 characters), without zod, so the public
 * pages can reject a malformed link before loading any validation code. The zod schema uses it too.
 */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const INVALID_TOKEN_MESSAGE = 'This invitation link is invalid.';

export const isInvitationTokenFormat = (value: string): boolean => INVITATION_TOKEN_PATTERN.test(value);
