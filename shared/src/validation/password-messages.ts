/**
 * The password policy's figures and words, without the schemas (password.ts re-exports them): a
 * screen that only shows the hint (the login's new-password step) need not load zod for it.
 */
export const PASSWORD_POLICY = { minLength: 12 } as const;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password must be at least 12 characters long',
  complexity:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
  hint: 'Must be at least 12 characters with uppercase, lowercase, numbers, and special characters.',
  /** The server's check against common and breached passwords. */
  common: 'This password is too common or has appeared in a data breach. Choose one that is harder to guess.',
} as const;
