import { Box, Card, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { InviteStats } from '@safe-haven/shared/api-types';
import { STATS_MESSAGES } from '@safe-haven/shared/messages';
import type { StaffRole } from '@safe-haven/shared/roles';
import { useInviteStats } from '../api/get-invite-stats';
import { statCardsForRole, type StatCardDefinition } from '../utils/stat-cards';
import { StatHelp } from './stat-help';

const numberFormat = new Intl.NumberFormat('en-US');

const StatCard = ({ card, stats, loading }: { card: StatCardDefinition; stats: InviteStats | undefined; loading: boolean }) => (
  <Card.Root size="sm" variant="elevated" borderTopWidth="3px" borderTopColor="brass.400">
    <Card.Body gap="2">
      <HStack justify="space-between" align="flex-start" gap="2">
        <Text fontSize="sm" fontWeight="medium" color="fg.muted">{card.label}</Text>
        <StatHelp label={card.label} text={card.tooltip} />
      </HStack>
      {loading ? (
        <Skeleton h="9" w="16" />
      ) : (
        <Text fontSize="3xl" fontWeight="bold" fontFamily="heading" color="brand.fg" lineHeight="1.1">
          {numberFormat.format(stats?.[card.key] ?? 0)}
        </Text>
      )}
    </Card.Body>
  </Card.Root>
);

/** 'Invitations I've Sent', 'Invitations Sent by My Lead Gens' (not for leadgens) and 'Total Invitations (All Users)'. */
export const InviteStatsCards = ({ profileId, role }: { profileId: string; role: StaffRole }) => {
  const stats = useInviteStats(profileId);
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
        <SimpleGrid columns={{ base: 1, sm: cards.length }} gap="4">
          {cards.map((card) => (
            <StatCard key={card.key} card={card} stats={stats.data} loading={stats.isPending} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
};
