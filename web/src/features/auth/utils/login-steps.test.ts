import { describe, expect, it } from 'vitest';
import { isSignedIn, nextLoginStep } from './login-steps';

describe('nextLoginStep', () => {
  it('goes from the password to the challenge Cognito asks for', () => {
    expect(nextLoginStep('password', { type: 'outcome', outcome: { kind: 'totp-required' } })).toBe('totp');
    expect(nextLoginStep('password', { type: 'outcome', outcome: { kind: 'new-password-required' } })).toBe('new-password');
    // A temporary password of an account with an app: the new password, then the code.
    expect(nextLoginStep('new-password', { type: 'outcome', outcome: { kind: 'totp-required' } })).toBe('totp');
  });

  it('stays on its step when signed in, until the account is checked', () => {
    expect(nextLoginStep('totp', { type: 'outcome', outcome: { kind: 'signed-in' } })).toBe('totp');
    expect(isSignedIn({ kind: 'signed-in' })).toBe(true);
    expect(nextLoginStep('totp', { type: 'account-confirmed' })).toBe('done');
  });

  it('goes back to the password step when the account is not active, from any step', () => {
    expect(nextLoginStep('totp', { type: 'account-refused' })).toBe('password');
    expect(nextLoginStep('new-password', { type: 'account-refused' })).toBe('password');
  });

  it('refuses a step it does not know', () => {
    expect(() => nextLoginStep('password', { type: 'outcome', outcome: { kind: 'unsupported', step: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION' } })).toThrow(/Unsupported/);
  });
});
