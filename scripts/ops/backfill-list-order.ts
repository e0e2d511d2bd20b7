/**
 * `npx tsx scripts/ops/backfill-list-order.ts --stage dev [--region eu-west-1]`, or `--local` for
 * the `npm start` stack.
 *
 * Writes the list-order entries (docs/data-model.md, "Sorted lists") of invitations written before
 * the stream handler kept them, so they appear in Manage Invitations' sorted lists. Run once after
 * deploying the sorted lists to a stage with data. Safe to run again and while the stage is in use:
 * each entry is written only where the stream has written none (its position is before any record).
 */
import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';

const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false } } });
const fail = (message: string): never => {
  console.error(`${message}\nUsage: npx tsx scripts/ops/backfill-list-order.ts (--stage <stage> [--region <region>] | --local)`);
  process.exit(1);
};

if (values.local) {
  const { localStackConfig } = await import('../local/config');
  const config = localStackConfig();
  Object.assign(process.env, {
    AWS_REGION: config.region, TABLE_NAME: config.tableName, DYNAMODB_ENDPOINT: `http://127.0.0.1:${config.ports.dynamodb}`,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local', AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
} else {
  const stage = values.stage ?? fail('--stage or --local is required.');
  const region = values.region ?? process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? fail('Give --region or set AWS_REGION.');
  const { Stacks } = await new CloudFormationClient({ region }).send(new DescribeStacksCommand({ StackName: `SafeHaven-${stage}` }));
  const tableName = Stacks?.[0]?.Outputs?.find((output) => output.OutputKey === 'TableName')?.OutputValue ?? fail(`SafeHaven-${stage} has no TableName output.`);
  Object.assign(process.env, { AWS_REGION: region, TABLE_NAME: tableName });
}

const { backfillListOrder } = await import('../../lambdas/src/data/list-order-backfill');
const { invitations, written } = await backfillListOrder();
console.log(`${invitations} invitations read; ${written} list-order entries written (the others were already there).`);
