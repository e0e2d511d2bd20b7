/**
 * The first admin of a deployed stage (npm run ops:bootstrap-admin) goes through the sign-up code:
 * a profile, its markers, the roster, and a temporary password the first sign-in replaces.
 */
import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cognitoClient } from '@safe-haven/scripts/local/bootstrap';
import { uniqueEmail } from '@safe-haven/testing/onboarding';
import { createStaffUser } from '@safe-haven/testing/staff-users';
import { getProfile, profileEmailEntity } from '../data/profile';
import { pendingSignupUserEntity } from '../data/pending-signup-user';
import { AdminExistsError, bootstrapAdmin, temporaryPassword } from './bootstrap-admin';

const stack = inject('stack');

beforeAll(async () => {
  await createStaffUser(stack, { role: 'admin' });
});

describe('bootstrapping a stage admin', () => {
  it('refuses a stage that already has an active admin', async () => {
    await expect(bootstrapAdmin({ email: uniqueEmail('first-admin'), firstName: 'Ana', lastName: 'Ruiz' })).rejects.toBeInstanceOf(AdminExistsError);
  });

  it('creates an active admin with markers and a temporary password the first sign-in must replace', async () => {
    // Act
    const email = uniqueEmail('first-admin');
    const admin = await bootstrapAdmin({ email, firstName: 'Ana', lastName: 'Ruiz', evenIfAdminsExist: true });
    // Assess
    expect(await getProfile(admin.profileId)).toMatchObject({ email, role: 'admin', status: 'active', firstName: 'Ana' });
    expect(await profileEmailEntity.get(email)).toMatchObject({ profileId: admin.profileId });
    expect(await pendingSignupUserEntity.get(email)).toBeUndefined();
    const cognito = cognitoClient(stack.config);
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.pool.userPoolId, Username: email }));
    expect(user.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    const signIn = await cognito.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: stack.pool.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: admin.temporaryPassword } }),
    );
    expect(signIn.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('makes temporary passwords of 24 characters with every kind the pool requires', () => {
    for (let round = 0; round < 50; round += 1) {
      const password = temporaryPassword();
      expect(password).toHaveLength(24);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
  });
});
