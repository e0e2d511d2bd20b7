import { describe, expect, it } from 'vitest';
import { ALLOWED_TRANSITIONS, INVITATION_STATUSES, STATUS_FILTER_GROUPS, QUICK_ACTIONS, canTransition, choiceForResponseType, isClosedStatus, nextStatuses, quickActionButtonLabel } from './invitation-status';
import { MANAGE_INVITATIONS_MESSAGES } from './messages';

describe('the status machine', () => {
  it('lets a sent invitation become only yes, maybe or no', () => {
    expect(ALLOWED_TRANSITIONS.sent).toEqual(['yes', 'maybe', 'no']);
    expect(canTransition('member', 'sent', 'interested_yes')).toBe(false);
  });

  it('ends at activated, closed, partner_onboarded and archived_not_interested', () => {
    for (const terminal of ['activated', 'closed', 'partner_onboarded', 'archived_not_interested'] as const) {
      expect(ALLOWED_TRANSITIONS[terminal]).toEqual([]);
    }
  });

  it('names only known statuses as targets', () => {
    for (const targets of Object.values(ALLOWED_TRANSITIONS)) {
      for (const target of targets) expect(INVITATION_STATUSES).toContain(target);
    }
  });

  it('offers quick actions that are all allowed transitions of their pipeline', () => {
    for (const [pipeline, byStatus] of Object.entries(QUICK_ACTIONS)) {
      for (const [from, actions] of Object.entries(byStatus)) {
        for (const action of actions ?? []) expect(canTransition(pipeline as never, from as never, action.to)).toBe(true);
      }
    }
  });

  it('moves each pipeline from interested_yes into its own next step', () => {
    expect(nextStatuses('member', 'interested_yes')).toEqual(['invited_to_zoom', 'archived_not_interested']);
    expect(nextStatuses('investor', 'interested_yes')).toEqual(['invited_to_zoom', 'archived_not_interested', 'investor_deck_sent']);
    expect(nextStatuses('landowner', 'interested_yes')).toContain('land_pitch_deck_sent');
  });

  it('treats no, archived and converted records as closed', () => {
    expect(isClosedStatus('no')).toBe(true);
    expect(isClosedStatus('activated')).toBe(true);
    expect(isClosedStatus('maybe')).toBe(false);
    expect(isClosedStatus('sent')).toBe(false);
  });

  it('maps the public answers to yes, maybe and no', () => {
    expect(choiceForResponseType('interested')).toBe('yes');
    expect(choiceForResponseType('maybe_info')).toBe('maybe');
    expect(choiceForResponseType('maybe_call')).toBe('maybe');
    expect(choiceForResponseType('not_interested')).toBe('no');
  });
});

describe('the status filter', () => {
  it('offers every status exactly once', () => {
    const offered = STATUS_FILTER_GROUPS.flatMap((group) => group.statuses);
    expect([...offered].sort()).toEqual([...INVITATION_STATUSES].sort());
    expect(new Set(offered).size).toBe(offered.length);
  });
});

describe('quick action buttons', () => {
  const everyAction = Object.values(QUICK_ACTIONS).flatMap((byStatus) => Object.values(byStatus).flat());

  it('say "Mark … sent" for every action named for something it sends, since nothing is emailed yet', () => {
    const sending = everyAction.filter((action) => action.label.startsWith('Send ') || action.label === 'Invite to Zoom');
    expect(sending.length).toBe(10);
    for (const action of sending) expect(quickActionButtonLabel(action)).toMatch(/^Mark .+ sent$/);
    expect(quickActionButtonLabel(QUICK_ACTIONS.member.interested_maybe![0]!)).toBe('Mark pitch deck sent');
  });

  it('keep the name of every other action, and their failures read as sentences', () => {
    const marking = everyAction.filter((action) => !action.sends);
    expect(marking.map(quickActionButtonLabel)).toEqual(marking.map((action) => action.label));
    expect(MANAGE_INVITATIONS_MESSAGES.actionFailed('Mark pitch deck sent')).toBe('Failed to mark pitch deck sent');
    expect(MANAGE_INVITATIONS_MESSAGES.actionFailed('Mark LOI Signed')).toBe('Failed to Mark LOI Signed');
    expect(MANAGE_INVITATIONS_MESSAGES.actionFailed('Start Zoning Process')).toBe('Failed to Start Zoning Process');
  });
});
