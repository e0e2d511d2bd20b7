/** One card: who, by whom, when, audience and status, unread and email hints, and its actions. */
import { memo } from 'react';
import { DOCUMENT_CATALOGUE, DOCUMENT_MESSAGES, shortViewTime, type DocumentKind } from '@safe-haven/shared/documents';
import { Badge, Box, Button, Card, Flex, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { InvitationCard as Card_ } from '@safe-haven/shared/api-types';
import { AUDIENCE_LABELS } from '@safe-haven/shared/audiences';
import { RESENDABLE_STATUSES, STATUS_LABELS } from '@safe-haven/shared/invitation-status';
import { INVITATION_OPENS_MESSAGES, MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { AlertTriangleIcon, FileTextIcon, RefreshIcon, TrashIcon } from '../../../components/ui/icons';
import { localCalendarDate } from '@safe-haven/shared/follow-up';
import { GOING_COLD_LABEL, GOING_COLD_MESSAGES, isGoingCold } from '@safe-haven/shared/going-cold';
import { useGoingColdLimits } from '../../../hooks/use-going-cold-limits';
import { AUDIENCE_PALETTE, formatCalendarDate, formatDate, formatOpenedAt, nextStepState, statusPalette } from '../utils/labels';

const NextStepDue = ({ due, status }: { due: string; status: Card_['status'] }) => {
  const state = nextStepState(due, localCalendarDate(new Date()), status);
  return (
    <Text
      color={state === 'overdue' ? 'fg.error' : state === 'today' ? 'fg.warning' : state === 'closed' ? 'fg.muted' : undefined}
      fontWeight={state === 'overdue' || state === 'today' ? 'semibold' : undefined}
    >
      {state === 'overdue' ? 'Overdue: ' : 'Next step '}{state === 'today' ? 'due today' : formatCalendarDate(due)}
    </Text>
  );
};

export interface InvitationCardProps {
  card: Card_;
  canDelete: boolean;
  resending: boolean;
  /** Given the card: one stable handler serves every card, so a card re-renders only when its own props change. */
  onDetails: (card: Card_) => void;
  onResend: (card: Card_) => void;
  onDelete: (card: Card_) => void;
}

/** The latest email was not delivered and retries are over or failing: a resend may help. */
const deliveryFailed = (card: Card_) => !card.emailIssue && (card.emailDelivery === 'failed' || card.emailDelivery === 'dead');

/**
 * Memoised: opening Details or resending one lead re-renders that card, not the other 199 of a long
 * list (the query keeps an unchanged card's object across refetches).
 */
export const InvitationCard = memo(function InvitationCard({ card, canDelete, resending, onDetails, onResend, onDelete }: InvitationCardProps) {
  const headingId = `invitation-${card.id}-name`;
  const limits = useGoingColdLimits();
  // Read at render: when the card changes or the page is opened. Going cold is a matter of days, so a
  // card left open past the limit says so at its next change or visit.
  const cold = isGoingCold(card, limits, Date.now());
  return (
    <Card.Root
      as="article" aria-labelledby={headingId} size="sm" variant="outline" bg="bg"
      borderLeftWidth="4px" borderLeftColor={card.unread ? 'brass.400' : 'border'} data-unread={card.unread ? 'true' : 'false'}
    >
      <Card.Body gap="3">
        <Flex gap="2" justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} direction={{ base: 'column', sm: 'row' }}>
          <Stack gap="0.5" minW="0" flex="1">
            <HStack gap="2" wrap="wrap">
              <Text id={headingId} fontWeight="semibold" fontSize="md" overflowWrap="anywhere" minW="0">{card.recipientName}</Text>
              {card.unread && (
                <Badge colorPalette="brand" variant="solid" size="sm">Updated</Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{card.recipientEmail}</Text>
            {card.senderName && (
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">Sent by <Text as="span" color="fg">{card.senderName}</Text></Text>
            )}
          </Stack>
          <Wrap gap="2" justify={{ base: 'flex-start', sm: 'flex-end' }} flexShrink={0} maxW={{ sm: '50%' }}>
            <Badge colorPalette={AUDIENCE_PALETTE[card.audience]} variant="subtle">{AUDIENCE_LABELS[card.audience]}</Badge>
            <Badge colorPalette={statusPalette(card.status)} variant="surface">{STATUS_LABELS[card.status]}</Badge>
            {card.openedAt && (
              <Badge colorPalette="green" variant="outline" data-testid="opened" title={INVITATION_OPENS_MESSAGES.views(card.viewCount ?? 1)}>
                {INVITATION_OPENS_MESSAGES.opened(formatOpenedAt(card.openedAt))}
              </Badge>
            )}
            {card.documentViews && Object.entries(card.documentViews).map(([kind, views]) => (
              <Badge key={kind} colorPalette="green" variant="outline" data-testid={`document-views-${kind}`}>
                {DOCUMENT_MESSAGES.viewed(DOCUMENT_CATALOGUE[kind as DocumentKind].title, views.count, shortViewTime(views.lastAt))}
              </Badge>
            ))}
            {cold && (
              <Badge colorPalette="blue" variant="solid" title={GOING_COLD_MESSAGES.cardHint(limits[card.status]!)}>{GOING_COLD_LABEL}</Badge>
            )}
            {card.emailIssue && (
              <Badge colorPalette="red" variant="outline" title={M.undeliverable[card.emailIssue]}>
                {card.emailIssue === 'bounced' ? 'Email bounced' : 'Marked as spam'}
              </Badge>
            )}
          </Wrap>
        </Flex>
        <HStack gap="4" fontSize="xs" color="fg.muted" wrap="wrap">
          <Text>Created {formatDate(card.createdAt)}</Text>
          <Text>Updated {formatDate(card.updatedAt)}</Text>
          {card.nextStepDueAt && <NextStepDue due={card.nextStepDueAt} status={card.status} />}
        </HStack>
        {deliveryFailed(card) && (
          <HStack gap="2" fontSize="sm" color="fg.warning" role="note">
            <Box flexShrink={0}><AlertTriangleIcon /></Box>
            <Text>{M.deliveryFailedHint}</Text>
          </HStack>
        )}
        <HStack gap="2" wrap="wrap">
          <Button size={{ base: 'xs', sm: 'sm' }} variant="outline" onClick={() => onDetails(card)} aria-label={`Details for ${card.recipientName}`}>
            <FileTextIcon /> Details
          </Button>
          {RESENDABLE_STATUSES.includes(card.status) && (
            <Button size={{ base: 'xs', sm: 'sm' }} variant="outline" onClick={() => onResend(card)} loading={resending} loadingText="Resending..." aria-label={`Resend invitation to ${card.recipientName}`}>
              <RefreshIcon /> Resend
            </Button>
          )}
          {canDelete && (
            <Button size={{ base: 'xs', sm: 'sm' }} variant="ghost" colorPalette="red" onClick={() => onDelete(card)} aria-label={`Delete invitation to ${card.recipientName}`}>
              <TrashIcon /> Delete
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
});
