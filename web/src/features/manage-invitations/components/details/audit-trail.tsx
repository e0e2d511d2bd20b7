/** The status changes, newest first (the latest 50; a longer trail says so): from, to, when, who, the note, and how long the lead sat in the status it left. */
import { Badge, Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { STATUS_LABELS } from '@safe-haven/shared/invitation-status';
import { describeAuditNote } from '@safe-haven/shared/invitee-response-record';
import { formatDateTime, formatDuration, statusPalette, withTimeInPrevious } from '../../utils/labels';
import { DetailSection } from './detail-section';

export const AuditTrail = ({ invitation }: { invitation: InvitationDetails }) => (
  <DetailSection title="Audit Trail">
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label="Status changes, newest first">
      {withTimeInPrevious(invitation.audit).map((entry, i) => (
        <Box as="li" key={`${entry.at}-${i}`} borderLeftWidth="2px" borderColor="brass.300" pl="3">
          <HStack gap="2" wrap="wrap">
            {entry.kind === 'note' ? (
              <Text as="span" fontSize="sm" fontWeight="semibold">Note</Text>
            ) : entry.from_status ? (
              <>
                <Badge colorPalette={statusPalette(entry.from_status)} variant="subtle">{STATUS_LABELS[entry.from_status]}</Badge>
                <Text as="span" aria-hidden="true">→</Text>
                <VisuallyHidden>to</VisuallyHidden>
              </>
            ) : (
              <Text as="span" fontSize="sm" color="fg.muted">Created as</Text>
            )}
            {entry.kind !== 'note' && <Badge colorPalette={statusPalette(entry.to_status)} variant="surface">{STATUS_LABELS[entry.to_status]}</Badge>}
          </HStack>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {formatDateTime(entry.at)} by {entry.by}
            {entry.kind !== 'note' && entry.timeInPrevious !== undefined ? ` · after ${formatDuration(entry.timeInPrevious)} in ${STATUS_LABELS[entry.from_status!]}` : ''}
          </Text>
          {entry.note && <Text fontSize="sm" mt="1" whiteSpace="pre-wrap">{describeAuditNote(entry.note)}</Text>}
        </Box>
      ))}
    </Stack>
    {invitation.auditTruncated && (
      <Text fontSize="xs" color="fg.muted" mt="3">
        Showing the latest {invitation.audit.length} entries; older ones are kept.
      </Text>
    )}
  </DetailSection>
);
