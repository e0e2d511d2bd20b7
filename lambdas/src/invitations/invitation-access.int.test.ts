/**
 * Ownership on every invitation route: a lead generator cannot read, update, resend, delete or mark
 * another sender's invitation (404, no data); founders see their team's; admins see all; only
 * admins and founders delete.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { getInvitation, type Invitation } from '../data/invitation';

const stack = inject('stack');
let founder: TestUser;
let otherFounder: TestUser;
let leadgen: TestUser;
let otherLeadgen: TestUser;
let admin: TestUser;
const tokens: Record<string, string> = {};
let othersInvitation: Invitation;
let ownInvitation: Invitation;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  founder = await createStaffUser(stack, { role: 'founder' });
  otherFounder = await createStaffUser(stack, { role: 'founder' });
  leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id });
  otherLeadgen = await createStaffUser(stack, { role: 'leadgen', addedById: otherFounder.id });
  for (const user of [admin, founder, otherFounder, leadgen, otherLeadgen]) tokens[user.id] = await signIn(stack, user);
  othersInvitation = await seedInvitation(otherLeadgen, { status: 'yes' });
  ownInvitation = await seedInvitation(leadgen, { status: 'sent' });
});

const attempts = (id: string) => [
  ['read', 'GET', `/invitations/${id}`, undefined],
  ['update status', 'POST', `/invitations/${id}/status`, { from: 'yes', to: 'interested_yes' }],
  ['set the due date', 'PATCH', `/invitations/${id}`, { nextStepDueAt: '2030-01-02' }],
  ['resend', 'POST', `/invitations/${id}/resend`, undefined],
  ['delete', 'DELETE', `/invitations/${id}`, undefined],
] as const;

describe("another sender's invitation", () => {
  it.each(attempts('ID'))('a lead generator cannot %s it: 404 and no data', async (_what, method, path, body) => {
    const response = await callApi(stack, method, path.replace('ID', othersInvitation.id), { token: tokens[leadgen.id], body });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: MANAGE_INVITATIONS_MESSAGES.notFound, code: 'INVITATION_NOT_FOUND' });
    const stored = (await getInvitation(othersInvitation.id))!;
    expect(stored).toMatchObject({ status: 'yes', expiresAt: othersInvitation.expiresAt });
    expect(stored.nextStepDueAt).toBeUndefined();
  });

  it('gives the same 404 for an id that does not exist', async () => {
    const response = await callApi(stack, 'GET', '/invitations/00000000-0000-0000-0000-000000000000', { token: tokens[leadgen.id] });
    expect(response.status).toBe(404);
  });

  it('a founder cannot read another founder\'s team invitation', async () => {
    const response = await callApi(stack, 'GET', `/invitations/${othersInvitation.id}`, { token: tokens[founder.id] });
    expect(response.status).toBe(404);
  });

  it('is neither listed for nor marked seen by the lead generator', async () => {
    const list = await callApi<{ items: { id: string }[] }>(stack, 'GET', `/invitations?sender=${otherLeadgen.id}`, { token: tokens[leadgen.id] });
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([]);
    const marked = await callApi(stack, 'POST', '/invitation-views', {
      token: tokens[leadgen.id], body: { items: [{ id: othersInvitation.id, statusUpdatedAt: new Date().toISOString() }] },
    });
    expect(marked.body).toEqual({ marked: 0 });
  });
});

describe('what each role may do', () => {
  it("lets the founder who added the lead generator read their invitation, with the sender's name", async () => {
    const response = await callApi(stack, 'GET', `/invitations/${ownInvitation.id}`, { token: tokens[founder.id] });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: ownInvitation.id, senderName: `${leadgen.firstName} ${leadgen.lastName}` });
  });

  it('shows the lead generator their own invitation without a sender name', async () => {
    const response = await callApi(stack, 'GET', `/invitations/${ownInvitation.id}`, { token: tokens[leadgen.id] });
    expect(response.status).toBe(200);
    expect(response.body.senderName).toBeUndefined();
  });

  it('refuses to let a lead generator delete even their own invitation, with the catalogue message', async () => {
    const response = await callApi(stack, 'DELETE', `/invitations/${ownInvitation.id}`, { token: tokens[leadgen.id] });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Only admins and founders can delete invitations.');
    expect(await getInvitation(ownInvitation.id)).toBeDefined();
  });

  it('lets an admin read any invitation', async () => {
    const response = await callApi(stack, 'GET', `/invitations/${othersInvitation.id}`, { token: tokens[admin.id] });
    expect(response.status).toBe(200);
  });

  it('keeps My Lead Generators from lead generators (403)', async () => {
    const response = await callApi(stack, 'GET', '/leadgen-stats', { token: tokens[leadgen.id] });
    expect(response.status).toBe(403);
  });
});
