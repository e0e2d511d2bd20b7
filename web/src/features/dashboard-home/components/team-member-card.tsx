/** A person of the team: photo or initials, name, role, at most 3 badges then '+N more'. Opens their profile. */
import { Box, Card, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { EarnedBadgeView, TeamMember } from '@safe-haven/shared/api-types';
import { TEAM_CARD_MAX_BADGES } from '@safe-haven/shared/badges';
import { ROLE_LABELS } from '@safe-haven/shared/roles';
import { BadgeIcon } from '../../../components/badges/badge-icon';
import { Avatar } from '../../../components/ui/avatar';
import { Tooltip } from '../../../components/ui/tooltip';

export const BadgeMedal = ({ badge, size = '8' }: { badge: EarnedBadgeView; size?: string }) => (
  <Tooltip content={badge.name} openDelay={150} placement="top">
    <Box
      as="span" display="inline-flex" alignItems="center" justifyContent="center" boxSize={size} borderRadius="full"
      bg="brass.100" color="brass.700" borderWidth="1px" borderColor="brass.300" aria-label={badge.name} role="img" tabIndex={0}
    >
      <BadgeIcon name={badge.icon} />
    </Box>
  </Tooltip>
);

export const memberName = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim();

const CardButton = chakra('button');

export const TeamMemberCard = ({ member, onOpen }: { member: TeamMember; onOpen: () => void }) => {
  const shown = member.badges.slice(0, TEAM_CARD_MAX_BADGES);
  const more = member.badges.length - shown.length;
  return (
    <Card.Root size="sm" variant="outline" bg="bg" h="full" _hover={{ borderColor: 'brass.400', shadow: 'sm' }}>
      <Card.Body gap="3" alignItems="center" textAlign="center">
        <CardButton
          type="button" onClick={onOpen} display="flex" flexDirection="column" alignItems="center" gap="2" w="full" borderRadius="md"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }} aria-label={`View profile of ${memberName(member)}`}
        >
          <Avatar size="xl" colorPalette="brand" name={memberName(member)} src={member.photoUrl} />
          {/* A long single-word name breaks inside the card instead of running past a phone's edge. */}
          <Stack gap="0" maxW="full" minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">{memberName(member)}</Text>
            <Text fontSize="sm" color="fg.muted">{ROLE_LABELS[member.role]}</Text>
          </Stack>
        </CardButton>
        <HStack gap="1.5" minH="8" justify="center" wrap="wrap" role="group" aria-label={`${member.badges.length} badge${member.badges.length === 1 ? '' : 's'}`}>
          {shown.map((badge) => <BadgeMedal key={badge.id} badge={badge} />)}
          {more > 0 && <Text fontSize="xs" color="fg.muted">+{more} more</Text>}
          {member.badges.length === 0 && <Text fontSize="xs" color="fg.muted">No badges yet</Text>}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
};
