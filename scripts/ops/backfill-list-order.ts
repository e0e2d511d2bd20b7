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
import { failWith, useStageTable } from './stage-stack';

const { values } = parseArgs({ options: { stage: { type: 'string' }, region: { type: 'string' }, local: { type: 'boolean', default: false } } });
const fail = failWith('Usage: npx tsx scripts/ops/backfill-list-order.ts (--stage <stage> [--region <region>] | --local)');

await useStageTable(values, fail);

const { backfillListOrder } = await import('@safe-haven/lambdas/data/list-order-backfill');
const { invitations, written } = await backfillListOrder();
console.log(`${invitations} invitations read; ${written} list-order entries written (the others were already there).`);
