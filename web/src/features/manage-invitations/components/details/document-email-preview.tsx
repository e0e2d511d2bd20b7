/**
 * The email a sending quick action will send, as the lead will read it: from the staff
 * member, replies to them, their own line (editable), and the personal link's button. The words come
 * from shared/src/documents.ts, which the server's email uses too.
 */
import { Box, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import {
  DOCUMENT_CATALOGUE, DOCUMENT_MESSAGES, defaultMeetingLine, defaultPersonalLine, documentEmailText, documentKindForAction, MEETING_ACTION, meetingEmailText,
} from '@safe-haven/shared/documents';
import type { QuickAction } from '@safe-haven/shared/invitation-status';
import { MAX_STATUS_NOTE_LENGTH } from '@safe-haven/shared/validation/manage-invitations';
import { useMyProfile } from '../../../../hooks/use-my-profile';

interface Props {
  invitation: InvitationDetails;
  action: QuickAction;
  /** '' until the person edits it: the default line is shown and sent. */
  personalLine: string;
  onPersonalLineChange: (line: string) => void;
}

export const DocumentEmailPreview = ({ invitation, action, personalLine, onPersonalLineChange }: Props) => {
  const { data: me } = useMyProfile();
  const kind = documentKindForAction(invitation.pipeline, action.label);
  const meeting = action.label === MEETING_ACTION;
  if (!kind && !meeting) return null;
  const senderName = me ? `${me.firstName} ${me.lastName}`.trim() : 'You';
  const title = kind ? DOCUMENT_CATALOGUE[kind].title : '';
  const line = personalLine || (kind ? defaultPersonalLine(invitation.recipientFirstName, title) : defaultMeetingLine(invitation.recipientFirstName));
  const words = kind
    ? documentEmailText({ recipientFirstName: invitation.recipientFirstName, senderName, documentTitle: title, personalLine: line })
    : meetingEmailText({ senderName, personalLine: line });
  return (
    <Stack gap="2" fontSize="sm" data-testid="document-email-preview">
      <Text fontWeight="semibold">{DOCUMENT_MESSAGES.emailPreviewTitle}</Text>
      <Box>
        <Text><Text as="span" color="fg.muted">From: </Text>{senderName} at Safe Haven</Text>
        {me?.email && <Text><Text as="span" color="fg.muted">Replies go to: </Text>{me.email}</Text>}
        <Text><Text as="span" color="fg.muted">To: </Text>{invitation.recipientEmail}</Text>
        <Text><Text as="span" color="fg.muted">Subject: </Text>{words.subject}</Text>
      </Box>
      <Field.Root>
        <Field.Label fontSize="sm">{DOCUMENT_MESSAGES.personalLineLabel}</Field.Label>
        <Textarea size="sm" rows={3} value={line} maxLength={MAX_STATUS_NOTE_LENGTH} onChange={(event) => onPersonalLineChange(event.target.value)} />
      </Field.Root>
      {words.paragraphs.slice(1).map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)}
      <Text><Text as="span" borderWidth="1px" borderRadius="sm" px="2" py="0.5">{words.buttonLabel}</Text>{meeting && me?.meetingLink ? ` ${me.meetingLink}` : ''}</Text>
      <Text>— {words.signOff}</Text>
    </Stack>
  );
};
