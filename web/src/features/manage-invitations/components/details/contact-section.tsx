/** Contact info and the invitation's facts: email, phone and address (from the answer), sender, dates. */
import { Link } from '@chakra-ui/react';
import type { InvitationDetails } from '@safe-haven/shared/api-types';
import { AUDIENCE_LABELS } from '@safe-haven/shared/audiences';
import { formatPhone, phoneHref } from '@safe-haven/shared/validation/phone';
import { INVITATION_OPENS_MESSAGES } from '@safe-haven/shared/messages';
import { formatDateTime, formatOpenedAt } from '../../utils/labels';
import { DetailSection, FactList } from './detail-section';

/** A link that is the whole value: 44 px tall on a touch screen, the size of a finger (WCAG 2.5.5). */
const TAP_TARGET = { minH: { base: '11', md: 'auto' }, display: 'inline-flex', alignItems: 'center', overflowWrap: 'anywhere' } as const;

/** A number checked when it was given is a link to call; an old, unchecked one is only text. */
const PhoneFact = ({ stored }: { stored: string }) => {
  const href = phoneHref(stored);
  return href ? <Link href={href} color="brand.fg" {...TAP_TARGET}>{formatPhone(stored)}</Link> : <>{stored}</>;
};

export const ContactSection = ({ invitation }: { invitation: InvitationDetails }) => {
  const answer = invitation.responses.at(-1);
  const facts: [string, React.ReactNode][] = [
    ['Email', <Link href={`mailto:${invitation.recipientEmail}`} color="brand.fg" {...TAP_TARGET}>{invitation.recipientEmail}</Link>],
    ...(answer?.inviteePhone ? [['Phone', <PhoneFact stored={answer.inviteePhone} />] as [string, React.ReactNode]] : []),
    ...(answer?.inviteeAddress ? [['Address', answer.inviteeAddress] as [string, React.ReactNode]] : []),
    ['Audience', AUDIENCE_LABELS[invitation.audience]],
    ['Invited by', invitation.inviterName],
    ['Created', formatDateTime(invitation.createdAt)],
    ['Last updated', formatDateTime(invitation.updatedAt)],
    ['Link valid until', formatDateTime(invitation.expiresAt)],
    ...(invitation.resentAt ? [['Last resent', formatDateTime(invitation.resentAt)] as [string, React.ReactNode]] : []),
    // Opens: when the invitee first viewed their page, and how often since.
    [
      'Opened',
      invitation.openedAt
        ? <span data-testid="opened-detail" title={INVITATION_OPENS_MESSAGES.whatCounts}>{INVITATION_OPENS_MESSAGES.opened(formatOpenedAt(invitation.openedAt))} · {INVITATION_OPENS_MESSAGES.views(invitation.viewCount ?? 1)}</span>
        : <span data-testid="opened-detail" title={INVITATION_OPENS_MESSAGES.whatCounts}>{INVITATION_OPENS_MESSAGES.notOpened}</span>,
    ],
  ];
  return (
    <DetailSection title="Contact">
      <FactList facts={facts} />
    </DetailSection>
  );
};
