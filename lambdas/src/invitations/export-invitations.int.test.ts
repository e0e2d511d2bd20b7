/**
 * 'Export CSV' over the real indexes: exactly the list the viewer sees under the filters
 * (never an invitation of someone else's scope), every page, answers and formula-unsafe names
 * included, the access log written, and a list too large for one answer refused with a message.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { InvitationExport } from '@safe-haven/shared/api-types';
import { parseCsv } from '@safe-haven/shared/csv';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { EXPORT_COLUMNS, INVITATION_EXPORT_MESSAGES } from '@safe-haven/shared/invitation-export';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation, waitUntilListed } from '@safe-haven/testing/invitations';
import { accessLogOf } from '../data/access-log';
import { invitationEntity, type Invitation } from '../data/invitation';
import { invitationResponseEntity } from '../data/invitation-response';
import { exportInvitations } from './export-invitations-service';

const stack = inject('stack');
const run = randomUUID().slice(0, 8);
let admin: TestUser;
let founder: TestUser;
let leadgen: TestUser;
let otherFounder: TestUser;
let otherLeadgen: TestUser;
const tokens: Record<string, string> = {};
const seeded: Record<string, Invitation[]> = {};

const exportAs = async (user: TestUser, query: string) => {
  const response = await callApi<InvitationExport>(stack, 'GET', `/invitation-export?${query}`, { token: tokens[user.id] });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const [header, ...rows] = parseCsv(response.body.csv);
  expect(header).toEqual([...EXPORT_COLUMNS]);
  expect(rows).toHaveLength(response.body.rows);
  return rows.map((row) => Object.fromEntries(EXPORT_COLUMNS.map((column, i) => [column, row[i] ?? ''])));
};

const emailsOf = (rows: Record<string, string>[]) => rows.map((row) => row.Email).sort();
const addressesOf = (invitations: Invitation[]) => invitations.map((invitation) => invitation.recipientEmail).sort();

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  founder = await createStaffUser(stack, { role: 'founder', firstName: 'Fran', lastName: 'Founder' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id, firstName: 'Lee', lastName: 'Gen' });
  otherFounder = await createStaffUser(stack, { role: 'founder', firstName: 'Otto', lastName: 'Other' });
  otherLeadgen = await createStaffUser(stack, { role: 'leadgen', addedById: otherFounder.id, firstName: 'Ola', lastName: 'Gen' });
  for (const user of [admin, founder, leadgen, otherFounder, otherLeadgen]) tokens[user.id] = await signIn(stack, user);
  const base = Date.parse('2026-06-01T12:00:00.000Z');
  const seed = (sender: TestUser, count: number, label: string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        seedInvitation(sender, {
          firstName: i === 0 && label === 'lg' ? '=HYPERLINK("http://evil.test","x")' : `Export${label}`,
          lastName: `Person${i}`,
          email: `export-${run}-${label}-${i}@invitee.test`,
          audience: i % 3 === 0 ? 'land_owner' : 'member',
          status: i % 4 === 1 ? 'yes' : 'sent',
          createdAt: new Date(base + i * 60_000).toISOString(),
        }),
      ),
    );
  // The lead generator's 23 are three of the list's pages of 10: the export must not stop at the first.
  seeded.leadgen = await seed(leadgen, 23, 'lg');
  seeded.founder = await seed(founder, 4, 'fo');
  seeded.otherFounder = await seed(otherFounder, 3, 'of');
  seeded.otherLeadgen = await seed(otherLeadgen, 5, 'ol');
  await waitUntilListed(Object.values(seeded).flat().map((invitation) => invitation.id));
  // An answer on the lead generator's second invitation (status yes).
  const answered = seeded.leadgen[1]!;
  await invitationResponseEntity.createOne({
    id: randomUUID(), invitationId: answered.id, createdAt: '2026-06-02T09:00:00.000Z',
    inviteeName: 'Answer Person', inviteeEmail: answered.recipientEmail, inviteePhone: '+44 20 7946 0000', responseType: 'interested', additionalNotes: 'Call, please',
  });
  await invitationEntity.update(answered.id).set({ responseAt: '2026-06-02T09:00:00.000Z', answer: 'yes' }).go();
}, 120_000);

describe('who sees what', () => {
  it("a founder's export holds their own and their team's invitations, every page, and nobody else's", async () => {
    const rows = await exportAs(founder, 'sort=updated');
    expect(emailsOf(rows)).toEqual(addressesOf([...seeded.leadgen!, ...seeded.founder!]));
  });

  it("a lead generator's export holds only their own, even when they name another sender or the team", async () => {
    expect(emailsOf(await exportAs(leadgen, 'sort=name'))).toEqual(addressesOf(seeded.leadgen!));
    expect(await exportAs(leadgen, `sort=updated&sender=${otherFounder.id}`)).toEqual([]);
    expect(await exportAs(leadgen, 'sort=updated&team=true')).toEqual([]);
  });

  it("a founder naming another founder's lead generator gets nothing", async () => {
    expect(await exportAs(founder, `sort=updated&sender=${otherLeadgen.id}`)).toEqual([]);
  });

  it('an admin exports everyone (the seeded ones of this file among them)', async () => {
    const exported = new Set(emailsOf(await exportAs(admin, `sort=updated&search=export-${run}`)));
    expect([...exported].sort()).toEqual(addressesOf(Object.values(seeded).flat()));
  });
});

describe('filters', () => {
  it('exports only the audience filtered on', async () => {
    const rows = await exportAs(founder, 'sort=updated&audience=land_owner');
    expect(emailsOf(rows)).toEqual(addressesOf([...seeded.leadgen!, ...seeded.founder!].filter((i) => i.audience === 'land_owner')));
    expect(new Set(rows.map((row) => row.Audience))).toEqual(new Set(['Land Owner']));
  });

  it('exports only the status, the team and the search filtered on', async () => {
    expect(emailsOf(await exportAs(founder, 'sort=due&status=yes'))).toEqual(addressesOf([...seeded.leadgen!, ...seeded.founder!].filter((i) => i.status === 'yes')));
    expect(emailsOf(await exportAs(founder, 'sort=updated&team=true'))).toEqual(addressesOf(seeded.leadgen!));
    expect(emailsOf(await exportAs(founder, `sort=name&search=export-${run}-fo`))).toEqual(addressesOf(seeded.founder!));
  });

  it("keeps the list's order", async () => {
    const rows = await exportAs(leadgen, 'sort=updated');
    const newestFirst = [...seeded.leadgen!].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((i) => i.recipientEmail);
    expect(rows.map((row) => row.Email)).toEqual(newestFirst);
  });
});

describe('the file', () => {
  it("writes the answer's fields and escapes a cell a spreadsheet would run as a formula", async () => {
    const rows = await exportAs(leadgen, 'sort=updated');
    const answered = rows.find((row) => row.Email === seeded.leadgen![1]!.recipientEmail)!;
    expect(answered).toMatchObject({
      Answered: '2026-06-02T09:00:00.000Z', Answer: 'Interested', 'Answer name': 'Answer Person',
      'Answer phone': "'+44 20 7946 0000", 'Answer notes': 'Call, please', Sender: 'Lee Gen', Status: 'Yes',
    });
    const formula = rows.find((row) => row.Email === seeded.leadgen![0]!.recipientEmail)!;
    expect(formula['First name']).toBe('\'=HYPERLINK("http://evil.test","x")');
    expect(formula.Opened).toBe('');
  });

  it('records each exported invitee in the access log as an export by the viewer', async () => {
    await exportAs(founder, `sort=updated&search=export-${run}-fo`);
    for (const invitation of seeded.founder!) {
      const entries = await accessLogOf(invitation.id, 10);
      expect(entries.some((entry) => entry.viewerId === founder.id && entry.via === 'export')).toBe(true);
    }
    // The admin's Access Log says which entries are exports.
    const log = await callApi<{ entries: { viewerId: string; via?: string }[] }>(stack, 'GET', `/invitations/${seeded.founder![0]!.id}/access-log`, { token: tokens[admin.id] });
    expect(log.body.entries).toContainEqual(expect.objectContaining({ viewerId: founder.id, via: 'export' }));
    // Not in the founder's export: no entry of theirs (the admin's export above has its own).
    expect((await accessLogOf(seeded.otherFounder![0]!.id, 10)).filter((entry) => entry.viewerId === founder.id)).toEqual([]);
  });

  it('refuses a list larger than one export holds, with a message, and logs nothing', async () => {
    const viewer = { id: otherFounder.id, role: 'founder' as const, firstName: 'Otto', lastName: 'Other' };
    await expect(exportInvitations(viewer, { sort: 'updated', team: false, search: undefined }, { maxRows: 2 })).rejects.toMatchObject({
      message: INVITATION_EXPORT_MESSAGES.tooLarge(2), code: ERROR_CODES.EXPORT_TOO_LARGE,
    });
    expect((await accessLogOf(seeded.otherFounder![0]!.id, 10)).filter((entry) => entry.viewerId === otherFounder.id)).toEqual([]);
  });
});
