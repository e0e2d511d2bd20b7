import { describe, expect, it } from 'vitest';
import { INITIAL_INVITE_FLOW, inviteFlowReducer, type InviteFlowEvent } from './invite-flow';

const run = (...events: InviteFlowEvent[]) => events.reduce(inviteFlowReducer, INITIAL_INVITE_FLOW);
const invitation = { firstName: 'Ada', lastName: 'Lovelace', type: 'land_owner' as const, emailDelivered: true };

describe('invite flow', () => {
  it('starts with no form and opens the chosen type', () => {
    expect(INITIAL_INVITE_FLOW.form).toBeNull();
    expect(run({ type: 'open', audience: 'investor' }).form?.type).toBe('investor');
  });

  it('closes the form and shows the confirmation after a success', () => {
    const state = run({ type: 'open', audience: 'land_owner' }, { type: 'sent', invitation });
    expect(state.form).toBeNull();
    expect(state.sent).toEqual(invitation);
  });

  it("reopens a fresh form of the same type on 'Send Another Invitation' once the confirmation has closed", () => {
    const opened = run({ type: 'open', audience: 'land_owner' });
    const closing = run({ type: 'open', audience: 'land_owner' }, { type: 'sent', invitation }, { type: 'send-another' });
    expect(closing).toMatchObject({ form: null, sent: null, reopen: 'land_owner' });
    const again = inviteFlowReducer(closing, { type: 'confirmation-closed' });
    expect(again.form?.type).toBe('land_owner');
    expect(again.form?.attempt).not.toBe(opened.form?.attempt);
    expect(again.reopen).toBeNull();
  });

  it('defaults to member when there is nothing to repeat', () => {
    expect(run({ type: 'send-another' }).form?.type).toBe('member');
  });

  it("closes everything on 'I'm Finished' and on cancel", () => {
    const finished = run({ type: 'open', audience: 'member' }, { type: 'sent', invitation }, { type: 'finish' }, { type: 'confirmation-closed' });
    expect(finished).toMatchObject({ form: null, sent: null, reopen: null });
    expect(run({ type: 'open', audience: 'member' }, { type: 'cancel' }).form).toBeNull();
  });
});
