/**
 * The bounded invitation item (docs/data-model.md, "A bounded invitation item"): the audit trail in
 * items of its own, the long texts in the detail item, the latest activity on the card's item. A
 * loop of status changes keeps the card's item the same size; the dialog reads the trail newest
 * first; deletion and erasure leave no trail or detail behind; the migration moves an old trail once.
 */
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { seedInvitation, seedOldShapeInvitation, storedDetail, storedTrail } from '@safe-haven/testing/invitations';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { itemsWithPrefix } from '@safe-haven/testing/table';
import { dynamo } from '../core/aws-clients';
import { migrateAuditTrails } from '../data/audit-trail-migration';
import { invitationEntity } from '../data/invitation';
import { AUDIT_PAGE_SIZE, auditEntity, type AuditEntry } from '../data/invitation-audit';
import { itemSizeBytes } from '../data/item-size';
import { getProfile, type Profile } from '../data/profile';
import { tableName } from '../data/table';
import { changeInvitationStatus } from './change-status-service';
import { invitationDetails } from './invitation-details-service';

const stack = inject('stack');
let admin: TestUser;
let actor: Profile;
let token: string;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Bounded' });
  actor = (await getProfile(admin.id))!;
  token = await signIn(stack, admin);
});

const rawInvitation = async (id: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName(), Key: invitationEntity.key(id), ConsistentRead: true }))).Item!;

const LONG_NOTE = 'Did not join the call; wrote back that the date clashed with a family event, asked for the recording. '.repeat(10);

/** Moves a member lead invited_to_zoom -> no_show_zoom -> invited_to_zoom `loops` times, one second apart. */
const zoomLoops = async (id: string, loops: number, start: number) => {
  let at = start;
  for (let loop = 0; loop < loops; loop++) {
    await changeInvitationStatus(actor, id, { from: 'invited_to_zoom', to: 'no_show_zoom', note: `${LONG_NOTE} (${loop})` }, new Date((at += 1000)));
    await changeInvitationStatus(actor, id, { from: 'no_show_zoom', to: 'invited_to_zoom', note: `Invited again (${loop})` }, new Date((at += 1000)));
  }
  return at;
};

describe('a loop of status changes', () => {
  it('keeps the card item the same size, under 1 KB, while the trail grows in items of its own', async () => {
    const invitation = await seedInvitation(admin, { audience: 'member', status: 'invited_to_zoom' });
    let at = await zoomLoops(invitation.id, 2, Date.now());
    const sizeAfterTwo = itemSizeBytes(await rawInvitation(invitation.id));
    at = await zoomLoops(invitation.id, 18, at);
    const item = await rawInvitation(invitation.id);
    expect(itemSizeBytes(item)).toBe(sizeAfterTwo);
    expect(itemSizeBytes(item)).toBeLessThan(1024);
    expect(item.audit).toBeUndefined();
    expect(item.responseNotes).toBeUndefined();
    expect(item.lastActivityAt).toBe(new Date(at).toISOString());
    // 1 sent + 40 changes, each once; the latest note on the detail item.
    expect(await storedTrail(invitation.id)).toHaveLength(41);
    expect(await storedDetail(invitation.id)).toMatchObject({ responseNotes: 'Invited again (17)', personalMessage: 'Seeded for a test.' });
  });
});

describe('the details dialog', () => {
  it('shows the trail newest first, the latest AUDIT_PAGE_SIZE entries of a longer one, and the long texts', async () => {
    const invitation = await seedInvitation(admin, { audience: 'member', status: 'invited_to_zoom' });
    const start = Date.now();
    await zoomLoops(invitation.id, 3, start);
    const response = await callApi(stack, 'GET', `/invitations/${invitation.id}`, { token });
    expect(response.status).toBe(200);
    const details = response.body as unknown as InvitationDetails;
    expect(details.audit.map((entry) => entry.to_status)).toEqual(['invited_to_zoom', 'no_show_zoom', 'invited_to_zoom', 'no_show_zoom', 'invited_to_zoom', 'no_show_zoom', 'sent']);
    expect(details.audit[0]).toMatchObject({ note: 'Invited again (2)', by: 'Ada Bounded', at: new Date(start + 6000).toISOString() });
    expect(details.audit.at(-1)).toMatchObject({ from_status: null, to_status: 'sent' });
    expect(details).toMatchObject({ personalMessage: 'Seeded for a test.', responseNotes: 'Invited again (2)' });
    expect(details.auditTruncated).toBeUndefined();

    await zoomLoops(invitation.id, 25, start + 6000);
    const long = await invitationDetails(actor, invitation.id);
    expect(long.audit).toHaveLength(AUDIT_PAGE_SIZE);
    expect(long.auditTruncated).toBe(true);
    const times = long.audit.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(long.audit[0]).toMatchObject({ to_status: 'invited_to_zoom', note: 'Invited again (24)' });
  });
});

const leftovers = async (id: string) => [
  ...(await itemsWithPrefix(stack, `INVITATION#${id}`, 'AUDIT#')),
  ...(await itemsWithPrefix(stack, `INVITATION#${id}`, 'DETAIL')),
  ...(await itemsWithPrefix(stack, `INVITATION#${id}`, 'INVITATION')),
];

/** A trail longer than one transaction holds, written straight to the table. */
const longTrail = async (id: string, entries: number) => {
  const base = Date.now() - entries * 1000;
  for (let i = 0; i < entries; i++) {
    await auditEntity.createOne({ invitationId: id, entryId: `t${i}`, from_status: 'maybe', to_status: 'maybe', kind: 'note', at: new Date(base + i * 1000).toISOString(), note: `Private note ${i}`, by: admin.id });
  }
};

describe('deleting and erasing', () => {
  it('deletes the detail item and every audit entry with the invitation, a trail longer than a transaction too', async () => {
    const invitation = await seedInvitation(admin, { status: 'maybe' });
    await longTrail(invitation.id, 120);
    const response = await callApi(stack, 'DELETE', `/invitations/${invitation.id}`, { token });
    expect(response.status).toBe(200);
    expect(await leftovers(invitation.id)).toEqual([]);
  });

  it('erasure leaves no audit entry (notes hold personal data) and no detail item', async () => {
    const email = `bounded-${randomUUID().slice(0, 8)}@invitee.test`;
    const invitation = await seedInvitation(admin, { status: 'maybe', email });
    const noted = await callApi(stack, 'POST', `/invitations/${invitation.id}/notes`, { token, body: { note: 'Lives at 12 Elm Street, call after 6.' } });
    expect(noted.body).toMatchObject({ audit: [{ note: 'Lives at 12 Elm Street, call after 6.' }, { to_status: 'sent' }] });
    await longTrail(invitation.id, 110);
    expect((await itemsWithPrefix(stack, `INVITATION#${invitation.id}`, 'AUDIT#')).length).toBe(112);
    const erased = await callApi(stack, 'POST', `/invitations/${invitation.id}/erase`, { token, body: { confirmation: email } });
    expect(erased.status).toBe(200);
    expect(await leftovers(invitation.id)).toEqual([]);
  });
});

describe('the migration of existing invitations', () => {
  const trailOf = (length: number, start: number): AuditEntry[] => [
    { from_status: null, to_status: 'sent', at: new Date(start).toISOString(), by: 'someone', byName: 'Old Sender' },
    ...Array.from({ length: length - 1 }, (_, i): AuditEntry => ({
      from_status: i % 2 === 0 ? 'sent' : 'maybe', to_status: 'maybe', at: new Date(start + (i + 1) * 1000).toISOString(), note: `Old note ${i}`, kind: 'note', by: 'someone', byName: 'Old Sender',
    })),
  ];

  it('moves each old trail once, empties the item, and a second run changes nothing', async () => {
    const start = Date.now() - 400_000;
    const createdAt = new Date(start).toISOString();
    const short = await seedOldShapeInvitation(admin, trailOf(3, start), { responseNotes: 'Old status note', createdAt });
    // Longer than one transaction holds.
    const long = await seedOldShapeInvitation(admin, trailOf(130, start), { createdAt });
    // Changed after the deploy, before the migration: a new entry and the note on the detail item.
    const mixed = await seedOldShapeInvitation(admin, trailOf(2, start), { responseNotes: 'Superseded note', createdAt });
    await changeInvitationStatus(actor, mixed.id, { from: 'maybe', to: 'interested_maybe', note: 'New note' });
    const mixedBefore = await invitationDetails(actor, mixed.id);
    expect(mixedBefore.audit.map((entry) => entry.to_status)).toEqual(['interested_maybe', 'maybe', 'sent']);

    const first = await migrateAuditTrails();
    expect(first.skipped).toEqual([]);
    for (const [invitation, length] of [[short, 3], [long, 130], [mixed, 3]] as const) {
      const item = await rawInvitation(invitation.id);
      expect(item.audit).toBeUndefined();
      expect(item.personalMessage).toBeUndefined();
      expect(item.responseNotes).toBeUndefined();
      expect(item.isInternal).toBeUndefined();
      expect(await storedTrail(invitation.id)).toHaveLength(length);
    }
    expect((await rawInvitation(short.id)).lastActivityAt).toBe(new Date(start + 2000).toISOString());
    expect(await storedDetail(short.id)).toMatchObject({ personalMessage: 'Written before the detail item.', responseNotes: 'Old status note' });
    expect(await storedDetail(mixed.id)).toMatchObject({ personalMessage: 'Written before the detail item.', responseNotes: 'New note' });
    expect((await rawInvitation(mixed.id)).lastActivityAt).toBe(mixedBefore.statusUpdatedAt);
    expect((await invitationDetails(actor, mixed.id)).audit).toEqual(mixedBefore.audit);
    const longDetails = await invitationDetails(actor, long.id);
    expect(longDetails.audit[0]).toMatchObject({ note: 'Old note 128' });
    expect(longDetails.auditTruncated).toBe(true);

    const second = await migrateAuditTrails();
    expect(second.migrated).toBe(0);
    expect(second.entriesMoved).toBe(0);
    expect(await storedTrail(short.id)).toHaveLength(3);
    expect(await storedTrail(long.id)).toHaveLength(130);
  });
});
