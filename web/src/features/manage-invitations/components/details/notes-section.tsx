/** The personal message that went with the invitation and the note of the latest status change. */
import { Text } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { DetailSection, FactList } from './detail-section';

export const NotesSection = ({ invitation }: { invitation: InvitationDetails }) => (
  <DetailSection title="Notes">
    <FactList
      facts={[
        ['Personal message', invitation.personalMessage],
        ['Latest status note', invitation.responseNotes ?? <Text as="span" color="fg.muted">None</Text>],
      ]}
    />
  </DetailSection>
);
