import { Box, Card, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { InviteStats } from '@safe-haven/shared/api-types';
import { STATS_MESSAGES } from '@safe-haven/shared/messages';
import type { StaffRole } from '@safe-haven/shared/roles';
import { useRefetchOnChange } from '../../../hooks/use-refetch-on-change';
import { useInviteStats } from '../api/get-invite-stats';
import { statCardsForRole, type StatCardDefinition } from '../utils/stat-cards';
import { StatHelp } from './stat-help';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * Three cards share a 375 px phone's row (about 90 px of text each): a team's total of thousands
 * ("12,345") is set smaller there, and a number longer still wraps rather than pushing the page sideways.
 */
const StatNumber = ({ value }: { value: number }) => {
  const text = numberFormat.format(value);
  return (
    <Text
      fontSize={{ base: text.length > 4 ? 'lg' : '2xl', sm: '3xl' }} fontWeight="bold" fontFamily="heading" color="brand.fg"
      lineHeight="1.1" overflowWrap="anywhere"
    >
      {text}
    </Text>
  );
};

const StatCard = ({ card, stats, loading }: { card: StatCardDefinition; stats: InviteStats | undefined; loading: boolean }) => (
  <Card.Root size="sm" variant="elevated" borderTopWidth="3px" borderTopColor="brass.400" minW="0">
    <Card.Body gap="2" p={{ base: '2.5', sm: '4' }} justifyContent="space-between">
      <HStack justify="space-between" align="flex-start" gap="1">
        <Text fontSize={{ base: 'xs', sm: 'sm' }} lineHeight="short" fontWeight="medium" color="fg.muted">{card.label}</Text>
        <StatHelp label={card.label} text={card.tooltip} />
      </HStack>
      {loading ? (
        <Skeleton h={{ base: '7', sm: '9' }} w="12" />
      ) : (
        <StatNumber value={stats?.[card.key] ?? 0} />
      )}
    </Card.Body>
  </Card.Root>
);

/** 'Invitations I've Sent', 'Invitations Sent by My Lead Gens' (not for leadgens) and 'Total Invitations (All Users)'. */
export const InviteStatsCards = ({ profileId, role }: { profileId: string; role: StaffRole }) => {
  const stats = useInviteStats(profileId);
  // A live update (or the fallback poll) that moves the viewer's version: someone sent an invitation they see.
  useRefetchOnChange(stats.refetch);
  const cards = statCardsForRole(role);
  const failed = stats.isError && !stats.data;
  return (
    <Box as="section" aria-label="Invitation statistics" aria-busy={stats.isPending}>
      {failed ? (
        <Card.Root size="sm" variant="outline" borderColor="border.error">
          <Card.Body>
            <Text role="alert" color="fg.error">{STATS_MESSAGES.loadFailed}</Text>
          </Card.Body>
        </Card.Root>
      ) : (
        // One row on a phone too: three stacked cards pushed the invite cards, the page's purpose, below the fold.
        <SimpleGrid columns={cards.length} gap={{ base: '2', sm: '4' }}>
          {cards.map((card) => (
            <StatCard key={card.key} card={card} stats={stats.data} loading={stats.isPending} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
};
