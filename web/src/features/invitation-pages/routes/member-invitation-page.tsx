/** /invitation: the member invitation, its answer flow and where each answer leads. */
import { Suspense } from 'react';
import { MEMBER_CONFIRMATION_REDIRECT_MS, MEMBER_DECLINE_REDIRECT_MS } from '@safe-haven/shared/constants';
import { MEMBER_FLOW, MEMBER_HERO } from '@safe-haven/shared/content/member-invitation';
import { thankYouPath } from '@safe-haven/shared/content/thank-you-path';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { useStaffSiteContent } from '../api/get-staff-site-content';
import { ANSWER_SECTION_ID, AnswerSection } from '../components/answer-section';
import { InvitationGate } from '../components/invitation-gate';
import { InvitationHero } from '../components/invitation-hero';
import { MEMBER_FIRST_SECTION_ID, MemberSections } from '../components/member-sections';
import { AnswerDialogs, MemberResponseForm, usePrefetchResponseForm } from '../components/lazy-response-forms';
import { useAnswerFlow } from '../hooks/use-answer-flow';
import type { InvitationContext } from '../hooks/use-invitation-page';

const MemberInvitation = ({ context }: { context: InvitationContext }) => {
  usePrefetchResponseForm('member');
  const flow = useAnswerFlow({
    context,
    failure: { title: INVITEE_MESSAGES.memberSubmitErrorTitle, description: INVITEE_MESSAGES.memberSubmitError },
    // The spec sends a member who declines to /, which is the staff sign-in here (lib/public-site.ts):
    // to the thank-you page instead, as land owners and investors go, after the spec's 2 seconds.
    decline: {
      title: INVITEE_MESSAGES.declineToast, description: INVITEE_MESSAGES.declineToastDetail,
      to: thankYouPath('member', 'decline'), delayMs: MEMBER_DECLINE_REDIRECT_MS,
    },
    afterConfirmation: { to: (answer) => thankYouPath('member', answer), delayMs: MEMBER_CONFIRMATION_REDIRECT_MS },
  });
  const { formSession } = flow;
  // The tiers and properties come with the invitation's read, and staff read them in a preview;
  // until then, and in the prerendered HTML, their places are held.
  const previewContent = useStaffSiteContent(context.preview);
  const content = context.siteContent ?? previewContent;
  return (
    <>
      <InvitationHero
        page="member"
        content={MEMBER_HERO} invitation={context.invitation} validating={context.validating}
        answerTarget={ANSWER_SECTION_ID} learnMoreTarget={MEMBER_FIRST_SECTION_ID}
      />
      <MemberSections content={content} />
      <AnswerSection
        content={MEMBER_FLOW} context={context} flow={flow}
        onChoose={(choice) => (choice === 'decline' ? flow.openDecline() : flow.openForm(choice))}
      />
      {formSession.key > 0 && (
        <Suspense fallback={null}>
          <MemberResponseForm
            key={formSession.key} open={flow.dialog.kind === 'form'} answer={formSession.answer}
            invitation={context.invitation} pending={flow.pending} error={flow.error} onCancel={flow.cancel} draftKey={flow.draftKey}
            onSubmit={(body) => void flow.submitAnswer(formSession.answer, body)}
          />
        </Suspense>
      )}
      <AnswerDialogs content={MEMBER_FLOW} context={context} flow={flow} />
    </>
  );
};

export const MemberInvitationPage = () => {
  return (
    <InvitationGate audience="member" meta={MEMBER_FLOW.meta} loadErrorMessage={INVITEE_MESSAGES.memberLoadError}>
      {(context) => <MemberInvitation context={context} />}
    </InvitationGate>
  );
};
