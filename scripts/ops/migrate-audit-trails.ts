/**
 * `npm run ops:migrate-audit-trails -- --stage dev [--region eu-west-1]`, or `--local` for the
 * `npm start` stack.
 *
 * Moves the audit trails, personal messages and status notes of invitations written before the
 * bounded invitation item out of the invitation item (lambdas/src/data/audit-trail-migration.ts).
 * Run once after deploying the code that writes the new shape. Safe to run again, and while the stage
 * is in use: nothing is moved twice, and an invitation that changes meanwhile is left for the next run.
 */
import { parseArgs } from 'node:util';
import { failWith, stageOutputs, stageRegion } from './stage-stack';

const USAGE = 'Usage: npm run ops:migrate-audit-trails -- (--stage <stage> [--region <region>] | --local)';
const fail = failWith(USAGE);

const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false } } });

if (values.local) {
  const { localStackConfig } = await import('../local/config');
  const config = localStackConfig();
  Object.assign(process.env, {
    AWS_REGION: config.region, TABLE_NAME: config.tableName, DYNAMODB_ENDPOINT: `http://127.0.0.1:${config.ports.dynamodb}`,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local', AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
} else {
  const stage = values.stage ?? fail('--stage or --local is required.');
  const region = stageRegion(values.region, fail);
  const { output } = await stageOutputs(stage, region, fail);
  Object.assign(process.env, { AWS_REGION: region, TABLE_NAME: output('TableName') });
}

const { migrateAuditTrails } = await import('../../lambdas/src/data/audit-trail-migration');
const report = await migrateAuditTrails((progress) => process.stderr.write(`\r${progress.invitations} invitations read, ${progress.migrated} migrated`));
process.stderr.write('\n');
console.log(
  `${report.invitations} invitations read; ${report.migrated} migrated (${report.entriesMoved} audit entries moved to items of their own); ` +
    `${report.invitations - report.migrated - report.skipped.length} already in the new shape.`,
);
if (report.skipped.length > 0) {
  console.log(`${report.skipped.length} changed while being migrated; run again to finish them: ${report.skipped.join(', ')}`);
  process.exit(1);
}
