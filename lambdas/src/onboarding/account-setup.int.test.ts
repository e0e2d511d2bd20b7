/**
 * Account set-up from a staff invitation, through the local gateway: the invited role and team lead,
 * the password rules, and at most one account per link (replayed, concurrent, or after a failure).
 */
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@safe-haven/shared/validation/password';
import { ACCOUNT_SETUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { cognitoUsersWithEmail, inviteStaff } from '@safe-haven/testing/onboarding';
import { interceptDynamo } from '@safe-haven/testing/intercept-dynamo';
import { getProfile, profileEmailEntity } from '../data/profile';
import { getStaffInvitation } from '../data/staff-invitation';
import { acceptStaffInvitationWithPassword } from './account-setup-service';
import { acceptStaffInvitation, readStaffInvitation } from '@safe-haven/testing/public-api';

const stack = inject('stack');
const PASSWORD = 'Harbour!Lights2026';
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  adminToken = await signIn(stack, admin);
});

describe('an invited person sets up their account', () => {
  it('reads the invitation, refuses weak and common passwords, then creates the account with the invited role and team lead', async () => {
    // Prepare
    const { email, token, invitationId } = await inviteStaff(stack, adminToken, { role: 'founder', firstName: 'Rowan', lastName: 'Hale' });
    // Act
    const read = await readStaffInvitation(stack, token);
    const weak = await acceptStaffInvitation(stack, token, { body: { password: 'passwordpassword1' } });
    const common = await acceptStaffInvitation(stack, token, { body: { password: 'Password123!' } });
    const short = await acceptStaffInvitation(stack, token, { body: { password: 'Aa1!' } });
    const created = await acceptStaffInvitation(stack, token, { body: { password: PASSWORD } });
    // Assess
    expect(read).toMatchObject({ status: 200, body: { email, firstName: 'Rowan', lastName: 'Hale', role: 'founder', inviterName: `${admin.firstName} ${admin.lastName}` } });
    expect(weak).toMatchObject({ status: 400, body: { message: PASSWORD_MESSAGES.complexity } });
    expect(short).toMatchObject({ status: 400, body: { message: PASSWORD_MESSAGES.tooShort } });
    expect(common).toMatchObject({ status: 400, body: { code: 'COMMON_PASSWORD', message: PASSWORD_MESSAGES.common } });
    expect(created).toMatchObject({ status: 201, body: { ok: true, email, firstName: 'Rowan', status: 'active' } });
    const me = await callApi(stack, 'GET', '/me', { token: await signIn(stack, { email, password: PASSWORD }) });
    expect(me.body).toMatchObject({ email, role: 'founder', status: 'active', firstName: 'Rowan' });
    expect((await getProfile(String(me.body.id)))?.addedById).toBe(admin.id);
    expect(await getStaffInvitation(invitationId)).toMatchObject({ status: 'accepted', profileId: me.body.id });
  });

  it('answers a used link like an unknown one, and a replay creates nothing', async () => {
    const { email, token } = await inviteStaff(stack, adminToken, { role: 'leadgen' });
    expect((await acceptStaffInvitation(stack, token, { body: { password: PASSWORD } })).status).toBe(201);

    const replay = await acceptStaffInvitation(stack, token, { body: { password: 'Another!Tide2026' } });
    const read = await readStaffInvitation(stack, token);

    expect(replay).toMatchObject({ status: 404, body: { code: 'INVITATION_INVALID', message: ACCOUNT_SETUP_MESSAGES.invalidBody } });
    expect(read.status).toBe(404);
    expect(await cognitoUsersWithEmail(stack, email)).toHaveLength(1);
    // The first password still works: the replay did not touch the account.
    await expect(signIn(stack, { email, password: PASSWORD })).resolves.toEqual(expect.any(String));
  });

  it('creates one account when the same link is submitted five times at once', async () => {
    const { email, token } = await inviteStaff(stack, adminToken, { role: 'leadgen' });

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => acceptStaffInvitation(stack, token, { body: { password: PASSWORD } })),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => [201, 404, 409].includes(status))).toBe(true);
    const users = await cognitoUsersWithEmail(stack, email);
    expect(users).toHaveLength(1);
    const sub = users[0]!.Attributes!.find((attribute) => attribute.Name === 'sub')!.Value!;
    expect(await getProfile(sub)).toMatchObject({ email, role: 'leadgen' });
    expect(await profileEmailEntity.get(email)).toMatchObject({ profileId: sub });
  });

  it('keeps a suspended invitee out until an admin activates them', async () => {
    const { email, token } = await inviteStaff(stack, adminToken, { role: 'leadgen', status: 'suspended' });
    const created = await acceptStaffInvitation(stack, token, { body: { password: PASSWORD } });
    expect(created.body).toMatchObject({ status: 'suspended' });
    expect((await callApi(stack, 'GET', '/me', { token: await signIn(stack, { email, password: PASSWORD }) })).status).toBe(403);
  });

  it('refuses an expired or unknown link', async () => {
    const unknown = await readStaffInvitation(stack, 'x'.repeat(43));
    const malformed = await acceptStaffInvitation(stack, '<script>', { body: { password: PASSWORD } });
    expect(unknown).toMatchObject({ status: 404, body: { message: ACCOUNT_SETUP_MESSAGES.invalidBody } });
    expect(malformed.status).toBe(400);
  });
});

describe('a set-up whose last write fails', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('leaves no Cognito user without a profile, and the link still works afterwards', async () => {
    // Prepare: the account's transaction (profile + marker + invitation) fails once.
    const { email, token, invitationId } = await inviteStaff(stack, adminToken, { role: 'leadgen' });
    let failed = false;
    const mock = interceptDynamo((name) => {
      if (name !== 'TransactWriteCommand' || failed) return 'pass';
      failed = true;
      return Promise.reject(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
    });
    restore = () => mock.restore();
    // Act
    await expect(acceptStaffInvitationWithPassword(token, PASSWORD)).rejects.toThrow('Service unavailable');
    mock.restore();
    restore = undefined;
    // Assess: nothing half-made is left, and the person can simply try again.
    expect(await cognitoUsersWithEmail(stack, email)).toHaveLength(0);
    expect(await profileEmailEntity.get(email)).toBeUndefined();
    const invitation = await getStaffInvitation(invitationId);
    expect(invitation).toMatchObject({ status: 'pending' });
    expect(invitation?.claimId).toBeUndefined();
    const retried = await acceptStaffInvitation(stack, token, { body: { password: PASSWORD } });
    expect(retried.status).toBe(201);
    expect(await cognitoUsersWithEmail(stack, email)).toHaveLength(1);
  });
});
