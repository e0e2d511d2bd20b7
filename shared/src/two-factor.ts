/**
 * The second factor is required of admins and founders: their accounts can invite staff
 * and send email from the brand's domain. A new account enrols at its first sign-in; an account that
 * existed before the rule (or was promoted into a role that needs it) gets one sign-in of grace, the
 * session in which it was first seen without a factor. Lead generators may add one; nobody is
 * forced. The server decides on every call (require-staff.ts); the pages follow its answer.
 */
import { TWO_FACTOR_REQUIRED_ROLES, type StaffRole } from './roles';

/**
 * The API's refusal while an admin's or founder's second factor is due. Here, not with the other
 * messages: every staff function checks the rule, and the public pages' bundle carries neither.
 */
export const TWO_FACTOR_DUE_MESSAGE = 'Admins and founders sign in with a code from an authenticator app. Set up two-factor sign-in to continue.';

export type TwoFactorStanding =
  /** Not required of this role. */
  | 'optional'
  /** On. */
  | 'on'
  /** Required, not on, but this is the one sign-in of grace: the app works, with a reminder. */
  | 'grace'
  /** Required and not on: only enrolment (and signing out) until it is. */
  | 'due';

export interface TwoFactorFacts {
  role: StaffRole;
  twoFactorEnabled?: boolean;
  /**
   * The sign-in (its auth_time, epoch seconds) given grace; 0 for an account that has none (created
   * under the rule); absent until the first session of an older account is seen.
   */
  twoFactorGraceAuthTime?: number;
}

export const twoFactorRequired = (role: StaffRole): boolean => (TWO_FACTOR_REQUIRED_ROLES as readonly StaffRole[]).includes(role);

export const twoFactorStanding = (facts: TwoFactorFacts, authTime: number | undefined): TwoFactorStanding => {
  if (!twoFactorRequired(facts.role)) return 'optional';
  if (facts.twoFactorEnabled) return 'on';
  if (facts.twoFactorGraceAuthTime === undefined) return 'grace';
  return authTime !== undefined && facts.twoFactorGraceAuthTime === authTime ? 'grace' : 'due';
};
