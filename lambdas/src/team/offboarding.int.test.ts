/**
 * Offboarding: suspending, demoting or deleting a person ends what they sent or created. Their
 * pending staff invitations and founder codes stop working at once (checked at use) and are ended
 * by the stream a moment later; visibility follows the viewer's current role.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FOUNDER_SIGNUP_MESSAGES } from '@safe-haven/shared/team-messages';
import { createSignupCode, inviteStaff } from '@safe-haven/testing/onboarding';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { acceptStaffInvitation, readStaffInvitation } from '@safe-haven/testing/public-api';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { waitFor } from '@safe-haven/testing/wait';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/aws-clients';
import { invitationEntity } from '../data/invitation';
import { getSignupCode } from '../data/signup-code';
import { tableName } from '../data/table';
import { getStaffInvitation } from '../data/staff-invitation';

const stack = inject('stack');
const PASSWORD = 'Welcome!2026x';
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin' });
  adminToken = await signIn(stack, admin);
});

const changeUser = (id: string, body: Record<string, string>) => callApi(stack, 'PATCH', `/admin/users/${id}`, { token: adminToken, body });
const accept = (token: string) => acceptStaffInvitation(stack, token, { body: { password: PASSWORD } });
const readLink = (token: string) => readStaffInvitation(stack, token);
const validate = (code: string) => callApi(stack, 'POST', '/public/signup-codes/validate', { body: { code } });
const invitationEnded = (id: string) => waitFor(() => getStaffInvitation(id), (invitation) => invitation?.status === 'expired', 'the invitation to end');
const codeDeactivated = (id: string) => waitFor(() => getSignupCode(id), (code) => code?.isActive === false, 'the code to be deactivated');

describe('offboarding', () => {
  it("refuses a suspended admin's pending admin invitation at accept, and the stream ends it", async () => {
    // Prepare: an admin invites another admin, then is suspended.
    const inviter = await createStaffUser(stack, { role: 'admin' });
    const invited = await inviteStaff(stack, await signIn(stack, inviter), { role: 'admin' });
    expect((await readLink(invited.token)).status).toBe(200);
    expect((await changeUser(inviter.id, { status: 'suspended' })).status).toBe(200);
    // Act
    const read = await readLink(invited.token);
    const accepted = await accept(invited.token);
    // Assess: the link opens nothing and creates nothing; the invitation is ended.
    expect(read.status).toBe(404);
    expect(accepted.status).toBe(404);
    expect(await invitationEnded(invited.invitationId)).toMatchObject({ status: 'expired' });
  });

  it("ends an admin's admin invitations and codes when demoted to founder, and keeps their lead generator invitations", async () => {
    // Prepare
    const inviter = await createStaffUser(stack, { role: 'admin' });
    const inviterToken = await signIn(stack, inviter);
    const adminInvite = await inviteStaff(stack, inviterToken, { role: 'admin' });
    const leadgenInvite = await inviteStaff(stack, inviterToken, { role: 'leadgen' });
    const code = await createSignupCode(stack, inviterToken);
    expect((await validate(code.code)).status).toBe(200);
    // Act
    expect((await changeUser(inviter.id, { role: 'founder' })).status).toBe(200);
    // Assess
    expect((await accept(adminInvite.token)).status).toBe(404);
    expect(await validate(code.code)).toMatchObject({ status: 400, body: { error: FOUNDER_SIGNUP_MESSAGES.codeInactive } });
    expect(await invitationEnded(adminInvite.invitationId)).toMatchObject({ status: 'expired' });
    expect(await codeDeactivated(code.id)).toMatchObject({ isActive: false });
    expect((await accept(leadgenInvite.token)).status).toBe(201);
  });

  it('refuses sign-up with the code of a deleted admin', async () => {
    // Prepare
    const creator = await createStaffUser(stack, { role: 'admin' });
    const code = await createSignupCode(stack, await signIn(stack, creator));
    // Act
    expect((await callApi(stack, 'DELETE', `/admin/users/${creator.id}`, { token: adminToken })).status).toBe(200);
    const signUp = await callApi(stack, 'POST', '/public/founder-signup', {
      body: { codeId: code.id, firstName: 'Remy', lastName: 'Vale', email: code.email, password: PASSWORD },
    });
    // Assess
    expect(signUp).toMatchObject({ status: 400, body: { message: FOUNDER_SIGNUP_MESSAGES.codeInactive } });
    expect(await codeDeactivated(code.id)).toMatchObject({ isActive: false });
  });

  it("stops showing a founder their former team's invitations once demoted to lead generator", async () => {
    // Prepare: a founder's lead generator sent an invitation the founder can open.
    const founder = await createStaffUser(stack, { role: 'founder' });
    const member = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id });
    const invitation = await seedInvitation(member);
    // A status change the founder has not seen yet (what the second unread badge counts).
    const statusUpdatedAt = new Date().toISOString();
    await dynamo().send(new UpdateCommand({
      TableName: tableName(), Key: invitationEntity.key(invitation.id), UpdateExpression: 'SET statusUpdatedAt = :at', ExpressionAttributeValues: { ':at': statusUpdatedAt },
    }));
    const founderToken = await signIn(stack, founder);
    expect((await callApi(stack, 'GET', `/invitations/${invitation.id}`, { token: founderToken })).status).toBe(200);
    // Act
    expect((await changeUser(founder.id, { role: 'leadgen' })).status).toBe(200);
    // Assess: the same session, the current role.
    expect((await callApi(stack, 'GET', `/invitations/${invitation.id}`, { token: founderToken })).status).toBe(404);
    const seen = await callApi(stack, 'POST', '/invitation-views', { token: founderToken, body: { items: [{ id: invitation.id, statusUpdatedAt }] } });
    expect(seen).toMatchObject({ status: 200, body: { marked: 0 } });
  });
});
