/** The welcome (member, land owner) or opening (investor) dialog: the invitee by first name, the inviter named. */
import { Button, Stack, Text } from '@chakra-ui/react';
import type { PublicInvitation } from '@safe-haven/shared/api-types';
import type { WelcomeContent } from '@safe-haven/shared/content/types';
import { DialogFrame } from './dialog-frame';

const firstNameOf = (invitation: PublicInvitation) =>
  invitation.recipient_first_name || invitation.recipient_name?.split(' ')[0] || invitation.recipient_name || '';

export const WelcomeDialog = ({ open, onClose, content, invitation }: {
  open: boolean;
  onClose: () => void;
  content: WelcomeContent;
  invitation: PublicInvitation | undefined;
}) => {
  if (!invitation) return null;
  return (
    <DialogFrame
      open={open} onClose={onClose} title={content.title(firstNameOf(invitation))} eyebrow="Personal invitation"
      footer={<Button colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }} onClick={onClose}>{content.action}</Button>}
    >
      <Stack gap="4">
        <Text textStyle="md" lineHeight="1.6">{content.body(invitation.inviter_name)}</Text>
        <Text fontSize="sm" color="fg.muted">{content.note}</Text>
      </Stack>
    </DialogFrame>
  );
};
