/**
 * Pending staff invitations: resend, or cancel after 'Cancel invitation?'. Past expiry dates are red.
 * On a phone each invitation is a card (invited-user-cards.tsx) rather than a row cut off at the edge.
 */
import { Badge, Button, HStack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { ROLE_LABELS } from '@safe-haven/shared/roles';
import type { PendingStaffInvitation } from '@safe-haven/shared/team-api-types';
import { INVITE_USER_MESSAGES, MANAGE_USERS_MESSAGES } from '@safe-haven/shared/team-messages';
import { useTableAction } from '../../../hooks/use-table-action';
import { ApiError } from '../../../lib/api-client';
import { useCancelStaffInvitation, useResendStaffInvitation } from '../api/users';
import { ConfirmDialog, usePrefetchConfirmDialog } from './lazy-dialogs';
import { EmptyList } from '../../../components/feedback/empty-list';
import { formatDate } from './format-date';
import { STICKY_ACTIONS_COLUMN } from '../../../components/ui/sticky-actions';
import { InvitedUserCards } from './invited-user-cards';

export const InvitedUsersTable = ({ invitations }: { invitations: PendingStaffInvitation[] }) => {
  const resend = useResendStaffInvitation();
  const resending = useTableAction(resend, (invitation: PendingStaffInvitation) => invitation.id, {
    success: (result, invitation) =>
      result.emailDelivered
        ? { type: 'success', title: MANAGE_USERS_MESSAGES.invitationResent, description: INVITE_USER_MESSAGES.sent(invitation.email) }
        : { type: 'warning', title: MANAGE_USERS_MESSAGES.invitationResent, description: INVITE_USER_MESSAGES.welcomeEmailFailed(result.deliveryError ?? 'unknown error') },
    failure: (error) => ({
      type: 'error',
      title: error instanceof ApiError && error.status === 404 ? MANAGE_USERS_MESSAGES.invitationNotFound : MANAGE_USERS_MESSAGES.failedToResend,
      description: error.message,
    }),
  });
  const cancelling = useTableAction(useCancelStaffInvitation(), (invitation: PendingStaffInvitation) => invitation.id, {
    success: () => ({ type: 'success', title: MANAGE_USERS_MESSAGES.invitationCancelled }),
    failure: (error) => ({ type: 'error', title: MANAGE_USERS_MESSAGES.failedToCancel, description: error.message }),
  });
  usePrefetchConfirmDialog();
  const now = Date.now();
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;

  // Chakra's md button is 40 px: a phone's card asks for 44.
  const buttonSize = wide ? { size: 'xs' as const } : { size: 'md' as const, minH: '11' };
  const actionsFor = (invitation: PendingStaffInvitation) => (
    // A row on desktop; on a phone's card, full-width 44 px buttons one above the other.
    <HStack justify="flex-end" gap="2" flexDirection={{ base: 'column', md: 'row' }} alignItems={{ base: 'stretch', md: 'center' }}>
      <Button
        {...buttonSize} variant="outline" onClick={() => resending.run(invitation)}
        loading={resend.isPending && resend.variables === invitation.id}
      >
        Resend Invitation
      </Button>
      <Button {...buttonSize} variant="ghost" colorPalette="red" onClick={() => cancelling.ask(invitation)}>Cancel Invitation</Button>
    </HStack>
  );

  if (invitations.length === 0) {
    return <EmptyList title={MANAGE_USERS_MESSAGES.noPendingInvitations} />;
  }
  return (
    <>
      {wide ? (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Invited users">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Invited</Table.ColumnHeader>
                <Table.ColumnHeader>Expires</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" {...STICKY_ACTIONS_COLUMN}>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invitations.map((invitation) => {
                const expired = Date.parse(invitation.expiresAt) <= now;
                return (
                  <Table.Row key={invitation.id}>
                    <Table.Cell whiteSpace="nowrap">{invitation.firstName} {invitation.lastName}</Table.Cell>
                    <Table.Cell>{invitation.email}</Table.Cell>
                    <Table.Cell><Badge variant="outline">{ROLE_LABELS[invitation.role]}</Badge></Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDate(invitation.invitedAt)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <Text as="span" color={expired ? 'fg.error' : undefined} fontWeight={expired ? 'semibold' : undefined}>
                        {formatDate(invitation.expiresAt)}{expired ? ' (expired)' : ''}
                      </Text>
                    </Table.Cell>
                    <Table.Cell {...STICKY_ACTIONS_COLUMN}>{actionsFor(invitation)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        <InvitedUserCards invitations={invitations} now={now} actionsFor={actionsFor} />
      )}
      <ConfirmDialog
        open={!!cancelling.asking} title={MANAGE_USERS_MESSAGES.cancelTitle} confirmLabel="Cancel Invitation" cancelLabel={MANAGE_USERS_MESSAGES.keepInvitation}
        busy={cancelling.busy} onConfirm={cancelling.confirm} onClose={cancelling.close}
      >
        The set-up link sent to {cancelling.asking?.email} will stop working. You can invite them again later.
      </ConfirmDialog>
    </>
  );
};
