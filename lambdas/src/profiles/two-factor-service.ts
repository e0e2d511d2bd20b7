/**
 * Edit Profile's Security card: adding, replacing and turning off the authenticator app, all through
 * the server (see accounts/second-factor.ts). Turning it off or replacing it asks for the password
 * and a current code; admins and founders may replace theirs but not turn it off. Whether a factor is
 * on is read from Cognito itself, never from the browser, and kept on the profile for Manage Users.
 */
import { TWO_FACTOR_REQUIRED_ROLES } from '@safe-haven/shared/roles';
import type { TwoFactorSetupStarted, TwoFactorState } from '@safe-haven/shared/team-api-types';
import { PROFILE_MESSAGES } from '@safe-haven/shared/team-messages';
import type { SecondFactorCheck } from '@safe-haven/shared/validation/auth';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { hasTwoFactor } from '../accounts/cognito-users';
import {
  confirmAuthenticator, SecondFactorRefusedError, startAuthenticatorSetup, turnOffAuthenticator, verifyPasswordAndCode,
} from '../accounts/second-factor';
import { BadRequestError, ConflictError, ForbiddenError } from '../core/errors';
import { logger } from '../core/logger';
import type { Profile } from '../data/profile';
import { updateActiveProfile } from './profile-service';

const checkRefused = (reason: SecondFactorRefusedError['reason']) =>
  reason === 'password'
    ? new BadRequestError(PROFILE_MESSAGES.twoFactorPasswordWrong, { code: ERROR_CODES.PASSWORD_WRONG, details: { field: 'password' } })
    : new BadRequestError(PROFILE_MESSAGES.twoFactorInvalidCode, { code: ERROR_CODES.CODE_WRONG, details: { field: 'code' } });

/** The password and a current code, checked as at sign-in. */
const proveItIsThem = async (profile: Profile, check: SecondFactorCheck): Promise<void> => {
  try {
    await verifyPasswordAndCode(profile.email, check.password, check.code);
  } catch (error) {
    if (error instanceof SecondFactorRefusedError) {
      logger.warn('Second-factor check refused', { reason: error.reason });
      throw checkRefused(error.reason);
    }
    throw error;
  }
};

const recordTwoFactor = async (profile: Profile, enabled: boolean): Promise<TwoFactorState> => {
  if (enabled !== (profile.twoFactorEnabled === true)) await updateActiveProfile(profile.id, (update) => update.set({ twoFactorEnabled: enabled }));
  return { twoFactorEnabled: enabled };
};

/** The key of a new authenticator app. With a factor already on, only after the check (a replacement). */
export const startTwoFactorSetup = async (profile: Profile, accessToken: string, current?: SecondFactorCheck): Promise<TwoFactorSetupStarted> => {
  if (await hasTwoFactor(profile.id)) {
    if (!current) throw new ConflictError(PROFILE_MESSAGES.twoFactorAlreadyOn, { code: ERROR_CODES.CHECK_REQUIRED });
    await proveItIsThem(profile, current);
  }
  return { sharedSecret: await startAuthenticatorSetup(accessToken) };
};

export const confirmTwoFactorSetup = async (profile: Profile, accessToken: string, code: string): Promise<TwoFactorState> => {
  if (!(await confirmAuthenticator(accessToken, code))) {
    throw new BadRequestError(PROFILE_MESSAGES.twoFactorInvalidCode, { code: ERROR_CODES.CODE_WRONG, details: { field: 'code' } });
  }
  logger.info('Authenticator app set up');
  return recordTwoFactor(profile, true);
};

export const turnOffTwoFactor = async (profile: Profile, accessToken: string, check: SecondFactorCheck): Promise<TwoFactorState> => {
  if ((TWO_FACTOR_REQUIRED_ROLES as readonly string[]).includes(profile.role)) {
    throw new ForbiddenError(PROFILE_MESSAGES.twoFactorRequiredForRole, { code: ERROR_CODES.TWO_FACTOR_REQUIRED });
  }
  if (!(await hasTwoFactor(profile.id))) return recordTwoFactor(profile, false);
  await proveItIsThem(profile, check);
  await turnOffAuthenticator(accessToken);
  logger.info('Authenticator app turned off');
  return recordTwoFactor(profile, false);
};
