/** /invitation/land-owners: the land owner invitation, its answer flow and where each answer leads. */
import { Suspense } from 'react';
import { LANDOWNER_DECLINE_REDIRECT_MS, ANSWER_CONFIRMATION_REDIRECT_MS } from '@safe-haven/shared/constants';
import { LAND_OWNER_FLOW, LAND_OWNER_HERO } from '@safe-haven/shared/content/land-owner-invitation';
import { thankYouPath } from '@safe-haven/shared/content/thank-you-path';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { useStaffSiteContent } from '../api/get-staff-site-content';
import { ANSWER_SECTION_ID, AnswerSection } from '../components/answer-section';
import { InvitationGate } from '../components/invitation-gate';
import { InvitationHero } from '../components/invitation-hero';
import { LAND_OWNER_FIRST_SECTION_ID, LandOwnerSections } from '../components/land-owner-sections';
import { AnswerDialogs, LandOwnerResponseForm, usePrefetchResponseForm } from '../components/lazy-response-forms';
import { useAnswerFlow } from '../hooks/use-answer-flow';
import type { InvitationContext } from '../hooks/use-invitation-page';

const LandOwnerInvitation = ({ context }: { context: InvitationContext }) => {
  usePrefetchResponseForm('land_owner');
  const flow = useAnswerFlow({
    context,
    failure: { title: INVITEE_MESSAGES.submitErrorTitle, description: INVITEE_MESSAGES.submitError },
    decline: { title: INVITEE_MESSAGES.landownerDeclineToast, to: thankYouPath('land_owner', 'decline'), delayMs: LANDOWNER_DECLINE_REDIRECT_MS },
    afterConfirmation: { to: (answer) => thankYouPath('land_owner', answer), delayMs: ANSWER_CONFIRMATION_REDIRECT_MS },
  });
  const { formSession } = flow;
  // The tiers and properties come with the invitation's read, and staff read them in a preview;
  // until then, and in the prerendered HTML, their places are held.
  const previewContent = useStaffSiteContent(context.preview);
  const content = context.siteContent ?? previewContent;
  return (
    <>
      <InvitationHero
        page="land_owner"
        content={LAND_OWNER_HERO} invitation={context.invitation} validating={context.validating}
        answerTarget={ANSWER_SECTION_ID} learnMoreTarget={LAND_OWNER_FIRST_SECTION_ID}
      />
      <LandOwnerSections content={content} />
      <AnswerSection
        content={LAND_OWNER_FLOW} context={context} flow={flow}
        onChoose={(choice) => (choice === 'decline' ? flow.openDecline() : flow.openForm(choice))}
      />
      {formSession.key > 0 && (
        <Suspense fallback={null}>
          <LandOwnerResponseForm
            key={formSession.key} open={flow.dialog.kind === 'form'} answer={formSession.answer}
            invitation={context.invitation} pending={flow.pending} error={flow.error} onCancel={flow.cancel} draftKey={flow.draftKey}
            onSubmit={(body) => void flow.submitAnswer(formSession.answer, body)}
          />
        </Suspense>
      )}
      <AnswerDialogs content={LAND_OWNER_FLOW} context={context} flow={flow} />
    </>
  );
};

export const LandOwnerInvitationPage = () => {
  return (
    <InvitationGate audience="land_owner" meta={LAND_OWNER_FLOW.meta} loadErrorMessage={INVITEE_MESSAGES.otherLoadError}>
      {(context) => <LandOwnerInvitation context={context} />}
    </InvitationGate>
  );
};
