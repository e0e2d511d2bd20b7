/** The call to action: the three answers, or a note that the answer is in, and the load-failure retry. */
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import type { InvitationFlowContent } from '@safe-haven/shared/content/types';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import type { AnswerFlow } from '../hooks/use-answer-flow';
import type { InvitationContext } from '../hooks/use-invitation-page';
import { AnswerButtons, type AnswerChoice } from './answer-buttons';
import { AnsweredNotice } from './answered-notice';
import { NeedsScript } from './needs-script';
import { PageSection } from './page-section';
import { validUntil } from '../utils/valid-until';

export const ANSWER_SECTION_ID = 'respond';

export const AnswerSection = ({ content, context, flow, onChoose, previewLabel }: {
  content: InvitationFlowContent;
  context: InvitationContext;
  flow: AnswerFlow;
  onChoose: (choice: AnswerChoice) => void;
  previewLabel?: boolean;
}) => {
  const { state } = flow;
  const { invitation } = context;
  return (
    // The invitation to choose ("Choose whatever fits today") only while there is a choice to make:
    // above "We already have your answer" it contradicted it.
    <PageSection id={ANSWER_SECTION_ID} tone="sand" align="center" {...content.cta} intro={state.kind === 'open' ? content.cta.intro : undefined}>
      <Stack gap="5" align="center" maxW="3xl" mx="auto">
        {context.loadFailed && (
          <Alert.Root status="warning" rounded="lg">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>{INVITEE_MESSAGES.loadErrorTitle}</Alert.Title>
              <Alert.Description>{INVITEE_MESSAGES.otherLoadError}</Alert.Description>
              <Button
                size="sm" variant="outline" alignSelf="flex-start" bg="white"
                loading={context.retrying} loadingText="Retrying..." onClick={context.retry}
              >
                Try again
              </Button>
            </Alert.Content>
          </Alert.Root>
        )}
        {state.kind === 'open' ? (
          <Box bg="white" rounded="2xl" shadow="sm" borderWidth="1px" borderColor="blackAlpha.100" p={{ base: 5, md: 8 }} w="full">
            <Stack gap="5" align="center">
              <AnswerButtons
                labels={content.answers} onChoose={onChoose} disabled={!flow.canAnswer || flow.pending}
                previewLabel={previewLabel && context.preview}
              />
              {/* Two lines are kept for this sentence, so the buttons above never move. */}
              <Text fontSize="sm" color="fg.muted" textAlign="center" minH="3em" role={context.validating ? 'status' : undefined}>
                {context.validating
                  ? <NeedsScript>{INVITEE_MESSAGES.validating}</NeedsScript>
                  : invitation && `Your invitation from ${invitation.inviter_name} is valid until ${validUntil(invitation.expires_at)}.`}
              </Text>
            </Stack>
          </Box>
        ) : (
          <AnsweredNotice
            earlier={state.kind === 'earlier'}
            answer={invitation?.answer}
            answeredAt={invitation?.answered_at}
            detail={
              state.kind === 'earlier'
                ? state.refused ? INVITEE_MESSAGES.alreadyAnswered : INVITEE_MESSAGES.answeredOnEarlierVisit(invitation?.inviter_name)
                : state.kind === 'answered' && state.answer !== 'decline' ? content.confirmation[state.answer].body : INVITEE_MESSAGES.declineToastDetail
            }
          />
        )}
      </Stack>
    </PageSection>
  );
};
