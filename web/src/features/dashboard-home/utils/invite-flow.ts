/**
 * The invite flow (spec section 4): no form; choosing a type opens its form; a success closes the form
 * and opens the confirmation; 'Send Another Invitation' reopens an empty form of the same type.
 */
import type { Audience } from '@safe-haven/shared/audiences';

export interface SentInvitation {
  firstName: string;
  lastName: string;
  type: Audience;
}

export interface InviteFlowState {
  /** The open form; `attempt` changes on every opening so the form starts empty each time. */
  form: { type: Audience; attempt: number } | null;
  sent: SentInvitation | null;
  attempts: number;
}

export type InviteFlowEvent =
  | { type: 'open'; audience: Audience }
  | { type: 'cancel' }
  | { type: 'sent'; invitation: SentInvitation }
  | { type: 'send-another' }
  | { type: 'finish' };

export const INITIAL_INVITE_FLOW: InviteFlowState = { form: null, sent: null, attempts: 0 };

const DEFAULT_TYPE: Audience = 'member';

export const inviteFlowReducer = (state: InviteFlowState, event: InviteFlowEvent): InviteFlowState => {
  switch (event.type) {
    case 'open':
      return { form: { type: event.audience, attempt: state.attempts + 1 }, sent: null, attempts: state.attempts + 1 };
    case 'cancel':
      return { ...state, form: null };
    case 'sent':
      return { ...state, form: null, sent: event.invitation };
    case 'send-another':
      return { form: { type: state.sent?.type ?? DEFAULT_TYPE, attempt: state.attempts + 1 }, sent: null, attempts: state.attempts + 1 };
    case 'finish':
      return { ...state, sent: null };
  }
};
