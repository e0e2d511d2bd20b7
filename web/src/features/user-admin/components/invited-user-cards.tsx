/**
 * Pending staff invitations as cards on phones, where the table would be cut off at the screen's
 * edge: name, email, role, invited and expiry dates (past ones in red), and the two actions as
 * full-width 44 px buttons.
 */
import type { ReactNode } from 'react';
import { Badge, Box, Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ROLE_LABELS } from '@safe-haven/shared/roles';
import type { PendingStaffInvitation } from '@safe-haven/shared/team-api-types';
import { formatDate } from './format-date';

interface InvitedUserCardsProps {
  invitations: PendingStaffInvitation[];
  now: number;
  /** Resend and Cancel for one invitation, as the table's Actions column has them. */
  actionsFor: (invitation: PendingStaffInvitation) => ReactNode;
}

export const InvitedUserCards = ({ invitations, now, actionsFor }: InvitedUserCardsProps) => (
  <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label="Invited users">
    {invitations.map((invitation) => {
      const name = `${invitation.firstName} ${invitation.lastName}`;
      const expired = Date.parse(invitation.expiresAt) <= now;
      return (
        <Card.Root as="li" key={invitation.id} size="sm" variant="outline" bg="bg" aria-label={name}>
          <Card.Body gap="3">
            <Stack gap="0">
              <Text fontWeight="semibold" overflowWrap="anywhere">{name}</Text>
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{invitation.email}</Text>
            </Stack>
            <SimpleGrid as="dl" columns={3} gap="2" m="0" alignItems="start">
              <Box>
                <Text as="dt" fontSize="xs" color="fg.muted">Role</Text>
                <Box as="dd" m="0"><Badge variant="outline">{ROLE_LABELS[invitation.role]}</Badge></Box>
              </Box>
              <Box>
                <Text as="dt" fontSize="xs" color="fg.muted">Invited</Text>
                <Text as="dd" m="0" fontSize="sm">{formatDate(invitation.invitedAt)}</Text>
              </Box>
              <Box>
                <Text as="dt" fontSize="xs" color="fg.muted">Expires</Text>
                <Text as="dd" m="0" fontSize="sm" color={expired ? 'fg.error' : undefined} fontWeight={expired ? 'semibold' : undefined}>
                  {formatDate(invitation.expiresAt)}{expired ? ' (expired)' : ''}
                </Text>
              </Box>
            </SimpleGrid>
            {actionsFor(invitation)}
          </Card.Body>
        </Card.Root>
      );
    })}
  </Stack>
);
