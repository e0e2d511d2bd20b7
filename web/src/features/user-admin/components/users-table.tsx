/**
 * The Users table: role and status badges, two-factor, Invitations Sent, created date, and the
 * actions menu: Suspend after a confirmation saying what it ends, Activate; Make Admin / Founder /
 * Lead Gen with the current role disabled, a demotion only after a confirmation naming the person and
 * the new role; Delete User after 'Are you absolutely sure?'; account recovery: Send Password Reset
 * and Reset Two-Factor (each after a confirmation naming the person; never on oneself) and Account
 * History. On a phone the same columns and actions are shown as one card per user (user-cards.tsx).
 */
import { useState } from 'react';
import { Badge, HStack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { ROLE_LABELS, type StaffRole } from '@safe-haven/shared/roles';
import { isDemotion } from '@safe-haven/shared/team';
import type { ManagedUser } from '@safe-haven/shared/team-api-types';
import { MANAGE_USERS_MESSAGES, SUSPEND_MESSAGES } from '@safe-haven/shared/team-messages';
import { USER_ACTIONS_MESSAGES } from '@safe-haven/shared/user-actions-messages';
import { Avatar } from '../../../components/ui/avatar';
import { toaster } from '../../../components/ui/toaster';
import { useDeleteUser, useUpdateUser, type UserChange } from '../api/users';
import { RECOVERY_MESSAGES } from '@safe-haven/shared/account-recovery';
import { useMyProfile } from '../../../hooks/use-my-profile';
import { useTableAction } from '../../../hooks/use-table-action';
import { useReturnFocus } from '../../../hooks/use-return-focus';
import { moduleLoader, useLoadedModule, useLoadOnMount } from '../../../hooks/use-loaded-module';
import { useAccountReset, type AccountReset } from '../api/account-recovery';
import { AccountHistoryDialog, AccountResetDialog, ConfirmDialog, DemotionDialog, usePrefetchUserDialogs } from './lazy-dialogs';
import { RESET_LABELS } from './reset-labels';
import { UserActionsButton } from './user-actions-button';
import type { UserActionsProps } from './user-actions-menu';
import { EmptyList } from '../../../components/feedback/empty-list';
import { formatDate } from './format-date';
import { statusLabel } from './user-filters';
import { STICKY_ACTIONS_COLUMN } from '../../../components/ui/sticky-actions';
import { UserCards } from './user-cards';
import { ROLE_PALETTES, STATUS_PALETTES } from './user-palettes';

const failureTitle = (change: UserChange) =>
  'role' in change ? MANAGE_USERS_MESSAGES.failedToUpdateRole : change.status === 'active' ? MANAGE_USERS_MESSAGES.failedToActivate : MANAGE_USERS_MESSAGES.failedToSuspend;
const successTitle = (change: UserChange) =>
  'role' in change ? MANAGE_USERS_MESSAGES.roleUpdated : change.status === 'active' ? MANAGE_USERS_MESSAGES.userActivated : MANAGE_USERS_MESSAGES.userSuspended;

const actionsMenu = moduleLoader(() => import('./user-actions-menu'));

/**
 * Fetches the actions menu's code as the page renders, beside the users' request (which usually takes
 * longer), so the menu is there when the rows appear; the rows ask too, should the page not have.
 */
export const useLoadUserActionsMenu = (): void => useLoadOnMount(actionsMenu);

/** The latest click on a stand-in: should several wait for the code, only that one's menu opens. */
let latestAsk = 0;

/**
 * The menu once its code has arrived; until then a plain button that looks the same. A click on it
 * asks for the code (again, if the first request failed) and opens the menu as soon as it is there;
 * if the code cannot be fetched, a toast says so and the next click tries again.
 */
const UserActions = (props: UserActionsProps) => {
  const menu = useLoadedModule(actionsMenu);
  const [ask, setAsk] = useState(0);
  if (menu) return <menu.UserActionsMenu {...props} defaultOpen={ask !== 0 && ask === latestAsk} />;
  const openWhenLoaded = () => {
    latestAsk += 1;
    setAsk(latestAsk);
    actionsMenu.load().catch(() => {
      setAsk(0);
      toaster.create({ type: 'error', title: USER_ACTIONS_MESSAGES.menuUnavailable });
    });
  };
  return <UserActionsButton user={props.user} large={props.large} onClick={openWhenLoaded} />;
};

const fullName = (user: ManagedUser) => `${user.firstName} ${user.lastName}`;

interface PendingChange {
  user: ManagedUser;
  change: UserChange;
  /** A demotion's menu entry ('Make Lead Gen'), repeated on the confirmation's button. */
  label?: string;
}

/**
 * `soleAdminId`: the team's one active admin, if it has only one. Suspending, demoting or deleting
 * them is refused by the server; choosing it says so at once instead of asking first.
 */
export const UsersTable = ({ users, soleAdminId }: { users: ManagedUser[]; soleAdminId?: string }) => {
  const me = useMyProfile();
  const update = useUpdateUser();
  const accountReset = useAccountReset();
  const changes = useTableAction(update, ({ user, change }: PendingChange) => ({ id: user.id, change }), {
    success: (_result, { user, change }) => ({ type: 'success', title: successTitle(change), description: fullName(user) }),
    failure: (error, { change }) => ({ type: 'error', title: failureTitle(change), description: error.message }),
  });
  const deletion = useTableAction(useDeleteUser(), (user: ManagedUser) => user.id, {
    success: () => ({ type: 'success', title: MANAGE_USERS_MESSAGES.userDeleted }),
    failure: (error) => ({ type: 'error', title: MANAGE_USERS_MESSAGES.failedToDelete, description: error.message }),
  });
  const resets = useTableAction(accountReset, ({ user, reset }: { user: ManagedUser; reset: AccountReset }) => ({ id: user.id, reset }), {
    success: (result, { reset }) => ({ type: 'success', title: RESET_LABELS[reset], description: result.message }),
    failure: (error, { reset }) => ({ type: 'error', title: RESET_LABELS[reset], description: error.message }),
  });
  const [historyOf, setHistoryOf] = useState<ManagedUser>();
  // The row's Actions button, where a dialog opened from its menu gives focus back.
  const returnFocus = useReturnFocus();
  usePrefetchUserDialogs();
  // Below md the eight columns would be cut off at the screen's edge: each user is a card instead.
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;

  const askToReset = (user: ManagedUser, reset: AccountReset) => {
    // One's own password and app are changed in Edit Profile, where the current ones are asked for.
    if (user.id === me.data?.id) toaster.create({ type: 'error', title: RESET_LABELS[reset], description: RECOVERY_MESSAGES.notYourself });
    // Said at once rather than after a confirmation the server would refuse (it checks too).
    else if (reset === 'two-factor-reset' && !user.twoFactorEnabled) {
      toaster.create({ type: 'info', title: RESET_LABELS[reset], description: RECOVERY_MESSAGES.noTwoFactor(`${user.firstName} ${user.lastName}`.trim()) });
    } else {
      // Another person or another reset: a new submission, whatever the last one's outcome.
      accountReset.startNewSubmission();
      resets.ask({ user, reset });
    }
  };

  /** Said at once rather than after a confirmation the server would refuse (it checks too). */
  const refusedAsSoleAdmin = (user: ManagedUser, title: string): boolean => {
    if (user.id !== soleAdminId) return false;
    toaster.create({ type: 'error', title, description: MANAGE_USERS_MESSAGES.lastAdmin });
    return true;
  };

  // A promotion takes nothing away: one click. A demotion asks first.
  const changeRole = (user: ManagedUser, role: StaffRole, label: string) => {
    if (!isDemotion(user.role, role)) changes.run({ user, change: { role } });
    else if (!refusedAsSoleAdmin(user, failureTitle({ role }))) {
      update.startNewSubmission();
      changes.ask({ user, change: { role }, label });
    }
  };
  // Activate gives back what it can: one click. Suspend ends what Activate does not give back: it asks first.
  const changeStatus = (user: ManagedUser, change: UserChange) => {
    if ('status' in change && change.status === 'suspended') {
      if (refusedAsSoleAdmin(user, failureTitle(change))) return;
      update.startNewSubmission();
      changes.ask({ user, change });
    } else changes.run({ user, change });
  };
  const demoting = changes.asking && 'role' in changes.asking.change
    ? { user: changes.asking.user, role: changes.asking.change.role, label: changes.asking.label ?? '' }
    : undefined;
  const suspending = changes.asking && 'status' in changes.asking.change ? changes.asking.user : undefined;

  const actionsFor = (user: ManagedUser) =>
    user.status === 'deleted' ? <Text color="fg.muted" aria-label="No actions">—</Text> : (
      <UserActions
        user={user} onChange={(change) => changeStatus(user, change)} onRoleChange={(role, label) => changeRole(user, role, label)}
        onDelete={() => {
          if (!refusedAsSoleAdmin(user, MANAGE_USERS_MESSAGES.failedToDelete)) deletion.ask(user);
        }}
        onReset={(reset) => askToReset(user, reset)} onHistory={() => setHistoryOf(user)} onChooseFrom={returnFocus.remember} large={!wide}
      />
    );

  if (users.length === 0) {
    return <EmptyList title={MANAGE_USERS_MESSAGES.noUsersFound} />;
  }
  return (
    <>
      {wide ? (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Users">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>User</Table.ColumnHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Two-Factor</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Invitations Sent</Table.ColumnHeader>
                <Table.ColumnHeader>Created</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" {...STICKY_ACTIONS_COLUMN}>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {users.map((user) => (
                <Table.Row key={user.id} data-user-email={user.email}>
                  <Table.Cell>
                    <HStack gap="2" whiteSpace="nowrap">
                      <Avatar size="xs" name={`${user.firstName} ${user.lastName}`} src={user.photoUrl} />
                      <Text>{user.firstName} {user.lastName}</Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{user.email}</Table.Cell>
                  <Table.Cell><Badge colorPalette={ROLE_PALETTES[user.role]} variant="subtle">{ROLE_LABELS[user.role]}</Badge></Table.Cell>
                  <Table.Cell><Badge colorPalette={STATUS_PALETTES[user.status]} variant="subtle">{statusLabel(user.status)}</Badge></Table.Cell>
                  <Table.Cell>{user.twoFactorEnabled ? <Badge colorPalette="green" variant="outline">On</Badge> : <Text color="fg.muted">Off</Text>}</Table.Cell>
                  <Table.Cell textAlign="end">{user.invitationsSent}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(user.createdAt)}</Table.Cell>
                  <Table.Cell textAlign="end" {...STICKY_ACTIONS_COLUMN}>{actionsFor(user)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : (
        <UserCards users={users} actionsFor={actionsFor} />
      )}
      <ConfirmDialog
        open={!!deletion.asking} title={MANAGE_USERS_MESSAGES.deleteTitle} confirmLabel="Delete User" cancelLabel="Cancel"
        busy={deletion.busy} onConfirm={deletion.confirm} onClose={deletion.close} finalFocusEl={returnFocus.finalFocusEl}
      >
        {deletion.asking?.firstName} {deletion.asking?.lastName} will lose access at once and cannot sign in again. The invitations they sent stay, still credited to them. This cannot be undone.
      </ConfirmDialog>
      <AccountResetDialog pending={resets.asking} busy={resets.busy} onConfirm={resets.confirm} onClose={resets.close} finalFocusEl={returnFocus.finalFocusEl} />
      <AccountHistoryDialog user={historyOf} onClose={() => setHistoryOf(undefined)} finalFocusEl={returnFocus.finalFocusEl} />
      <DemotionDialog pending={demoting} busy={changes.busy} onConfirm={changes.confirm} onClose={changes.close} finalFocusEl={returnFocus.finalFocusEl} />
      <ConfirmDialog
        open={!!suspending} title={suspending ? SUSPEND_MESSAGES.title(fullName(suspending)) : ''} confirmLabel="Suspend" cancelLabel="Cancel"
        busy={changes.busy} busyLabel={SUSPEND_MESSAGES.busy} onConfirm={changes.confirm} onClose={changes.close} finalFocusEl={returnFocus.finalFocusEl}
      >
        {suspending ? SUSPEND_MESSAGES.consequence(fullName(suspending)) : null}
      </ConfirmDialog>
    </>
  );
};
