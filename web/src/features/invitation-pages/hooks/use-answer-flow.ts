/**
 * The answer flow shared by the three pages: which dialog is open, the submission, and what the
 * answer area shows afterwards. Each page passes its own messages, redirects and delays.
 */
import { useEffect, useState } from 'react';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import type { InviteeResponseInput } from '@safe-haven/shared/validation/invitee-response';
import { toaster } from '../../../components/ui/toaster';
import { isAlreadyAnsweredError, useSubmitInviteeResponse } from '../api/submit-invitee-response';
import { useDelayedNavigate } from './use-delayed-navigate';
import type { InvitationContext } from './use-invitation-page';

export type Answer = 'interested' | 'maybe';

export type FlowDialog =
  | { kind: 'none' }
  | { kind: 'form'; answer: Answer }
  | { kind: 'decline' }
  | { kind: 'confirmation'; answer: Answer };

/** A failed submission, shown inside the open form or decline dialog (a toast would sit behind it). */
export interface FlowError {
  title: string;
  description: string;
}

/**
 * open: ask; answered: answered on this visit; earlier: the invitation was answered before, seen on
 * opening the link again, or learnt from the server's refusal of a second answer (refused).
 */
export type AnswerState = { kind: 'open' } | { kind: 'answered'; answer: Answer | 'decline' } | { kind: 'earlier'; refused: boolean };

interface Redirect {
  to: string;
  delayMs: number;
}

export interface AnswerFlowOptions {
  context: InvitationContext;
  failure: { title: string; description: string };
  decline: { title: string; description?: string } & Redirect;
  /** Where closing the confirmation leads, for the answer given (e.g. /thank-you after 1 s). */
  afterConfirmation: { to: (answer: Answer) => string; delayMs: number };
}

export const useAnswerFlow = ({ context, failure, decline, afterConfirmation }: AnswerFlowOptions) => {
  const mutation = useSubmitInviteeResponse(context.token);
  const navigateLater = useDelayedNavigate();
  const [dialog, setDialog] = useState<FlowDialog>({ kind: 'none' });
  const [answeredNow, setAnsweredNow] = useState<Answer | 'decline' | undefined>();
  const [refused, setRefused] = useState(false);
  const [error, setError] = useState<FlowError | undefined>();
  // Each opening of a form starts from fresh, pre-filled values (a new key remounts it).
  const [formSession, setFormSession] = useState<{ key: number; answer: Answer }>({ key: 0, answer: 'interested' });
  // Where this invitation's answer draft is kept for the session (a staff preview keeps none).
  const [draftKey, setDraftKey] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    // The draft code loads with the page's answer forms, not before the page is interactive.
    if (context.token && !context.preview) {
      const token = context.token;
      void import('../utils/answer-draft').then(({ answerDraftKey }) => answerDraftKey(token)).then((key) => current && setDraftKey(key));
    }
    return () => {
      current = false;
    };
  }, [context.token, context.preview]);

  const state: AnswerState = answeredNow
    ? { kind: 'answered', answer: answeredNow }
    : refused || context.invitation?.answered
      ? { kind: 'earlier', refused }
      : { kind: 'open' };
  const canAnswer = state.kind === 'open' && !context.preview && !context.validating;

  const fail = (error: unknown) => {
    if (isAlreadyAnsweredError(error)) {
      setDialog({ kind: 'none' });
      setRefused(true);
      mutation.markAnswered();
      toaster.create({ type: 'info', title: INVITEE_MESSAGES.alreadyAnsweredTitle, description: INVITEE_MESSAGES.alreadyAnswered });
      return;
    }
    // The dialog stays open (a form with what was typed), ready to send again, and says how else to reach us.
    const description = context.token ? `${failure.description} ${INVITEE_MESSAGES.contactDirectly(context.invitation?.inviter_name)}` : INVITEE_MESSAGES.tokenNotFound;
    setError({ title: failure.title, description });
  };

  const submit = async (body: InviteeResponseInput): Promise<boolean> => {
    if (!canAnswer || mutation.isPending) return false;
    setError(undefined);
    try {
      // Undefined: a second submit while the first is on its way, ignored (the first one answers).
      const answered = (await mutation.mutateAsync(body)) !== undefined;
      if (answered) void import('../utils/answer-draft').then(({ clearAnswerDraft }) => clearAnswerDraft(draftKey));
      return answered;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const show = (next: FlowDialog) => {
    setError(undefined);
    setDialog(next);
  };

  return {
    dialog,
    state,
    error,
    canAnswer,
    pending: mutation.isPending,
    formSession,
    draftKey,
    openForm: (answer: Answer) => {
      if (!canAnswer) return;
      setFormSession((current) => ({ key: current.key + 1, answer }));
      show({ kind: 'form', answer });
    },
    /** 'Not Interested' / 'Not a Fit' asks once before anything is sent. */
    openDecline: () => {
      if (canAnswer) show({ kind: 'decline' });
    },
    /** Closes a form or the decline question without answering (Escape, close button, backdrop, Go back). */
    cancel: () => {
      if (!mutation.isPending) show({ kind: 'none' });
    },
    submitAnswer: async (answer: Answer, body: InviteeResponseInput) => {
      if (!(await submit(body))) return;
      setAnsweredNow(answer);
      setDialog({ kind: 'confirmation', answer });
      mutation.markAnswered();
    },
    submitDecline: async () => {
      if (!(await submit({ form: 'decline' }))) return;
      setAnsweredNow('decline');
      setDialog({ kind: 'none' });
      mutation.markAnswered();
      toaster.create({ type: 'info', title: decline.title, description: decline.description });
      navigateLater(decline.to, decline.delayMs);
    },
    closeConfirmation: () => {
      setDialog({ kind: 'none' });
      if (answeredNow && answeredNow !== 'decline') navigateLater(afterConfirmation.to(answeredNow), afterConfirmation.delayMs);
    },
  };
};

export type AnswerFlow = ReturnType<typeof useAnswerFlow>;
