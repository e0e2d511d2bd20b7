/** The lead generators as cards on phones, where the eight-column table would need sideways scrolling. */
import { Badge, Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { LeadgenStatsRow } from '@safe-haven/shared/api-types';
import { LEADGEN_STATS_MESSAGES } from '@safe-haven/shared/messages';
import { DASHBOARD_PATHS } from '@safe-haven/shared/navigation';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const Figure = ({ label, value }: { label: string; value: number }) => (
  <Box textAlign="center">
    <Text fontSize="lg" fontWeight="semibold" color="brand.fg">{value}</Text>
    <Text fontSize="xs" color="fg.muted">{label}</Text>
  </Box>
);

export const LeadgenCards = ({ rows }: { rows: LeadgenStatsRow[] }) => (
  <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Lead generators">
    {rows.map((row) => (
      <Card.Root as="li" key={row.leadgen_id} size="sm" variant="outline" bg="bg">
        <Card.Body gap="3">
          <Stack gap="0">
            <HStack gap="2">
              <Text fontWeight="semibold" overflowWrap="anywhere" minW="0">{row.leadgen_name}</Text>
              {row.status !== 'active' && <Badge size="sm" colorPalette="gray">{row.status}</Badge>}
            </HStack>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{row.leadgen_email}</Text>
          </Stack>
          <SimpleGrid columns={4} gap="2">
            <Figure label="Sent" value={row.invites_sent_total} />
            <Figure label="Yes" value={row.responses_yes} />
            <Figure label="Maybe" value={row.responses_maybe} />
            <Figure label="No" value={row.responses_no} />
          </SimpleGrid>
          <HStack justify="space-between" gap="2">
            <Text fontSize="sm" color="fg.muted">
              Last invite: {row.last_invite_at ? dateFormat.format(new Date(row.last_invite_at)) : LEADGEN_STATS_MESSAGES.never}
            </Text>
            <Button asChild size="xs" variant="outline">
              <Link to={`${DASHBOARD_PATHS.manageInvitations}?sender=${encodeURIComponent(row.leadgen_id)}`} aria-label={`View invites of ${row.leadgen_name}`}>
                View Invites
              </Link>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    ))}
  </Stack>
);
