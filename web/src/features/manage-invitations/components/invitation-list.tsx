/** The cards, their loading and empty states, and Load More. */
import { memo } from 'react';
import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { InvitationCard as Card } from '@safe-haven/shared/api-types';
import type { FollowUpView } from '@safe-haven/shared/follow-up';
import { INVITATION_LIST_MESSAGES as LIST } from '@safe-haven/shared/invitation-list-messages';
import { MANAGE_INVITATIONS_MESSAGES as M } from '@safe-haven/shared/messages';
import { EmptyList } from '../../../components/feedback/empty-list';
import { MailIcon } from '../../../components/ui/icons';
import { InvitationCard } from './invitation-card';
import { InvitationRows } from './invitation-rows';

interface InvitationListProps {
  cards: Card[];
  /** Compact rows (desktop only; the page decides) or cards. */
  rows: boolean;
  loading: boolean;
  error: Error | null;
  /** A filter is set (a follow-up view is not one). */
  filtered: boolean;
  /** The follow-up view shown, if any: its own words when it is empty. */
  view: FollowUpView | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  canDelete: boolean;
  resendingId: string | null;
  /** Stable across renders, as the three below (the list and the cards are memoised on them). */
  onRetry: () => void;
  onLoadMore: () => void;
  onDetails: (card: Card) => void;
  onResend: (card: Card) => void;
  onDelete: (card: Card) => void;
}

/**
 * Memoised: the page hands it deferred cards (manage-invitations-page.tsx), so when a page of cards
 * arrives the page's own render skips the list, and React renders the list after it, in slices.
 */
export const InvitationList = memo(function InvitationList(props: InvitationListProps) {
  const { cards, loading, error, filtered, view, hasMore, loadingMore } = props;
  if (loading) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label="Loading invitations">
        {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h="32" borderRadius="lg" />)}
      </Stack>
    );
  }
  if (error && cards.length === 0) {
    return (
      <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="lg" p="4" bg="bg">
        <Text color="fg.error" fontWeight="medium">{M.loadFailed}</Text>
        <Text fontSize="sm" color="fg.muted" mt="1">{error.message}</Text>
        <Button size="sm" mt="3" variant="outline" onClick={props.onRetry}>Try again</Button>
      </Box>
    );
  }
  if (cards.length === 0) {
    const empty = filtered ? LIST.noMatch : view ? LIST.emptyView[view] : LIST.noInvitations;
    return <EmptyList icon={<MailIcon />} title={empty.title} description={empty.description} />;
  }
  return (
    <Stack gap="3">
      {props.rows ? (
        <InvitationRows
          cards={cards} canDelete={props.canDelete} resendingId={props.resendingId}
          onDetails={props.onDetails} onResend={props.onResend} onDelete={props.onDelete}
        />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Invitations">
          {cards.map((card) => (
            <Box as="li" key={card.id}>
              <InvitationCard
                card={card} canDelete={props.canDelete} resending={props.resendingId === card.id}
                onDetails={props.onDetails} onResend={props.onResend} onDelete={props.onDelete}
              />
            </Box>
          ))}
        </Stack>
      )}
      {hasMore && (
        <Button alignSelf="center" variant="outline" onClick={props.onLoadMore} loading={loadingMore} loadingText="Loading...">
          Load More
        </Button>
      )}
      {error && <Text role="alert" color="fg.error" fontSize="sm" textAlign="center">{error.message}</Text>}
    </Stack>
  );
});
