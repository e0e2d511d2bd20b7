/**
 * What documents and personal links cost (docs/performance.md, "Documents and personal links"):
 * `npx tsx scripts/bench/document-links-cost.ts [sends a month] [views per send]` (1,000 and 3 by
 * default). Item sizes are measured on the entity builders the routes write with (a document link,
 * its token marker, a document email in the outbox, an audit entry, the invitation with a
 * `documentViews` entry); the reads and writes per request are those of docs/data-model.md
 * (sendDocument, openDocumentLink, documentActions). Transactions cost two units per KB and item.
 */
import { randomUUID } from 'node:crypto';
import { itemSizeBytes } from '@safe-haven/lambdas/data/item-size';
import { auditEntity } from '@safe-haven/lambdas/data/invitation-audit';
import { documentLinkEntity, documentTokenEntity } from '@safe-haven/lambdas/data/document-link';
import { brandDocumentEntity } from '@safe-haven/lambdas/data/brand-document';
import { newOutboxEmail, outboxEntity } from '@safe-haven/lambdas/data/outbox';
import { defaultPersonalLine } from '@safe-haven/shared/documents';

const sends = Number(process.argv[2] ?? 1000);
const viewsPerSend = Number(process.argv[3] ?? 3);
const PRICE = { wru: 0.625 / 1e6, rru: 0.125 / 1e6, lambdaGbS: 0.0000133334, lambdaRequest: 0.2 / 1e6, api: 1 / 1e6, ses: 0.1 / 1000, s3Get: 0.4 / 1e6, s3OutGb: 0.09 };
/** The invitation item's median size measured on a busy pipeline (docs/data-model.md), plus one documentViews entry below. */
const INVITATION_BYTES = 1_039;

const now = new Date();
const at = now.toISOString();
const invitationId = randomUUID();
const linkId = randomUUID();
const expiresAt = new Date(now.getTime() + 30 * 86_400_000).toISOString();
const version = { kind: 'member-pitch-deck' as const, versionId: randomUUID(), objectKey: `documents/member-pitch-deck/${randomUUID()}.pdf`, fileName: 'Safe Haven member pitch deck 2026.pdf', size: 4_200_000, uploadedAt: at, uploadedBy: randomUUID(), uploadedByName: 'Ada Lovelace' };
const items = {
  link: documentLinkEntity.toItem({ invitationId, kind: 'member-pitch-deck', linkId, createdAt: at, sentAt: at, expiresAt, sentBy: randomUUID(), viewCount: 12, firstViewedAt: at, lastViewedAt: at }),
  token: documentTokenEntity.toItem({ tokenHash: 'f'.repeat(64), invitationId, kind: 'member-pitch-deck', linkId, expiresAt }),
  email: outboxEntity.toItem(newOutboxEmail({
    delivery: 'stream', to: 'maria.gonzalez@example.com', relatedId: invitationId,
    message: { template: 'document', invitationId, kind: 'member-pitch-deck', linkId, expiresAt, recipientFirstName: 'María', senderName: 'Ada Lovelace', senderEmail: 'ada@safehaven.example', personalLine: defaultPersonalLine('María', 'Pitch deck') },
  }, now)),
  audit: auditEntity.toItem({ invitationId, entryId: 'abcd1234', from_status: 'pitch_sent', to_status: 'pitch_sent', at, kind: 'note', note: 'Pitch deck opened (12 times)' }),
  document: brandDocumentEntity.toItem({ kind: 'member-pitch-deck', current: version, versionCount: 3 }),
};
const sizes = Object.fromEntries(Object.entries(items).map(([name, item]) => [name, itemSizeBytes(item)])) as Record<keyof typeof items, number>;
const viewEntryBytes = JSON.stringify({ 'member-pitch-deck': { count: 12, lastAt: at } }).length + 'documentViews'.length;
const units = (bytes: number, per: number) => Math.max(1, Math.ceil(bytes / per));

// A send adds to the status change: GetItem document, suppression, link (consistent, 1 RRU each); in the
// transaction Put link, Put token, Put outbox (2 WRU per KB each); the emails reader's claim, sent and ttl writes.
const sendRru = 3;
const sendWru = 2 * (units(sizes.link, 1024) + units(sizes.token, 1024) + units(sizes.email, 1024)) + 3 * units(sizes.email, 1024);
// A view: GetItem marker, link, invitation, document (consistent); UpdateItem link, invitation (+ its entry), PutItem audit.
const viewRru = units(sizes.token, 4096) + units(sizes.link, 4096) + units(INVITATION_BYTES + viewEntryBytes, 4096) + units(sizes.document, 4096);
const viewWru = units(sizes.link, 1024) + units(INVITATION_BYTES + viewEntryBytes, 1024) + units(sizes.audit, 1024);
const views = sends * viewsPerSend;
console.log('Item sizes (bytes):', JSON.stringify({ ...sizes, invitationWithOneDocumentEntry: INVITATION_BYTES + viewEntryBytes }));
console.log(`Per send: +${sendRru} RRU, +${sendWru} WRU; per counted view: ${viewRru} RRU, ${viewWru} WRU; Details: +1 RRU per document a quick action of the status sends`);
const lines: [string, number, string][] = [
  ['DynamoDB reads', (sends * sendRru + views * viewRru) * PRICE.rru, `${(sends * sendRru + views * viewRru).toLocaleString('en-US')} RRU`],
  ['DynamoDB writes', (sends * sendWru + views * viewWru) * PRICE.wru, `${(sends * sendWru + views * viewWru).toLocaleString('en-US')} WRU`],
  ['SES', sends * PRICE.ses, `${sends.toLocaleString('en-US')} emails`],
  ['API Gateway (opens)', views * PRICE.api, `${views.toLocaleString('en-US')} requests`],
  ['Lambda (opens, 1,024 MB, 100 ms assumed; the stream delivers each email, 200 ms at 512 MB)', (views + sends) * PRICE.lambdaRequest + (views * 0.1 * 1 + sends * 0.2 * 0.5) * PRICE.lambdaGbS, `${(views + sends).toLocaleString('en-US')} invocations`],
  ['S3 GET of the PDF', views * PRICE.s3Get, `${views.toLocaleString('en-US')} GETs`],
  // The signed address is S3's own, not CloudFront's: the PDF leaves at S3's internet transfer price.
  [`S3 transfer out (a ${(version.size / 1e6).toFixed(1)} MB deck)`, (views * version.size / 1e9) * PRICE.s3OutGb, `${(views * version.size / 1e9).toFixed(1)} GB`],
];
console.log(`\n${sends.toLocaleString('en-US')} sends a month, ${viewsPerSend} views each\n| line | volume a month | cost a month |\n| --- | --- | ---: |`);
for (const [name, cost, volume] of lines) console.log(`| ${name} | ${volume} | $${cost.toFixed(3)} |`);
console.log(`| **total** | | **$${lines.reduce((sum, [, cost]) => sum + cost, 0).toFixed(2)}** |`);
