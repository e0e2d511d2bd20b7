/**
 * `npm run bench:rehearsal`: the campaign rehearsal alone (campaign-rehearsal.ts) on a private local
 * stack, without the rest of the bench (which seeds a million invitations). Prints the table, puts
 * it into bench/results.json under `rehearsal` (the other figures there are kept), and exits 1 when
 * the table did not come out whole. REHEARSAL_INVITATIONS, REHEARSAL_SECONDS, REHEARSAL_STAFF and
 * REHEARSAL_SEED change the scale.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../local/config';
import { createStaffUser } from '@safe-haven/testing/staff-users';
import { startTestStack } from '@safe-haven/testing/test-stack';
import { printRehearsal, rehearsalHeld, runCampaignRehearsal } from './campaign-rehearsal';

console.log('== local stack');
const { stack, info, teardown } = await startTestStack('rehearsal', 18400, 'none', { dynamoDb: { inMemory: true, heapMb: 2048 } });
let report;
try {
  const admin = await createStaffUser(info, { role: 'admin', firstName: 'Bench', lastName: 'Admin' });
  console.log('== campaign rehearsal');
  report = await runCampaignRehearsal(stack, info, admin);
} finally {
  await teardown();
}
printRehearsal(report);
const file = join(ROOT_DIR, 'bench', 'results.json');
const results = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
mkdirSync(join(ROOT_DIR, 'bench'), { recursive: true });
const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, loadAverage: loadavg().map((value) => Number(value.toFixed(2))), node: process.version };
writeFileSync(file, `${JSON.stringify({ ...results, rehearsal: { date: new Date().toISOString(), machine, ...report } }, null, 2)}\n`);
if (!rehearsalHeld(report)) {
  console.error('\nThe rehearsal did not hold: see the checks above.');
  process.exit(1);
}
