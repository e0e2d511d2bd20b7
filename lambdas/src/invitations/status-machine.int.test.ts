/**
 * The status table on the server: every (from, to) pair each pipeline allows is applied, every other
 * pair is refused with a 409 and changes nothing; races, quick-action notes and the recipient marker.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AUDIENCES, PIPELINE_BY_AUDIENCE } from '@safe-haven/shared/audiences';
import { INVITATION_STATUSES, nextStatuses, quickActionNote, QUICK_ACTIONS, STATUS_LABELS } from '@safe-haven/shared/invitation-status';
import { MANAGE_INVITATIONS_MESSAGES } from '@safe-haven/shared/messages';
import { callApi, createStaffUser, signIn, type TestUser } from '@safe-haven/testing/staff-users';
import { seedInvitation, storedDetail, storedTrail } from '@safe-haven/testing/invitations';
import { AppError } from '../core/errors';
import { getInvitation } from '../data/invitation';
import { getProfile, type Profile } from '../data/profile';
import { recipientEntity } from '../data/recipient';
import { changeInvitationStatus } from './change-status-service';

const stack = inject('stack');
let admin: TestUser;
let actor: Profile;
let token: string;

beforeAll(async () => {
  admin = await createStaffUser(stack, { role: 'admin', firstName: 'Ada', lastName: 'Status' });
  actor = (await getProfile(admin.id))!;
  token = await signIn(stack, admin);
});

const refusalOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, code: error.code, message: error.message };
    throw error;
  }
  return undefined;
};

describe.each(AUDIENCES)('the %s pipeline', (audience) => {
  const pipeline = PIPELINE_BY_AUDIENCE[audience];

  it.each(INVITATION_STATUSES)('from %s: applies each allowed next status and refuses every other', async (from) => {
    const allowed = nextStatuses(pipeline, from);
    // Refusals change nothing, so one invitation in `from` serves for all of them.
    const probe = await seedInvitation(admin, { audience, status: from });
    await Promise.all(INVITATION_STATUSES.filter((status) => !allowed.includes(status)).map(async (to) => {
      const refusal = await refusalOf(changeInvitationStatus(actor, probe.id, { from, to }));
      expect(refusal, `${from} -> ${to} must be refused`).toMatchObject({ status: 409, code: 'TRANSITION_NOT_ALLOWED' });
    }));
    expect((await getInvitation(probe.id))!.status).toBe(from);
    expect(await storedTrail(probe.id)).toHaveLength(1);

    await Promise.all(allowed.map(async (to) => {
      const invitation = await seedInvitation(admin, { audience, status: from });
      const details = await changeInvitationStatus(actor, invitation.id, { from, to, note: `moving ${from} to ${to}` });
      expect(details.status).toBe(to);
      const stored = (await getInvitation(invitation.id))!;
      expect(stored).toMatchObject({ status: to, statusChangedBy: admin.id });
      expect(stored.lastActivityAt).toBe(stored.statusUpdatedAt);
      expect(await storedDetail(invitation.id)).toMatchObject({ responseNotes: `moving ${from} to ${to}` });
      expect((await storedTrail(invitation.id))[0]).toMatchObject({ from_status: from, to_status: to, by: admin.id, byName: 'Ada Status', note: `moving ${from} to ${to}` });
      // The person's own change is not unread to them.
      expect(stored.seenBy?.[admin.id]).toBe(stored.statusUpdatedAt);
    }));
  });
});

describe('over HTTP', () => {
  it('answers a refused move with 409 and a sentence naming both statuses', async () => {
    const invitation = await seedInvitation(admin, { status: 'maybe' });
    const response = await callApi(stack, 'POST', `/invitations/${invitation.id}/status`, { token, body: { from: 'maybe', to: 'activated' } });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', message: MANAGE_INVITATIONS_MESSAGES.transitionRefused('Maybe', 'Activated') });
  });

  it('applies only the first of two changes from the same status; the second gets a readable 409 with the current status', async () => {
    const invitation = await seedInvitation(admin, { status: 'interested_maybe' });
    const [first, second] = await Promise.all([
      callApi(stack, 'POST', `/invitations/${invitation.id}/status`, { token, body: { from: 'interested_maybe', to: 'pitch_sent' } }),
      callApi(stack, 'POST', `/invitations/${invitation.id}/status`, { token, body: { from: 'interested_maybe', to: 'archived_not_interested' } }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    const winner = first.status === 200 ? first : second;
    expect(loser.body).toMatchObject({ code: 'STATUS_CHANGED', status: winner.body.status });
    expect(loser.body.message).toBe(MANAGE_INVITATIONS_MESSAGES.statusConflict(STATUS_LABELS[winner.body.status as 'pitch_sent']));
    expect(await storedTrail(invitation.id)).toHaveLength(2);
  });

  it('stores a quick action as "Action: {its button}" (a sending one as marked, nothing emailed) and refuses a label the pipeline does not offer there', async () => {
    const invitation = await seedInvitation(admin, { audience: 'investor', status: 'interested_yes' });
    const action = QUICK_ACTIONS.investor.interested_yes![0]!;
    const done = await callApi(stack, 'POST', `/invitations/${invitation.id}/status`, { token, body: { from: 'interested_yes', to: action.to, action: action.label } });
    expect(done.status).toBe(200);
    expect((await getInvitation(invitation.id))!).toMatchObject({ status: 'investor_deck_sent' });
    expect(await storedDetail(invitation.id)).toMatchObject({ responseNotes: quickActionNote('Mark investor deck sent') });

    const wrong = await callApi(stack, 'POST', `/invitations/${invitation.id}/status`, {
      token, body: { from: 'investor_deck_sent', to: 'investment_summary_sent', action: 'Invite to Zoom' },
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('ACTION_NOT_AVAILABLE');
  });

  it('refuses a note with control characters with a readable 400', async () => {
    const invitation = await seedInvitation(admin, { status: 'yes' });
    const response = await callApi(stack, 'POST', `/invitations/${invitation.id}/status`, { token, body: { from: 'yes', to: 'interested_yes', note: 'bad\u0007bell' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Note');
  });

  it('closes the recipient record when the lead is archived, and counts a staff-recorded answer', async () => {
    const invitation = await seedInvitation(admin, { status: 'sent' });
    await callApi(stack, 'POST', `/invitations/${invitation.id}/status`, { token, body: { from: 'sent', to: 'maybe' } });
    expect(await recipientEntity.get(invitation.recipientEmail)).toMatchObject({ state: 'open', answeredAt: expect.any(String) });
    expect((await getInvitation(invitation.id))!.answer).toBe('maybe');
    await callApi(stack, 'POST', `/invitations/${invitation.id}/status`, { token, body: { from: 'maybe', to: 'archived_not_interested' } });
    expect(await recipientEntity.get(invitation.recipientEmail)).toMatchObject({ state: 'closed' });
    const again = await callApi(stack, 'POST', '/invitations', {
      token,
      body: { firstName: 'Re', lastName: 'Invite', email: invitation.recipientEmail, personalMessage: 'Hi', audience: 'member', idempotencyKey: `reinvite-${invitation.id}` },
    });
    expect(again.body.code).toBe('ALREADY_CLOSED');
  });
});
