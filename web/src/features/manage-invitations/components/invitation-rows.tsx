/**
 * The compact view: one line per lead, so a full-HD screen shows twenty at once under the filters.
 * The same facts and actions as a card (name, email, sender for those who may see it, audience,
 * status, next step, last update; Details, Resend, Delete), with the same accessible names. A click
 * on a row opens its details.
 */
import { memo } from 'react';
import { Badge, Box, Flex, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import type { InvitationCard } from '@safe-haven/shared/api-types';
import { DOCUMENT_CATALOGUE, DOCUMENT_MESSAGES, shortViewTime, type DocumentKind } from '@safe-haven/shared/documents';
import { AUDIENCE_LABELS } from '@safe-haven/shared/audiences';
import { RESENDABLE_STATUSES, STATUS_LABELS } from '@safe-haven/shared/invitation-status';
import { localCalendarDate } from '@safe-haven/shared/follow-up';
import { GOING_COLD_LABEL, isGoingCold } from '@safe-haven/shared/going-cold';
import { useGoingColdLimits } from '../../../hooks/use-going-cold-limits';
import { FileTextIcon, RefreshIcon, TrashIcon } from '../../../components/ui/icons';
import { INVITATION_OPENS_MESSAGES } from '@safe-haven/shared/messages';
import { AUDIENCE_PALETTE, formatCalendarDate, formatDate, formatOpenedAt, nextStepState, statusPalette } from '../utils/labels';

interface InvitationRowsProps {
  cards: InvitationCard[];
  canDelete: boolean;
  resendingId: string | null;
  onDetails: (card: InvitationCard) => void;
  onResend: (card: InvitationCard) => void;
  onDelete: (card: InvitationCard) => void;
}

const NextStepCell = ({ due, status }: { due: string | undefined; status: InvitationCard['status'] }) => {
  if (!due) return <Text as="span" color="fg.subtle">—</Text>;
  const state = nextStepState(due, localCalendarDate(new Date()), status);
  return (
    <Text
      as="span"
      color={state === 'overdue' ? 'fg.error' : state === 'today' ? 'fg.warning' : state === 'closed' ? 'fg.muted' : undefined}
      fontWeight={state === 'overdue' || state === 'today' ? 'semibold' : undefined}
    >
      {state === 'today' ? 'Today' : formatCalendarDate(due)}{state === 'overdue' ? ' (overdue)' : ''}
    </Text>
  );
};

/** Memoised like the cards: opening Details does not redraw the table. */
export const InvitationRows = memo(function InvitationRows({ cards, canDelete, resendingId, onDetails, onResend, onDelete }: InvitationRowsProps) {
  const showSender = cards.some((card) => card.senderName);
  const limits = useGoingColdLimits();
  const now = Date.now();
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg" overflowX="auto">
      <Table.Root size="sm" aria-label="Invitations" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            {showSender && <Table.ColumnHeader>Sender</Table.ColumnHeader>}
            <Table.ColumnHeader>Audience</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Next step</Table.ColumnHeader>
            <Table.ColumnHeader>Updated</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cards.map((card) => (
            // A click anywhere on the row opens the details, as its hover promises; keyboard and screen
            // reader users have the row's Details button, so the row itself takes no focus.
            <Table.Row
              key={card.id} data-unread={card.unread ? 'true' : 'false'} boxShadow={card.unread ? 'inset 3px 0 0 var(--sh-colors-brass-400)' : undefined}
              cursor="pointer" onClick={() => onDetails(card)}
            >
              <Table.Cell py="1" maxW="60">
                <HStack gap="2">
                  <Text fontWeight="semibold" truncate title={card.recipientName}>{card.recipientName}</Text>
                  {card.unread && <Badge colorPalette="brand" variant="solid" size="xs">Updated</Badge>}
                  {card.openedAt && (
                    <Badge
                      colorPalette="green" variant="outline" size="xs" data-testid="opened"
                      title={`${INVITATION_OPENS_MESSAGES.opened(formatOpenedAt(card.openedAt))}, ${INVITATION_OPENS_MESSAGES.views(card.viewCount ?? 1)}`}
                    >
                      Opened
                    </Badge>
                  )}
                  {card.documentViews && Object.entries(card.documentViews).map(([kind, views]) => (
                    <Badge
                      key={kind} colorPalette="green" variant="outline" size="xs" data-testid={`document-views-${kind}`}
                      title={DOCUMENT_MESSAGES.viewed(DOCUMENT_CATALOGUE[kind as DocumentKind].title, views.count, shortViewTime(views.lastAt))}
                    >
                      {DOCUMENT_CATALOGUE[kind as DocumentKind].title} ×{views.count}
                    </Badge>
                  ))}
                </HStack>
              </Table.Cell>
              <Table.Cell py="1" maxW="64"><Text color="fg.muted" truncate title={card.recipientEmail}>{card.recipientEmail}</Text></Table.Cell>
              {showSender && <Table.Cell py="1">{card.senderName ?? <Text as="span" color="fg.subtle">You</Text>}</Table.Cell>}
              <Table.Cell py="1"><Badge colorPalette={AUDIENCE_PALETTE[card.audience]} variant="subtle">{AUDIENCE_LABELS[card.audience]}</Badge></Table.Cell>
              <Table.Cell py="1">
                <HStack gap="1">
                  <Badge colorPalette={statusPalette(card.status)} variant="surface">{STATUS_LABELS[card.status]}</Badge>
                  {isGoingCold(card, limits, now) && <Badge colorPalette="blue" variant="solid">{GOING_COLD_LABEL}</Badge>}
                </HStack>
              </Table.Cell>
              <Table.Cell py="1" whiteSpace="nowrap"><NextStepCell due={card.nextStepDueAt} status={card.status} /></Table.Cell>
              <Table.Cell py="1" whiteSpace="nowrap">{formatDate(card.updatedAt)}</Table.Cell>
              {/* The actions do their own thing, not the row's; a pointer's hover names each icon (title). */}
              <Table.Cell py="1" onClick={(event) => event.stopPropagation()}>
                <Flex gap="1" justify="flex-end">
                  <IconButton size="2xs" variant="ghost" title="Details" aria-label={`Details for ${card.recipientName}`} onClick={() => onDetails(card)}><FileTextIcon /></IconButton>
                  {RESENDABLE_STATUSES.includes(card.status) && (
                    <IconButton size="2xs" variant="ghost" title="Resend invitation" aria-label={`Resend invitation to ${card.recipientName}`} loading={resendingId === card.id} onClick={() => onResend(card)}>
                      <RefreshIcon />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton size="2xs" variant="ghost" colorPalette="red" title="Delete invitation" aria-label={`Delete invitation to ${card.recipientName}`} onClick={() => onDelete(card)}>
                      <TrashIcon />
                    </IconButton>
                  )}
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
});
