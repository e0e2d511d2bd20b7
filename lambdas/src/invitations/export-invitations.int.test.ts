/**
 * 'Export CSV' over the real indexes: exactly the list the viewer sees under the filters
 * (never an invitation of someone else's scope), every page, answers and formula-unsafe names
 * included, the access log written; read a part at a time, each part within its rows and bytes, the
 * parts together the whole list once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { InvitationExportPart } from '@safe-haven/shared/api-types';
import { parseCsv } from '@safe-haven/shared/csv-parse';
import * as ERROR_CODES from '@safe-haven/shared/error-codes';
import { EXPORT_COLUMNS, EXPORT_HEADER_LINE } from '@safe-haven/shared/invitation-export';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation, waitUntilListed } from '@safe-haven/testing/invitations';
import { accessLogOf } from '../data/access-log';
import { invitationEntity, type Invitation } from '../data/invitation';
import { invitationResponseEntity } from '../data/invitation-response';
import { exportInvitationPart, type ExportPartLimits } from './export-invitations-service';

const stack = inject('stack');
const run = randomUUID().slice(0, 8);
let admin: TestUser;
let founder: TestUser;
let leadgen: TestUser;
let otherFounder: TestUser;
let otherLeadgen: TestUser;
const tokens: Record<string, string> = {};
const seeded: Record<string, Invitation[]> = {};

const recordsOf = (text: string) => {
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([...EXPORT_COLUMNS]);
  return rows.map((row) => Object.fromEntries(EXPORT_COLUMNS.map((column, i) => [column, row[i] ?? ''])));
};

/** Every part through the API, as the browser asks for them: the file is the header and every line. */
const exportAs = async (user: TestUser, query: string) => {
  let text = '';
  let cursor: string | undefined;
  do {
    const response = await callApi<InvitationExportPart>(stack, 'GET', `/invitation-export?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token: tokens[user.id] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // The header comes with the first part only.
    expect(response.body.header).toBe(cursor ? undefined : EXPORT_HEADER_LINE);
    text += (response.body.header ?? '') + response.body.rows.map((row) => row.line).join('');
    cursor = response.body.nextCursor;
  } while (cursor);
  return recordsOf(text);
};

/** Every part through the service with small limits: each part's rows, and the ids across parts. */
const partsOf = async (user: TestUser, limits: ExportPartLimits) => {
  const viewer = { id: user.id, role: user.role, firstName: user.firstName, lastName: user.lastName };
  const parts: InvitationExportPart[] = [];
  let cursor: string | undefined;
  do {
    const part = await exportInvitationPart(viewer, { sort: 'updated', team: false, search: undefined, ...(cursor ? { cursor } : {}) }, { limits });
    parts.push(part);
    cursor = part.nextCursor;
  } while (cursor);
  return parts;
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

});

describe('parts', () => {
  const newestFirst = () => [...seeded.leadgen!].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((i) => i.recipientEmail);
  const fileOf = (parts: InvitationExportPart[]) => recordsOf(parts.map((part) => (part.header ?? '') + part.rows.map((row) => row.line).join('')).join(''));

  it('ends a part at its rows, and the parts together are the list once, in order', async () => {
    const parts = await partsOf(leadgen, { partRows: 5, partBytes: 5_000_000 });
    expect(parts.map((part) => part.rows.length)).toEqual([5, 5, 5, 5, 3]);
    expect(parts.map((part) => part.header !== undefined)).toEqual([true, false, false, false, false]);
    expect(fileOf(parts).map((row) => row.Email)).toEqual(newestFirst());
  });

  it('ends a part before a page that would take it past its bytes, and reads a first page too large at a smaller size', async () => {
    const bytesOf = (row: InvitationExportPart['rows'][number]) => Buffer.byteLength(JSON.stringify(JSON.stringify(row)));
    const [whole] = await partsOf(leadgen, { partRows: 100, partBytes: 5_000_000 });
    // Three of the largest rows: a first page of 100 is far too large, so it is read again smaller.
    const partBytes = 3 * Math.max(...whole!.rows.map(bytesOf));
    const parts = await partsOf(leadgen, { partRows: 100, partBytes });
    for (const part of parts) {
      expect(part.rows.length).toBeGreaterThan(0);
      expect(part.rows.reduce((sum, row) => sum + bytesOf(row), 0)).toBeLessThanOrEqual(partBytes);
    }
    expect(parts.length).toBeGreaterThan(4);
    expect(fileOf(parts).map((row) => row.Email)).toEqual(newestFirst());
  });

  it('answers a cursor it did not make with a message, not a 500', async () => {
    const response = await callApi<{ message: string; code: string }>(stack, 'GET', '/invitation-export?sort=updated&cursor=bm90LWEtY3Vyc29y', { token: tokens[leadgen.id] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: MANAGE_INVITATIONS_MESSAGES.invalidCursor, code: ERROR_CODES.INVALID_CURSOR });
  });
});
