/**
 * The users as cards on phones, where the eight-column table would be cut off at the screen's edge:
 * every column of the table (name, email, role, status, two-factor, invitations sent, created) and
 * the actions menu, stacked, with nothing to scroll sideways.
 */
import type { ReactNode } from 'react';
import { Badge, Box, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ROLE_LABELS } from '@safe-haven/shared/roles';
import type { ManagedUser } from '@safe-haven/shared/team-api-types';
import { Avatar } from '../../../components/ui/avatar';
import { formatDate } from './format-date';
import { ROLE_PALETTES, STATUS_PALETTES } from './user-palettes';
import { statusLabel } from './user-filters';

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Text as="dt" fontSize="xs" color="fg.muted">{label}</Text>
    <Box as="dd" m="0" fontSize="sm">{children}</Box>
  </Box>
);

interface UserCardsProps {
  users: ManagedUser[];
  /** The user's actions menu (or the dash of a deleted user), as the table's Actions column has it. */
  actionsFor: (user: ManagedUser) => ReactNode;
}

export const UserCards = ({ users, actionsFor }: UserCardsProps) => (
  <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Users">
    {users.map((user) => {
      const name = `${user.firstName} ${user.lastName}`;
      return (
        <Card.Root as="li" key={user.id} size="sm" variant="outline" bg="bg" data-user-email={user.email} aria-label={name}>
          <Card.Body gap="3">
            <HStack gap="3" align="flex-start">
              <Avatar size="sm" name={name} src={user.photoUrl} />
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">{name}</Text>
                {/* Long addresses break anywhere rather than push the card past the screen. */}
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{user.email}</Text>
              </Stack>
            </HStack>
            <HStack justify="space-between" align="center" gap="3">
              <HStack gap="2" wrap="wrap">
                <Badge colorPalette={ROLE_PALETTES[user.role]} variant="subtle">{ROLE_LABELS[user.role]}</Badge>
                <Badge colorPalette={STATUS_PALETTES[user.status]} variant="subtle">{statusLabel(user.status)}</Badge>
              </HStack>
              <Box flexShrink={0}>{actionsFor(user)}</Box>
            </HStack>
            <SimpleGrid as="dl" columns={3} gap="2" m="0">
              <Detail label="Two-Factor">
                {user.twoFactorEnabled ? <Badge colorPalette="green" variant="outline">On</Badge> : <Text as="span" color="fg.muted">Off</Text>}
              </Detail>
              <Detail label="Invitations Sent">{user.invitationsSent}</Detail>
              <Detail label="Created">{formatDate(user.createdAt)}</Detail>
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      );
    })}
  </Stack>
);
