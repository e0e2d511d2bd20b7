/**
 * Our three patches of the Cognito emulator (scripts/local/cognito-local.mjs): a ForgotPassword code
 * lands in the local mailbox with the user pool's own text, AdminSetUserMFAPreference turns a
 * user's authenticator app off, and GetTokensFromRefreshToken renews a session as Amplify asks.
 */
import {
  AdminGetUserCommand, AdminSetUserMFAPreferenceCommand, ForgotPasswordCommand, GetTokensFromRefreshTokenCommand, GetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { COGNITO_CODE_EMAIL } from '@safe-haven/shared/account-recovery';
import { messageIdsTo, waitForNewEmail } from '@safe-haven/testing/mailbox';
import { createStaffUser, signInForTokens } from '@safe-haven/testing/staff-users';
import { cognitoClient } from './bootstrap';

const stack = inject('stack');

describe('the Cognito emulator', () => {
  it('mails a ForgotPassword code to the local mailbox, with the user pool\'s subject and text', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'leadgen' });
    const known = await messageIdsTo(stack.urls.mailbox, person.email);
    // Act
    await cognitoClient(stack.config).send(new ForgotPasswordCommand({ ClientId: stack.pool.userPoolClientId, Username: person.email }));
    // Assess
    const email = await waitForNewEmail(stack.urls.mailbox, person.email, known, (mail) => mail.subject === COGNITO_CODE_EMAIL.subject);
    const [before, after] = COGNITO_CODE_EMAIL.body.split('{####}');
    const code = email.body.text?.slice(before!.length, before!.length + 6);
    expect(code).toMatch(/^\d{6}$/);
    expect(email.body.text).toBe(`${before}${code}${after}`);
  });

  it('turns an authenticator app off with AdminSetUserMFAPreference', async () => {
    // Prepare: an admin has one (createStaffUser enrols it).
    const admin = await createStaffUser(stack, { role: 'admin' });
    const cognito = cognitoClient(stack.config);
    const factors = async () => (await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.pool.userPoolId, Username: admin.email }))).UserMFASettingList ?? [];
    expect(await factors()).toContain('SOFTWARE_TOKEN_MFA');
    // Act
    await cognito.send(
      new AdminSetUserMFAPreferenceCommand({ UserPoolId: stack.pool.userPoolId, Username: admin.id, SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } }),
    );
    // Assess
    expect(await factors()).not.toContain('SOFTWARE_TOKEN_MFA');
  });

  it('renews a session from its refresh token with GetTokensFromRefreshToken, as Amplify does when the access token expires', async () => {
    // Prepare
    const person = await createStaffUser(stack, { role: 'leadgen' });
    const { refreshToken } = await signInForTokens(stack, person);
    const cognito = cognitoClient(stack.config);
    // Act
    const renewed = await cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.pool.userPoolClientId, RefreshToken: refreshToken }));
    // Assess: new tokens that belong to the same person.
    const accessToken = renewed.AuthenticationResult?.AccessToken;
    expect(accessToken).toBeDefined();
    expect(renewed.AuthenticationResult?.IdToken).toBeDefined();
    const user = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
    expect(user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value).toBe(person.email);
  });

  it('refuses a refresh token it never issued', async () => {
    const cognito = cognitoClient(stack.config);
    await expect(cognito.send(new GetTokensFromRefreshTokenCommand({ ClientId: stack.pool.userPoolClientId, RefreshToken: 'not-a-refresh-token' }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});
