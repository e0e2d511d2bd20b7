/**
 * The invitee's full answer: every field of their audience's form. A decline keeps nothing about the
 * person (the spec's payload: name 'Declined', no email), so it says that rather than 'Name: Declined'.
 */
import { Text } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { hasComposedNotes, RESPONSE_DETAIL_LABELS, RESPONSE_TYPE_LABELS, responseDetailValue } from '@safe-haven/shared/invitee-response-record';
import { formatPhone } from '@safe-haven/shared/validation/phone';
import { formatDateTime } from '../../utils/labels';
import { DetailSection, FactList } from './detail-section';

export const ResponseSection = ({ invitation }: { invitation: InvitationDetails }) => (
  <DetailSection title="Response">
    {invitation.responses.length === 0 ? (
      <Text fontSize="sm" color="fg.muted">No answer yet.</Text>
    ) : (
      invitation.responses.map((response) => response.responseType === 'not_interested' ? (
        <FactList
          key={response.id}
          facts={[
            ['Answer', RESPONSE_TYPE_LABELS[response.responseType]],
            ['Answered', formatDateTime(response.createdAt)],
            ['Details', 'None kept: a decline leaves no name or contact'],
          ]}
        />
      ) : (
        <FactList
          key={response.id}
          facts={[
            ['Answer', RESPONSE_TYPE_LABELS[response.responseType]],
            ['Answered', formatDateTime(response.createdAt)],
            ['Name', response.inviteeName || '—'],
            ['Email', response.inviteeEmail || '—'],
            ...(response.inviteePhone ? [['Phone', formatPhone(response.inviteePhone)] as [string, string]] : []),
            ...(response.inviteeAddress ? [['Address', response.inviteeAddress] as [string, string]] : []),
            ...Object.entries(response.details ?? {})
              .filter(([key]) => key !== 'propertyAddress' || response.details?.propertyAddress !== response.inviteeAddress)
              .map(([key, value]) => [RESPONSE_DETAIL_LABELS[key] ?? key, responseDetailValue(key, value)] as [string, string]),
            ...(response.additionalNotes && !hasComposedNotes(invitation.audience) ? [['Notes', response.additionalNotes] as [string, string]] : []),
          ]}
        />
      ))
    )}
  </DetailSection>
);
