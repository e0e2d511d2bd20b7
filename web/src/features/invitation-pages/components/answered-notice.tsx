/** Takes the place of the answer buttons once there is an answer, so nobody is asked twice. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatInviteDate } from '@safe-haven/shared/invite-dates';
import { INVITEE_MESSAGES } from '@safe-haven/shared/invitee-messages';
import { ContentIcon } from './content-icon';

export const AnsweredNotice = ({ earlier, detail, answer, answeredAt }: {
  /** Answered on an earlier visit (or refused as a second answer), rather than just now. */
  earlier: boolean;
  detail: string;
  /** The earlier answer and its time, when the server named them. */
  answer?: 'yes' | 'maybe' | 'no';
  answeredAt?: string;
}) => (
  <Box role="status" bg="brand.50" borderWidth="1px" borderColor="brand.100" rounded="xl" p={{ base: 5, md: 6 }} w="full">
    <HStack align="flex-start" gap="4">
      <Box display="grid" placeItems="center" boxSize="10" rounded="full" bg="brand.700" color="white" flexShrink={0}>
        <ContentIcon name="check" size={20} />
      </Box>
      <Stack gap="1" textAlign="start">
        <Text fontWeight="semibold" color="brand.800">
          {!earlier
            ? INVITEE_MESSAGES.answerReceivedTitle
            : answer && answeredAt ? INVITEE_MESSAGES.alreadyAnsweredTitleWith(answer, formatInviteDate(answeredAt)) : INVITEE_MESSAGES.alreadyAnsweredTitle}
        </Text>
        <Text color="fg.muted">{detail}</Text>
      </Stack>
    </HStack>
  </Box>
);
