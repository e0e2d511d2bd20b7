/**
 * Starts cognito-local 5.3 with two small patches, applied in memory before it starts (its files
 * stay as installed). scripts/local/engines.ts runs this file instead of cognito-local's own start.
 *
 * 1. Codes reach the local mailbox. The emulator only prints the codes it "emails" (ForgotPassword,
 *    attribute verification) to its console; here its console sender also posts the email to the
 *    local SES emulator (SES v2 SendEmail over HTTP), with the subject and body the user pool sends in
 *    AWS (COGNITO_CODE_EMAIL in shared/src/account-recovery.ts, passed in by engines.ts), so a
 *    person, or a test, reads the reset code from the mailbox as they would their inbox.
 * 2. AdminSetUserMFAPreference, which the emulator lacks: an admin's "Reset Two-Factor" turns a
 *    person's authenticator app off with it. It is the emulator's own SetUserMFAPreference, addressed
 *    by UserPoolId and Username instead of the user's access token.
 * 3. GetTokensFromRefreshToken, which the emulator lacks and Amplify v6 calls when the access token
 *    expires: without it a local session ended at the first refresh and the person was back at the
 *    sign-in page. It is the emulator's own InitiateAuth REFRESH_TOKEN_AUTH flow under the new name.
 */
import { ConsoleMessageSender } from 'cognito-local/lib/services/messageDelivery/consoleMessageSender.js';
import { Targets } from 'cognito-local/lib/targets/targets.js';
import { InitiateAuth } from 'cognito-local/lib/targets/initiateAuth.js';
import { InvalidParameterError, UserNotFoundError } from 'cognito-local/lib/errors.js';

const sesEndpoint = process.env.LOCAL_SES_ENDPOINT;
const sender = process.env.LOCAL_COGNITO_SENDER ?? 'no-reply@verificationemail.com';
const subject = process.env.LOCAL_COGNITO_CODE_SUBJECT ?? 'Your verification code';
const body = process.env.LOCAL_COGNITO_CODE_BODY ?? 'Your verification code is {####}';

const printToConsole = ConsoleMessageSender.prototype.sendEmail;
ConsoleMessageSender.prototype.sendEmail = async function sendEmail(ctx, user, destination, message) {
  await printToConsole.call(this, ctx, user, destination, message);
  if (!sesEndpoint) return;
  const text = body.replaceAll('{####}', message.__code);
  const response = await fetch(`${sesEndpoint}/v2/email/outbound-emails`, {
    method: 'POST',
    // The emulator wants some credentials, as SES would; it does not check a signature.
    headers: { 'content-type': 'application/json', authorization: 'AWS4-HMAC-SHA256 Credential=local/cognito-local' },
    body: JSON.stringify({
      FromEmailAddress: sender,
      Destination: { ToAddresses: [destination] },
      Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: text } } } },
    }),
  });
  // A code that cannot be delivered is an error, as in AWS (the caller gets a failure, not silence).
  if (!response.ok) throw new Error(`The local mailbox refused the code email: ${response.status} ${await response.text()}`);
};

Targets.AdminSetUserMFAPreference = ({ cognito }) => async (ctx, req) => {
  const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
  const user = await userPool.getUserByUsername(ctx, req.Username);
  if (!user) throw new UserNotFoundError('User does not exist.');
  const software = req.SoftwareTokenMfaSettings;
  if (software?.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified) {
    throw new InvalidParameterError('User has not verified software token MFA');
  }
  const methods = new Set(user.UserMFASettingList ?? []);
  if (software) {
    if (software.Enabled) methods.add('SOFTWARE_TOKEN_MFA');
    else methods.delete('SOFTWARE_TOKEN_MFA');
  }
  const preferred = software?.PreferredMfa && methods.has('SOFTWARE_TOKEN_MFA') ? 'SOFTWARE_TOKEN_MFA' : undefined;
  await userPool.saveUser(ctx, { ...user, UserMFASettingList: [...methods], PreferredMfaSetting: preferred });
  return {};
};

Targets.GetTokensFromRefreshToken = (services) => {
  const initiateAuth = InitiateAuth(services);
  return async (ctx, req) => {
    const { AuthenticationResult } = await initiateAuth(ctx, {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: req.ClientId,
      AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
      ClientMetadata: req.ClientMetadata,
    });
    return { AuthenticationResult };
  };
};

// Its start script runs on import: after the patches, so the server it builds uses them.
await import('cognito-local/lib/bin/start.js');
