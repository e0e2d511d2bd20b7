/**
 * Who opened this invitee's details, and when (admins only). Loaded on request: the log grows with
 * every opening, including this one.
 */
import { isStaffRole, ROLE_LABELS } from '@safe-haven/shared/roles';
import { useState } from 'react';
import { Box, Button, HStack, List, Spinner, Text } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { PRIVACY_MESSAGES } from '@safe-haven/shared/messages';
import { useAccessLog } from '../../api/privacy';
import { DetailSection } from './detail-section';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const AccessLogSection = ({ invitation }: { invitation: Pick<InvitationDetails, 'id'> }) => {
  const [shown, setShown] = useState(false);
  const log = useAccessLog(invitation.id, shown);
  return (
    <DetailSection title="Access Log">
      {!shown && (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => setShown(true)}>
          Show who opened these details
        </Button>
      )}
      {shown && log.isPending && (
        <HStack gap="2" role="status"><Spinner size="xs" /><Text fontSize="sm">Loading the access log...</Text></HStack>
      )}
      {shown && log.isError && <Text color="fg.error" fontSize="sm" role="alert">{log.error.message || PRIVACY_MESSAGES.accessLogFailed}</Text>}
      {log.data && (
        <Box>
          <List.Root as="ol" gap="1" fontSize="sm" ps="5" data-testid="access-log">
            {log.data.entries.map((entry) => (
              <List.Item key={`${entry.at}-${entry.viewerId}`}>{entry.viewerName} ({isStaffRole(entry.viewerRole) ? ROLE_LABELS[entry.viewerRole] : entry.viewerRole}), {when(entry.at)}{entry.via === 'export' ? ', in a CSV export' : ''}</List.Item>
            ))}
          </List.Root>
          <Text fontSize="xs" color="fg.muted" mt="2">Each opening is kept {log.data.retentionDays} days.</Text>
        </Box>
      )}
    </DetailSection>
  );
};
