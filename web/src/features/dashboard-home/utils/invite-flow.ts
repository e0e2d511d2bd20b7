/**
 * The invite flow: no form at first; choosing a type opens its form; a success closes the form
 * and opens the confirmation; 'Send Another Invitation' reopens an empty form of the same type once
 * the confirmation has finished closing (two dialogs changing places at once fight over focus).
 */
import type { Audience } from '@safe-haven/shared/audiences';

export interface SentInvitation {
  firstName: string;
  lastName: string;
  type: Audience;
  /** False when the invitation was saved but its email could not be delivered. */
  emailDelivered: boolean;
}

export interface InviteFlowState {
  /** The open form; `attempt` changes on every opening so the form starts empty each time. */
  form: { type: Audience; attempt: number } | null;
  sent: SentInvitation | null;
  /** The type to reopen when the confirmation has closed after 'Send Another Invitation'. */
  reopen: Audience | null;
  attempts: number;
}

export type InviteFlowEvent =
  | { type: 'open'; audience: Audience }
  | { type: 'cancel' }
  | { type: 'sent'; invitation: SentInvitation }
  | { type: 'send-another' }
  | { type: 'finish' }
  | { type: 'confirmation-closed' };

export const INITIAL_INVITE_FLOW: InviteFlowState = { form: null, sent: null, reopen: null, attempts: 0 };

const DEFAULT_TYPE: Audience = 'member';

const openForm = (state: InviteFlowState, type: Audience): InviteFlowState => ({
  form: { type, attempt: state.attempts + 1 },
  sent: null,
  reopen: null,
  attempts: state.attempts + 1,
});

export const inviteFlowReducer = (state: InviteFlowState, event: InviteFlowEvent): InviteFlowState => {
  switch (event.type) {
    case 'open':
      return openForm(state, event.audience);
    case 'cancel':
      return { ...state, form: null };
    case 'sent':
      return { ...state, form: null, sent: event.invitation, reopen: null };
    case 'send-another':
      if (!state.sent) return openForm(state, DEFAULT_TYPE);
      return { ...state, sent: null, reopen: state.sent.type };
    case 'finish':
      return { ...state, sent: null, reopen: null };
    case 'confirmation-closed':
      return state.reopen && !state.sent ? openForm(state, state.reopen) : state;
  }
};
