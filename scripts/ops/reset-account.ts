/**
 * `npm run ops:reset-account -- --stage prod --email ana@brand.com --operator "Sam Ops" [--two-factor] [--password]`
 *
 * Break-glass (docs/break-glass.md): when the last admin is locked out (lost phone, forgotten password),
 * an operator with AWS credentials for the stage does what an admin would in Manage Users, through
 * the same code (lambdas/src/team/*-reset-service.ts): `--two-factor` turns the person's
 * authenticator app off and ends their sessions (they set up a new one at their next sign-in);
 * `--password` has Cognito email them a reset code (they choose the new password on "Forgot
 * password?"). Each is in the person's Account History under the operator's name, and the person is
 * emailed. The operator never sees a code or sets a password.
 */
import { parseArgs } from 'node:util';
import { failWith, stageOutputs, stageRegion } from './stage-stack';
import { emailAddress } from '@safe-haven/shared/validation/fields';

const USAGE =
  'Usage: npm run ops:reset-account -- --stage <stage> --email <address> --operator "<your name>" [--two-factor] [--password] [--region <region>]';

const fail = failWith(USAGE);

const { values } = parseArgs({
  options: {
    stage: { type: 'string' },
    email: { type: 'string' },
    operator: { type: 'string' },
    'two-factor': { type: 'boolean', default: false },
    password: { type: 'boolean', default: false },
    region: { type: 'string' },
  },
});
const stage = values.stage ?? fail('--stage is required.');
const operator = values.operator?.trim() || fail('--operator is required: your name goes into the person\'s Account History and email.');
const email = emailAddress('--email is required', 'not an email address', { lowerCase: true }).safeParse(values.email ?? fail('--email is required.'));
if (!email.success) fail(`--email: ${email.error.issues[0]?.message ?? 'not an email address'}.`);
if (!values['two-factor'] && !values.password) fail('Say what to reset: --two-factor, --password, or both.');
const region = stageRegion(values.region, fail);

const { stackName, output } = await stageOutputs(stage, region, fail);

// The services read their resources from the environment, as in the Lambda functions.
Object.assign(process.env, {
  AWS_REGION: region, TABLE_NAME: output('TableName'), USER_POOL_ID: output('UserPoolId'), PASSWORD_RESET_CLIENT_ID: output('UserPoolClientId'),
});
const { profileEmailEntity } = await import('@safe-haven/lambdas/data/profile');
const { resetTwoFactorFor } = await import('@safe-haven/lambdas/team/two-factor-reset-service');
const { sendPasswordResetFor } = await import('@safe-haven/lambdas/team/send-password-reset-service');

const profileId = (await profileEmailEntity.get(email.data!))?.profileId ?? fail(`${stackName} has no account for ${email.data}.`);
// Not a profile id, so the "not on yourself" rule never applies; the name is what the person reads.
const actor = { id: `operator:${operator}`, name: `${operator} (operator)` };
try {
  if (values['two-factor']) console.log((await resetTwoFactorFor(actor, profileId)).message);
  if (values.password) console.log((await sendPasswordResetFor(actor, profileId)).message);
  console.log(`Recorded in their Account History as ${actor.name}; they are emailed (the stage's stream delivers it in a few seconds).`);
  console.log(`They sign in at ${output('SiteUrl')}${values.password ? ' after choosing a new password on "Forgot password?" with the emailed code' : ''}.`);
} catch (error) {
  fail(`Could not reset the account: ${(error as Error).message}`);
}
