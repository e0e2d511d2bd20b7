/**
 * The daily digest's cost for a team (docs/performance.md, "Daily digest"): `npx tsx
 * scripts/bench/digest-cost.ts [staff]` (500 by default). Item sizes are measured on the entity
 * builders the job writes with (a realistic profile, a digest of 20 leads, its marker, an invitation
 * of the measured median size); the runs come from the schedule (hourly) and the job's reads and
 * writes (lambdas/src/digest/daily-digest.ts). The worst month: everyone has something due every day.
 */
import { randomUUID } from 'node:crypto';
import { itemSizeBytes } from '@safe-haven/lambdas/data/item-size';
import { digestMarkerEntity } from '@safe-haven/lambdas/data/digest-marker';
import { newOutboxEmail, outboxEntity } from '@safe-haven/lambdas/data/outbox';
import { profileEntity } from '@safe-haven/lambdas/data/profile';
import { DIGEST_MAX_LEADS } from '@safe-haven/shared/daily-digest';

const staff = Number(process.argv[2] ?? 500);
const DAYS = 30.4;
const PRICE = { wru: 0.625 / 1e6, rru: 0.125 / 1e6, lambdaGbS: 0.0000133334, lambdaRequest: 0.2 / 1e6, ses: 0.1 / 1000, scheduler: 1 / 1e6 };
/** The invitation item's median size measured on a busy pipeline (docs/data-model.md). */
const INVITATION_BYTES = 1_039;
/** An orderByDue index entry with its projection (list-order.ts). */
const INDEX_ENTRY_BYTES = 350;
const MEMORY_GB = 0.5;
/** Assumed: a run that only reads the staff list; a person's reads and transaction, about 40 ms on Lambda. */
const IDLE_RUN_MS = 800;
const PER_PERSON_MS = 40;

const now = new Date();
const profile = profileEntity.toItem({
  id: randomUUID(), email: 'maria.gonzalez@safehaven.example', firstName: 'María', lastName: 'González', role: 'leadgen', status: 'active',
  addedById: randomUUID(), phone: '+13035550142', address: '1200 Ridge Road, Boulder, CO 80302', bio: 'x'.repeat(300), skills: ['Sales', 'Hospitality', 'Spanish'],
  photoUrl: `/photos/${randomUUID()}/${randomUUID()}.jpg`, twoFactorEnabled: true, timeZone: 'America/Denver', createdAt: now.toISOString(), updatedAt: now.toISOString(),
});
const leads = Array.from({ length: DIGEST_MAX_LEADS }, (_, i) => ({ name: `Invitee Number${i} Surname`, email: `invitee.number${i}@example.com`, nextStepDueAt: '2026-11-20', overdue: true }));
const email = outboxEntity.toItem(newOutboxEmail({ delivery: 'stream', to: 'maria.gonzalez@safehaven.example', relatedId: randomUUID(), message: { template: 'daily-digest', recipientFirstName: 'María', date: '2026-11-26', leads, more: 3 } }, now));
const marker = digestMarkerEntity.toItem({ profileId: randomUUID(), date: '2026-11-26', outboxId: randomUUID(), at: now.toISOString() });

const units = (bytes: number, per: number) => Math.max(1, Math.ceil(bytes / per));
const sizes = { profile: itemSizeBytes(profile), email: itemSizeBytes(email), marker: itemSizeBytes(marker) };
// Every run: the staff list, eventually consistent (0.5 unit per 4 KB of the page).
const listRru = Math.ceil((staff * sizes.profile) / 4096) * 0.5;
// Per person at their 8:00: marker GetItem (consistent), one Query per scope (up to 2), BatchGet of 20 invitations.
const personRru = units(sizes.marker, 4096) + 2 * Math.max(0.5, Math.ceil((21 * INDEX_ENTRY_BYTES) / 4096) * 0.5) + DIGEST_MAX_LEADS * 0.5 * units(INVITATION_BYTES, 4096);
// The transaction writes the marker and the email (2 units per KB each); the outbox's claim and 'sent' writes, then its ttl.
const personWru = 2 * units(sizes.marker, 1024) + 2 * units(sizes.email, 1024) + 3 * units(sizes.email, 1024);
const runs = 24 * DAYS;
const digests = staff * DAYS;
const lines = [
  ['DynamoDB reads', runs * listRru * PRICE.rru + digests * personRru * PRICE.rru, `${Math.round(runs * listRru + digests * personRru).toLocaleString('en-US')} RRU`],
  ['DynamoDB writes', digests * personWru * PRICE.wru, `${Math.round(digests * personWru).toLocaleString('en-US')} WRU`],
  ['Lambda (digest job)', runs * PRICE.lambdaRequest + (runs * IDLE_RUN_MS + digests * PER_PERSON_MS) / 1000 * MEMORY_GB * PRICE.lambdaGbS, `${Math.round(runs)} runs`],
  ['Lambda (stream delivers each email, 200 ms)', digests * (PRICE.lambdaRequest + 0.2 * MEMORY_GB * PRICE.lambdaGbS), `${Math.round(digests).toLocaleString('en-US')} invocations`],
  ['SES', digests * PRICE.ses, `${Math.round(digests).toLocaleString('en-US')} emails`],
  ['EventBridge Scheduler', runs * PRICE.scheduler, `${Math.round(runs)} invocations (free tier ignored)`],
] as const;
console.log(`Daily digest for ${staff} staff, everyone with something due every day (${DAYS} days a month)`);
console.log(`item sizes: profile ${sizes.profile} B, digest email (20 leads) ${sizes.email} B, marker ${sizes.marker} B`);
console.log(`per run: staff list ${listRru} RRU; per digest: ${personRru} RRU, ${personWru} WRU`);
console.log('| line | volume a month | cost a month |\n| --- | --- | --- |');
for (const [line, cost, volume] of lines) console.log(`| ${line} | ${volume} | $${cost.toFixed(3)} |`);
console.log(`| **total** | | **$${lines.reduce((sum, [, cost]) => sum + cost, 0).toFixed(2)}** |`);
