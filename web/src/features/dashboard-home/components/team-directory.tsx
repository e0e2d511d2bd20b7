/** Meet the Team: active people sorted admin, founder, lead generator, then first name; 8 skeleton cards while loading. */
import { lazy, useState } from 'react';
import { Box, Card, Heading, SimpleGrid, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import type { TeamMember } from '@safe-haven/shared/api-types';
import { TEAM_MESSAGES } from '@safe-haven/shared/messages';
import { useTeam } from '../api/get-team';
import { TeamMemberCard } from './team-member-card';
import { openedOnDemand } from '../../../components/ui/on-demand-dialog';
import { usePrefetchWhenIdle } from '../../../hooks/use-prefetch-when-idle';

/** A person's card opens on demand (fetched when the browser is first idle): the dialog code stays out of the first visit. */
const loadMemberDialog = () => import('./team-member-dialog');
const TeamMemberDialog = openedOnDemand(
  lazy(() => loadMemberDialog().then((module) => ({ default: module.TeamMemberDialog }))),
  (props) => props.member !== null,
  (props) => ({ ...props, member: null }),
);

const SKELETON_CARDS = 8;

export const TeamDirectory = () => {
  const team = useTeam();
  const [open, setOpen] = useState<TeamMember | null>(null);
  usePrefetchWhenIdle(loadMemberDialog, team.isSuccess);
  return (
    <Box as="section" aria-labelledby="meet-the-team">
      <Heading as="h2" id="meet-the-team" size="lg" fontFamily="heading" color="brand.fg" mb="4">Meet the Team</Heading>
      {team.isError ? (
        <Text role="alert" color="fg.error">{TEAM_MESSAGES.loadFailed}</Text>
      ) : team.isPending ? (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap="4" role="status" aria-busy="true" aria-label="Loading the team">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Card.Root key={i} size="sm" variant="outline" data-testid="team-skeleton">
              <Card.Body alignItems="center" gap="3">
                <SkeletonCircle size="16" />
                <Stack gap="2" w="full" align="center">
                  <Skeleton h="4" w="70%" />
                  <Skeleton h="3" w="50%" />
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      ) : team.data.length === 0 ? (
        <Text color="fg.muted">{TEAM_MESSAGES.empty}</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap="4" listStyleType="none" m="0" p="0">
          {team.data.map((member) => (
            <Box as="li" key={member.id} minW="0">
              <TeamMemberCard member={member} onOpen={() => setOpen(member)} />
            </Box>
          ))}
        </SimpleGrid>
      )}
      <TeamMemberDialog member={open} onClose={() => setOpen(null)} />
    </Box>
  );
};
