/**
 * Team administration through the local gateway: who may call the admin routes, Invite New User's
 * rules, pending invitations (resend, cancel), suspend / activate / role / delete taking effect on the
 * next request, and the last active admin.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_ROUTE_PREFIX, API_ROUTES } from '@safe-haven/shared/api-routes';
import { API_MESSAGES } from '@safe-haven/shared/messages';
import { INVITE_USER_MESSAGES, MANAGE_USERS_MESSAGES } from '@safe-haven/shared/team-messages';
import type { ManagedUser, PendingStaffInvitation } from '@safe-haven/shared/team-api-types';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { cognitoUsersWithEmail, dropAdminRoster, inviteStaff, readAdminRoster, setAdminRoster, uniqueEmail } from '@safe-haven/testing/onboarding';
import { waitForEmail } from '@safe-haven/testing/mailbox';
import { nextSecond } from '@safe-haven/testing/next-second';
import { OPENAPI_FILE, type OpenApiDocument } from '@safe-haven/scripts/openapi/build-openapi';
import { getInvitation } from '../data/invitation';
import { getProfile } from '../data/profile';
import { acceptStaffInvitation, readStaffInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  adminToken = await signIn(stack, admin);
});

const concretePath = (path: string) => path.replace(/^\/api/, '').replace('{id}', randomUUID());

describe('admin routes', () => {
  const adminRoutes = API_ROUTES.filter((route) => route.path.startsWith(ADMIN_ROUTE_PREFIX));
  let founderToken: string;
  let leadgenToken: string;
  beforeAll(async () => {
    founderToken = await signIn(stack, await createStaffUser(stack, { role: 'founder' }));
    leadgenToken = await signIn(stack, await createStaffUser(stack, { role: 'leadgen' }));
  });

  it('are all declared admin-only by their handlers (as the API document records)', () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
    expect(adminRoutes.length).toBeGreaterThanOrEqual(9);
    for (const route of adminRoutes) expect(document.paths[route.path]?.[route.method.toLowerCase()]?.['x-roles'], route.id).toEqual(['admin']);
  });

  it.each(adminRoutes)('$method $path refuses founders and lead generators with 403', async (route) => {
    for (const token of [founderToken, leadgenToken]) {
      const response = await callApi(stack, route.method, concretePath(route.path), { token, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: { isActive: true, status: 'active', code: 'X' } }) });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    }
  });

  it('Invite New User: lead generators may not, founders add lead generators only', async () => {
    const body = (role: string) => ({ firstName: 'Kai', lastName: 'Moss', email: uniqueEmail('kai'), role });
    expect((await callApi(stack, 'POST', '/staff-invitations', { token: leadgenToken, body: body('leadgen') })).status).toBe(403);
    for (const role of ['admin', 'founder']) {
      const refused = await callApi(stack, 'POST', '/staff-invitations', { token: founderToken, body: body(role) });
      expect(refused).toMatchObject({ status: 403, body: { code: 'ROLE_NOT_ALLOWED', message: INVITE_USER_MESSAGES.roleNotAllowed } });
    }
    const allowed = await callApi(stack, 'POST', '/staff-invitations', { token: founderToken, body: body('leadgen') });
    expect(allowed).toMatchObject({ status: 201, body: { ok: true, emailDelivered: true } });
  });
});

describe('Invite New User', () => {
  it('sends a welcome email whose link opens the set-up page', async () => {
    const email = uniqueEmail('welcome');
    const sent = await callApi(stack, 'POST', '/staff-invitations', { token: adminToken, body: { firstName: 'Ivy', lastName: 'Stone', email, role: 'admin' } });
    expect(sent.status).toBe(201);
    const [mail] = await waitForEmail(stack.urls.mailbox, email);
    expect(mail!.subject).toBe(`${admin.firstName} ${admin.lastName} invited you to join the Safe Haven team`);
    expect(mail!.body.text).toContain('as Administrator');
    expect(mail!.body.text).toMatch(new RegExp(`${stack.urls.web}/setup-profile#token=[A-Za-z0-9_-]{43}\\s`));
  });

  it('refuses a registered email, a second pending invitation, and field errors', async () => {
    const registered = await createStaffUser(stack, { role: 'leadgen' });
    const pending = await inviteStaff(stack, adminToken, { role: 'leadgen' });
    const send = (body: Record<string, unknown>) => callApi(stack, 'POST', '/staff-invitations', { token: adminToken, body: { firstName: 'A', lastName: 'B', role: 'leadgen', ...body } });

    expect(await send({ email: registered.email.toUpperCase() })).toMatchObject({ status: 409, body: { code: 'ALREADY_REGISTERED', message: INVITE_USER_MESSAGES.alreadyRegistered } });
    const again = await send({ email: pending.email });
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_PENDING' } });
    expect(again.body.message).toMatch(/already has a pending invitation \(valid until \w{3} \d{1,2}, \d{4}\)/);
    expect(await send({ email: 'not-an-email' })).toMatchObject({ status: 400, body: { fieldErrors: { email: 'Invalid email address' } } });
    expect(await send({ email: uniqueEmail('x'), role: undefined })).toMatchObject({ status: 400, body: { fieldErrors: { role: INVITE_USER_MESSAGES.roleRequired } } });
  });
});

describe('pending invitations', () => {
  it('give an admin\'s set-up link 72 hours, everyone else\'s 7 days, also after a resend', async () => {
    const HOUR_MS = 60 * 60 * 1000;
    const lifetime = async (role: 'admin' | 'founder') => {
      const before = Date.now();
      const invited = await inviteStaff(stack, adminToken, { role });
      const list = await callApi<{ invitations: PendingStaffInvitation[] }>(stack, 'GET', '/admin/staff-invitations', { token: adminToken });
      const listed = list.body.invitations.find((invitation) => invitation.id === invited.invitationId)!;
      return { invited, hours: (Date.parse(listed.expiresAt) - before) / HOUR_MS };
    };
    const admin = await lifetime('admin');
    expect(admin.hours).toBeGreaterThan(71.9);
    expect(admin.hours).toBeLessThanOrEqual(72.1);
    expect((await lifetime('founder')).hours).toBeGreaterThan(7 * 24 - 0.1);
    const resent = await callApi(stack, 'POST', `/admin/staff-invitations/${admin.invited.invitationId}/resend`, { token: adminToken });
    expect(resent.status).toBe(200);
    const after = await callApi<{ invitations: PendingStaffInvitation[] }>(stack, 'GET', '/admin/staff-invitations', { token: adminToken });
    const renewed = after.body.invitations.find((invitation) => invitation.id === admin.invited.invitationId)!;
    expect((Date.parse(renewed.expiresAt) - Date.now()) / HOUR_MS).toBeLessThanOrEqual(72);
  });

  it('are listed newest first, can be resent with the same link and cancelled, which kills the link', async () => {
    const invited = await inviteStaff(stack, adminToken, { role: 'founder', firstName: 'Pia' });
    const list = await callApi<{ invitations: PendingStaffInvitation[] }>(stack, 'GET', '/admin/staff-invitations', { token: adminToken });
    expect(list.body.invitations[0]).toMatchObject({ id: invited.invitationId, email: invited.email, role: 'founder', firstName: 'Pia' });

    const resent = await callApi(stack, 'POST', `/admin/staff-invitations/${invited.invitationId}/resend`, { token: adminToken });
    expect(resent).toMatchObject({ status: 200, body: { ok: true, emailDelivered: true } });
    const mails = await waitForEmail(stack.urls.mailbox, invited.email, 2);
    expect(mails[1]!.body.text).toContain(invited.token);

    const cancelled = await callApi(stack, 'DELETE', `/admin/staff-invitations/${invited.invitationId}`, { token: adminToken });
    expect(cancelled.status).toBe(200);
    expect((await readStaffInvitation(stack, invited.token)).status).toBe(404);
    const after = await callApi<{ invitations: PendingStaffInvitation[] }>(stack, 'GET', '/admin/staff-invitations', { token: adminToken });
    expect(after.body.invitations.map((invitation) => invitation.id)).not.toContain(invited.invitationId);
    expect(await callApi(stack, 'POST', `/admin/staff-invitations/${invited.invitationId}/resend`, { token: adminToken })).toMatchObject({
      status: 404, body: { message: MANAGE_USERS_MESSAGES.invitationNotFound },
    });
    // The email is free for a new invitation.
    expect((await callApi(stack, 'POST', '/staff-invitations', { token: adminToken, body: { firstName: 'Pia', lastName: 'N', email: invited.email, role: 'founder' } })).status).toBe(201);
  });
});

describe('changes to a user take effect on their next request', () => {
  const managed = async (id: string) =>
    (await callApi<{ users: ManagedUser[] }>(stack, 'GET', '/admin/users', { token: adminToken })).body.users.find((user) => user.id === id);

  it('suspend ends the sessions; activate lets the user sign in again', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen' });
    const token = await signIn(stack, user);
    expect((await callApi(stack, 'GET', '/me', { token })).status).toBe(200);

    expect(await callApi(stack, 'PATCH', `/admin/users/${user.id}`, { token: adminToken, body: { status: 'suspended' } })).toMatchObject({ status: 200, body: { status: 'suspended' } });
    // Read once the answer is back: the server stamped the revocation at or before this moment.
    const suspendedAt = Date.now();
    // While suspended, the refusal says why (the login screen shows it), whichever session asks.
    expect(await callApi(stack, 'GET', '/me', { token })).toMatchObject({ status: 403, body: { code: 'INACTIVE', message: API_MESSAGES.forbiddenInactive } });
    expect((await managed(user.id))?.status).toBe('suspended');

    expect((await callApi(stack, 'PATCH', `/admin/users/${user.id}`, { token: adminToken, body: { status: 'active' } })).status).toBe(200);
    // The session from before the suspension stays ended; a new sign-in works.
    expect((await callApi(stack, 'GET', '/me', { token })).status).toBe(401);
    await nextSecond(suspendedAt);
    expect((await callApi(stack, 'GET', '/me', { token: await signIn(stack, user) })).status).toBe(200);
  });

  it('a role change applies to the very next request', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen' });
    const token = await signIn(stack, user);
    const invite = () => callApi(stack, 'POST', '/staff-invitations', { token, body: { firstName: 'R', lastName: 'C', email: uniqueEmail('rc'), role: 'leadgen' } });
    expect((await invite()).status).toBe(403);

    expect((await callApi(stack, 'PATCH', `/admin/users/${user.id}`, { token: adminToken, body: { role: 'founder' } })).status).toBe(200);

    expect((await invite()).status).toBe(201);
    expect((await callApi(stack, 'GET', '/me', { token })).body).toMatchObject({ role: 'founder' });
    expect((await managed(user.id))?.role).toBe('founder');
  });

  it('delete keeps the invitations they sent, frees the email and removes the Cognito user', async () => {
    const user = await createStaffUser(stack, { role: 'leadgen', firstName: 'Dana', lastName: 'Gone' });
    const token = await signIn(stack, user);
    const sent = await callApi<{ invitationId: string }>(stack, 'POST', '/invitations', {
      token, body: { firstName: 'Q', lastName: 'R', email: uniqueEmail('lead'), personalMessage: 'Hi', audience: 'member', idempotencyKey: randomUUID() },
    });
    expect(sent.status).toBe(201);

    expect(await callApi(stack, 'DELETE', `/admin/users/${user.id}`, { token: adminToken })).toMatchObject({ status: 200, body: { ok: true } });

    expect((await callApi(stack, 'GET', '/me', { token })).status).toBe(401);
    expect(await getInvitation(sent.body.invitationId)).toMatchObject({ senderId: user.id, inviterName: 'Dana Gone' });
    expect(await getProfile(user.id)).toMatchObject({ status: 'deleted', firstName: 'Dana' });
    expect((await managed(user.id))?.status).toBe('deleted');
    expect(await cognitoUsersWithEmail(stack, user.email)).toHaveLength(0);
    expect((await callApi(stack, 'PATCH', `/admin/users/${user.id}`, { token: adminToken, body: { status: 'active' } })).status).toBe(409);
    // The person can be invited again, as a new account.
    const again = await inviteStaff(stack, adminToken, { role: 'leadgen', email: user.email });
    expect((await acceptStaffInvitation(stack, again.token, { body: { password: 'Back!Again2026' } })).status).toBe(201);
  });

  it('lists every user with Invitations Sent and two-factor', async () => {
    const users = (await callApi<{ users: ManagedUser[] }>(stack, 'GET', '/admin/users', { token: adminToken })).body.users;
    const me = users.find((user) => user.id === admin.id);
    expect(me).toMatchObject({ email: admin.email, role: 'admin', status: 'active', twoFactorEnabled: true, invitationsSent: expect.any(Number) });
    const created = users.map((user) => user.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });
});

describe('the last active admin', () => {
  it('cannot suspend, demote or delete themself; with a second admin they can, and two admins demoting each other at once leave one', async () => {
    // Prepare: a stage whose only active admin is `first`.
    const first = await createStaffUser(stack, { role: 'admin' });
    const firstToken = await signIn(stack, first);
    await setAdminRoster(stack, [first.id]);
    const change = (token: string, id: string, body: Record<string, unknown>) => callApi(stack, 'PATCH', `/admin/users/${id}`, { token, body });

    // Act + assess: alone, every way out is refused.
    for (const body of [{ status: 'suspended' }, { role: 'founder' }, { role: 'leadgen' }]) {
      expect(await change(firstToken, first.id, body)).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN', message: MANAGE_USERS_MESSAGES.lastAdmin } });
    }
    expect(await callApi(stack, 'DELETE', `/admin/users/${first.id}`, { token: firstToken })).toMatchObject({ status: 409, body: { code: 'LAST_ADMIN' } });

    // A second admin joins; then each tries to demote the other at the same moment.
    const second = await createStaffUser(stack, { role: 'leadgen' });
    expect((await change(firstToken, second.id, { role: 'admin' })).status).toBe(200);
    const secondToken = await signIn(stack, second);
    const [a, b] = await Promise.all([change(firstToken, second.id, { role: 'leadgen' }), change(secondToken, first.id, { role: 'leadgen' })]);

    const statuses = [a.status, b.status];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const roles = [(await getProfile(first.id))!.role, (await getProfile(second.id))!.role];
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
  });
});

describe('the admin roster on a stage that has none yet (a first admin made by hand)', () => {
  it('is built from the active admins by a role change, a deletion and an admin account set-up, each within its function\'s permissions', async () => {
    // Prepare
    const lead = await createStaffUser(stack, { role: 'leadgen' });
    await dropAdminRoster(stack);
    // Act + assess: Make Admin (UpdateUser) builds the roster, then adds the new admin to it.
    expect((await callApi(stack, 'PATCH', `/admin/users/${lead.id}`, { token: adminToken, body: { role: 'admin' } })).status).toBe(200);
    const afterUpdate = await readAdminRoster(stack);
    expect(afterUpdate).toContain(admin.id);
    expect(afterUpdate).toContain(lead.id);

    // Delete User (DeleteUser) of that admin, with no roster again.
    await dropAdminRoster(stack);
    expect((await callApi(stack, 'DELETE', `/admin/users/${lead.id}`, { token: adminToken })).status).toBe(200);
    const afterDelete = await readAdminRoster(stack);
    expect(afterDelete).toContain(admin.id);
    expect(afterDelete).not.toContain(lead.id);

    // An invited admin sets up their account (AcceptStaffInvitation), with no roster again.
    const { token } = await inviteStaff(stack, adminToken, { role: 'admin' });
    await dropAdminRoster(stack);
    const accepted = await acceptStaffInvitation<{ profile?: { id: string } }>(stack, token, { body: { password: 'Harbour!Lights2026' } });
    expect(accepted.status).toBe(201);
    const afterSetUp = await readAdminRoster(stack);
    expect(afterSetUp).toContain(admin.id);
    expect(afterSetUp?.size).toBeGreaterThanOrEqual(2);
  });
});
