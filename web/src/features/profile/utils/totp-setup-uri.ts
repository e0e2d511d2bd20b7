/**
 * The otpauth:// address an authenticator app reads from the QR code (Google's Key Uri Format):
 * the account name, the issuer, and the key Cognito made.
 */
export const totpSetupUri = (secret: string, issuer: string, account: string): string =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${encodeURIComponent(secret)}&issuer=${encodeURIComponent(issuer)}`;
