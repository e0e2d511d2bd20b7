/** Total lead generators, invites sent in the last 30 days and total yes responses. */
import { Card, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { LeadgenStatsResponse } from '@safe-haven/shared/api-types';

const numberFormat = new Intl.NumberFormat('en-US');
const CARDS: { key: keyof LeadgenStatsResponse['summary']; label: string }[] = [
  { key: 'total_leadgens', label: 'Total Lead Generators' },
  { key: 'invites_30d', label: 'Invites Sent (Last 30 Days)' },
  { key: 'total_yes', label: 'Total Yes Responses' },
];

export const LeadgenSummary = ({ summary }: { summary: LeadgenStatsResponse['summary'] | undefined }) => (
  <SimpleGrid as="section" aria-label="Summary" columns={{ base: 1, sm: 3 }} gap="4">
    {CARDS.map((card) => (
      <Card.Root key={card.key} size="sm" variant="elevated" borderTopWidth="3px" borderTopColor="brass.400">
        <Card.Body gap="2">
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">{card.label}</Text>
          {summary ? (
            <Text fontSize="3xl" fontWeight="bold" fontFamily="heading" color="brand.fg" lineHeight="1.1">{numberFormat.format(summary[card.key])}</Text>
          ) : (
            <Skeleton h="9" w="16" />
          )}
        </Card.Body>
      </Card.Root>
    ))}
  </SimpleGrid>
);
