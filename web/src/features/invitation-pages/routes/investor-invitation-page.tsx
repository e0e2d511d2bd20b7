/** /invitation/investors: the investor invitation, its answer flow, where each answer leads, and its analytics events. */
import { Suspense } from 'react';
import { INVESTOR_DECLINE_REDIRECT_MS, ANSWER_CONFIRMATION_REDIRECT_MS } from '@safe-haven/shared/constants';
import { RAISE_TERMS_LAYOUT, raiseHeadlines } from '@safe-haven/shared/content/raise-terms';
import { INVESTOR_FLOW, INVESTOR_HERO } from '@safe-haven/shared/content/investor-invitation';
import { thankYouPath } from '@safe-haven/shared/content/thank-you-path';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { useStaffRaiseTerms } from '../api/get-staff-raise-terms';
import { ANSWER_SECTION_ID, AnswerSection } from '../components/answer-section';
import type { AnswerChoice } from '../components/answer-buttons';
import { InvitationGate } from '../components/invitation-gate';
import { InvitationHero } from '../components/invitation-hero';
import { INVESTOR_FIRST_SECTION_ID, InvestorSections } from '../components/investor-sections';
import { AnswerDialogs, InvestorResponseForm, usePrefetchResponseForm } from '../components/lazy-response-forms';
import { KeyFigures } from '../components/key-figures';
import { useAnswerFlow } from '../hooks/use-answer-flow';
import type { InvitationContext } from '../hooks/use-invitation-page';

/** The page's analytics are console events only: no analytics service receives them. */
const CHOICE_EVENT_VALUE: Record<AnswerChoice, string> = { interested: 'interested', maybe: 'maybe', decline: 'not_fit' };
const track = (event: 'investor_cta_click' | 'investor_form_submit', choice: AnswerChoice) =>
  console.info(event, { choice: CHOICE_EVENT_VALUE[choice] });

const InvestorInvitation = ({ context }: { context: InvitationContext }) => {
  usePrefetchResponseForm('investor');
  const flow = useAnswerFlow({
    context,
    failure: { title: INVITEE_MESSAGES.submitErrorTitle, description: INVITEE_MESSAGES.submitError },
    decline: {
      title: INVITEE_MESSAGES.declineToast, description: INVITEE_MESSAGES.declineToastDetail,
      to: thankYouPath('investor', 'decline'), delayMs: INVESTOR_DECLINE_REDIRECT_MS,
    },
    afterConfirmation: { to: (answer) => thankYouPath('investor', answer), delayMs: ANSWER_CONFIRMATION_REDIRECT_MS },
  });
  const { formSession } = flow;
  // Only the holder of an investor invitation gets the terms with it, and staff read them in a
  // preview; until then, and in the prerendered HTML, their places are held.
  const previewRaise = useStaffRaiseTerms(context.preview);
  const raise = context.raiseTerms ?? previewRaise;
  const choose = (choice: AnswerChoice) => {
    track('investor_cta_click', choice);
    if (choice === 'decline') flow.openDecline();
    else flow.openForm(choice);
  };
  return (
    <>
      <InvitationHero
        page="investor"
        content={INVESTOR_HERO} invitation={context.invitation} validating={context.validating}
        answerTarget={ANSWER_SECTION_ID} learnMoreTarget={INVESTOR_FIRST_SECTION_ID}
      >
        <KeyFigures items={raise && raiseHeadlines(raise)} placeholders={RAISE_TERMS_LAYOUT.headlines} tone="dark" />
      </InvitationHero>
      <InvestorSections raise={raise} />
      <AnswerSection content={INVESTOR_FLOW} context={context} flow={flow} onChoose={choose} previewLabel />
      {formSession.key > 0 && (
        <Suspense fallback={null}>
          <InvestorResponseForm
            key={formSession.key} open={flow.dialog.kind === 'form'} answer={formSession.answer}
            invitation={context.invitation} pending={flow.pending} error={flow.error} onCancel={flow.cancel} draftKey={flow.draftKey}
            onSubmit={(body) => {
              track('investor_form_submit', formSession.answer);
              void flow.submitAnswer(formSession.answer, body);
            }}
          />
        </Suspense>
      )}
      <AnswerDialogs
        content={INVESTOR_FLOW} context={context} flow={flow}
        onDecline={() => {
          track('investor_form_submit', 'decline');
          return flow.submitDecline();
        }}
      />
    </>
  );
};

export const InvestorInvitationPage = () => {
  return (
    <InvitationGate audience="investor" meta={INVESTOR_FLOW.meta} loadErrorMessage={INVITEE_MESSAGES.otherLoadError}>
      {(context) => <InvestorInvitation context={context} />}
    </InvitationGate>
  );
};
