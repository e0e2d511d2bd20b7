/**
 * The sign-in's steps as a small machine: the password first; Cognito may then ask for a code from
 * the authenticator app or, for a temporary password, a new one; once signed in, the account is
 * checked on the server (a suspended one goes back to the password step) before the dashboard.
 */
import type { SignInOutcome } from '../../../lib/auth';

export type LoginStep = 'password' | 'totp' | 'new-password' | 'done';

export type LoginEvent =
  /** Cognito answered a step: another challenge, or signed in (the account is checked next). */
  | { type: 'outcome'; outcome: SignInOutcome }
  /** The server knows the account as active staff. */
  | { type: 'account-confirmed' }
  /** The password was right but the account is not active: start again. */
  | { type: 'account-refused' };

export const nextLoginStep = (step: LoginStep, event: LoginEvent): LoginStep => {
  switch (event.type) {
    case 'outcome':
      if (event.outcome.kind === 'totp-required') return 'totp';
      if (event.outcome.kind === 'new-password-required') return 'new-password';
      if (event.outcome.kind === 'unsupported') throw new Error(`Unsupported sign-in step ${event.outcome.step}`);
      return step;
    case 'account-confirmed':
      return 'done';
    case 'account-refused':
      return 'password';
  }
};

/** Whether an outcome means signed in, with the account still to check. */
export const isSignedIn = (outcome: SignInOutcome): boolean => outcome.kind === 'signed-in';
