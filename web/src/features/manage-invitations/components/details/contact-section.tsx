/** Contact info and the invitation's facts: email, phone and address (from the answer), sender, dates. */
import { Link } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { AUDIENCE_LABELS } from '@safe-haven/shared/audiences';
import { formatDateTime } from '../../utils/labels';
import { DetailSection, FactList } from './detail-section';

export const ContactSection = ({ invitation }: { invitation: InvitationDetails }) => {
  const answer = invitation.responses.at(-1);
  const facts: [string, React.ReactNode][] = [
    ['Email', <Link href={`mailto:${invitation.recipientEmail}`} color="brand.fg">{invitation.recipientEmail}</Link>],
    ...(answer?.inviteePhone ? [['Phone', <Link href={`tel:${answer.inviteePhone}`} color="brand.fg">{answer.inviteePhone}</Link>] as [string, React.ReactNode]] : []),
    ...(answer?.inviteeAddress ? [['Address', answer.inviteeAddress] as [string, React.ReactNode]] : []),
    ['Audience', AUDIENCE_LABELS[invitation.audience]],
    ['Invited by', invitation.inviterName],
    ['Created', formatDateTime(invitation.createdAt)],
    ['Last updated', formatDateTime(invitation.updatedAt)],
    ['Link valid until', formatDateTime(invitation.expiresAt)],
    ...(invitation.resentAt ? [['Last resent', formatDateTime(invitation.resentAt)] as [string, React.ReactNode]] : []),
  ];
  return (
    <DetailSection title="Contact">
      <FactList facts={facts} />
    </DetailSection>
  );
};
