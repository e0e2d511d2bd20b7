/**
 * `npm run ops:bootstrap-admin -- --stage prod --email ana@brand.com [--first-name Ana --last-name Ruiz]`
 *
 * Creates the first admin of a deployed stage, through the same code as every sign-up (see
 * lambdas/src/accounts/bootstrap-admin.ts), with the operator's AWS credentials: it reads the stage
 * stack's outputs (table, user pool, site address) and prints a temporary password once. The admin
 * signs in at the site, chooses a password, then sets up two-factor sign-in.
 * `--even-if-admins-exist` adds an admin to a stage that has some (when every admin lost access).
 */
import { parseArgs } from 'node:util';
import { failWith, stageOutputs, stageRegion } from './stage-stack';
import { emailAddress } from '@safe-haven/shared/validation/fields';

const USAGE = 'Usage: npm run ops:bootstrap-admin -- --stage <stage> --email <address> [--first-name <name>] [--last-name <name>] [--region <region>]';

const fail = failWith(USAGE);

const { values } = parseArgs({
  options: {
    stage: { type: 'string' },
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'Site' },
    'last-name': { type: 'string', default: 'Admin' },
    region: { type: 'string' },
    'even-if-admins-exist': { type: 'boolean', default: false },
  },
});
const stage = values.stage ?? fail('--stage is required.');
const email = emailAddress('--email is required', 'not an email address', { lowerCase: true }).safeParse(values.email ?? fail('--email is required.'));
if (!email.success) fail(`--email: ${email.error.issues[0]?.message ?? 'not an email address'}.`);
const region = stageRegion(values.region, fail);

const { stackName, output } = await stageOutputs(stage, region, fail);

// The account code reads its resources from the environment, as in the Lambda functions.
Object.assign(process.env, { AWS_REGION: region, TABLE_NAME: output('TableName'), USER_POOL_ID: output('UserPoolId') });
const { bootstrapAdmin } = await import('@safe-haven/lambdas/accounts/bootstrap-admin');
try {
  const admin = await bootstrapAdmin({
    email: email.data!,
    firstName: values['first-name'],
    lastName: values['last-name'],
    evenIfAdminsExist: values['even-if-admins-exist'],
  });
  console.log(`Created the admin ${email.data} (profile ${admin.profileId}) on ${stackName}.`);
  console.log(`Temporary password (shown only now; valid 7 days): ${admin.temporaryPassword}`);
  console.log(`Sign in at ${output('SiteUrl')}: you will choose your own password, then set up two-factor sign-in.`);
} catch (error) {
  fail(`Could not create the admin: ${(error as Error).message}.`);
}
