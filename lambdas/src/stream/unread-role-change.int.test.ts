/**
 * A role change settles the person's unread counts: a demoted admin stops counting the invitations
 * only admins see, a founder who loses their team stops counting its invitations, and a promotion
 * counts changes from then on. Runs the stream handler behind the test stack's own poller.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { nextStatuses } from '@safe-haven/shared/invitation-status';
import { seedInvitation } from '@safe-haven/testing/invitations';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { waitFor } from '@safe-haven/testing/wait';
import type { Invitation } from '../data/invitation';
import { getProfile } from '../data/profile';
import { readUnreadCounts } from '../data/unread';
import { changeInvitationStatus } from '../invitations/change-status-service';
import { describeDrift } from './recount/find-drifts';
import { recount } from './recount/recount';

const stack = inject('stack');
let actor: TestUser;
let actorToken: string;

beforeAll(async () => {
  actor = await createStaffUser(stack, { role: 'admin' });
  actorToken = await signIn(stack, actor);
});

/** A change by the acting admin: unread to every other person who watches the invitation. */
const moveOn = async (invitation: Invitation) => {
  const profile = (await getProfile(actor.id))!;
  await changeInvitationStatus(profile, invitation.id, { from: invitation.status, to: nextStatuses(invitation.pipeline, invitation.status)[0]! });
};
const changeRole = async (user: TestUser, body: Record<string, string>) =>
  expect((await callApi(stack, 'PATCH', `/admin/users/${user.id}`, { token: actorToken, body })).status).toBe(200);
const countsOf = (user: TestUser) => readUnreadCounts(user.id, { consistent: true });
const countsReach = (user: TestUser, expected: { manageInvitations: number; myLeadgens: number }, what: string) =>
  waitFor(() => countsOf(user), (counts) => counts.manageInvitations === expected.manageInvitations && counts.myLeadgens === expected.myLeadgens, what);

describe('unread counts when a role changes', () => {
  it("withdraws a demoted admin's unread changes on invitations they no longer see, and keeps their own", async () => {
    // Prepare: the admin has one change unread on their own invitation and one on a lead generator's.
    const admin = await createStaffUser(stack, { role: 'admin' });
    const leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: actor.id });
    const own = await seedInvitation(admin);
    const others = await seedInvitation(leadgen);
    await moveOn(own);
    await moveOn(others);
    await waitFor(() => countsOf(admin), (counts) => counts.manageInvitations >= 2, 'both changes to be unread to the admin');
    // Act
    await changeRole(admin, { role: 'leadgen' });
    // Assess: only their own invitation still counts (other tests' changes, unread to every admin, go too).
    expect(await countsReach(admin, { manageInvitations: 1, myLeadgens: 0 }, 'the demoted admin to count only their own')).toMatchObject({ manageInvitations: 1 });
    // A later change of the lead generator's invitation is not counted for them either: once the
    // stream has settled it for its sender (their version moved), the demoted admin still counts one.
    const senderBefore = await countsOf(leadgen);
    await moveOn({ ...others, status: nextStatuses(others.pipeline, others.status)[0]! });
    await waitFor(() => countsOf(leadgen), (counts) => counts.version > senderBefore.version, "the sender's version to move");
    expect((await countsOf(admin)).manageInvitations).toBe(1);
  });

  it("withdraws a founder's team changes when they are demoted, and their badge of the team with them", async () => {
    // Prepare
    const founder = await createStaffUser(stack, { role: 'founder' });
    const leadgen = await createStaffUser(stack, { role: 'leadgen', addedById: founder.id });
    await moveOn(await seedInvitation({ ...leadgen, addedById: founder.id }));
    await countsReach(founder, { manageInvitations: 1, myLeadgens: 1 }, "the team's change to be unread to the founder");
    // Act
    await changeRole(founder, { role: 'leadgen' });
    // Assess
    expect(await countsReach(founder, { manageInvitations: 0, myLeadgens: 0 }, 'the demoted founder to count nothing')).toMatchObject({ manageInvitations: 0 });
  });

  it("withdraws a suspended admin's changes, and a promotion counts from then on without a burst, as the recount does", async () => {
    // Prepare: a change an admin has unread, made before a lead generator is promoted.
    const admin = await createStaffUser(stack, { role: 'admin' });
    const sender = await createStaffUser(stack, { role: 'leadgen', addedById: actor.id });
    const promoted = await createStaffUser(stack, { role: 'leadgen', addedById: actor.id });
    const invitation = await seedInvitation({ ...sender, addedById: actor.id });
    await moveOn(invitation);
    await waitFor(() => countsOf(admin), (counts) => counts.manageInvitations >= 1, 'the change to be unread to the admin');
    // Act: the admin is suspended, the lead generator promoted.
    await changeRole(admin, { status: 'suspended' });
    const before = await countsOf(promoted);
    await changeRole(promoted, { role: 'admin' });
    // Assess
    expect(await countsReach(admin, { manageInvitations: 0, myLeadgens: 0 }, 'the suspended admin to count nothing')).toMatchObject({ myLeadgens: 0 });
    const after = await waitFor(() => countsOf(promoted), (counts) => counts.version > before.version, "the promoted person's version to move");
    expect(after.manageInvitations).toBe(before.manageInvitations);
    // The recount agrees: the earlier change is not unread to someone promoted after it.
    const report = await recount({ segments: 2, scope: { profileIds: new Set([admin.id, promoted.id]), invitationIds: new Set([invitation.id]) } });
    expect(report.drifts.map(describeDrift)).toEqual([]);
  });
});
