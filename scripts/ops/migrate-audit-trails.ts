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
import { failWith, useStageTable } from './stage-stack';

const USAGE = 'Usage: npm run ops:migrate-audit-trails -- (--stage <stage> [--region <region>] | --local)';
const fail = failWith(USAGE);

const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false } } });

await useStageTable(values, fail);

const { migrateAuditTrails } = await import('@safe-haven/lambdas/data/audit-trail-migration');
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
