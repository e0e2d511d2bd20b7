/** /dashboard/admin/manage-users (admins): filters, Invited Users and Users. */
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { MANAGE_USERS_MESSAGES } from '@safe-haven/shared/team-messages';
import { soleActiveAdmin } from '@safe-haven/shared/team';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/use-page-meta';
import { useStaffInvitations, useUsers } from '../api/users';
import { InvitedUsersTable } from '../components/invited-users-table';
import { UserFilters } from '../components/user-filters';
import { UsersTable, useLoadUserActionsMenu } from '../components/users-table';
import { filterInvitations, filterUsers, NO_FILTERS } from '../utils/filter-users';

const LoadFailed = ({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) => (
  <Stack role="alert" gap="2" align="flex-start">
    <Text color="fg.error" fontWeight="semibold">{title}</Text>
    <Text color="fg.muted" fontSize="sm">{message}</Text>
    <Button size="xs" variant="outline" onClick={onRetry}>Try again</Button>
  </Stack>
);

const Section = ({ title, count, children }: { title: string; count?: number; children: ReactNode }) => (
  // Smaller padding on a phone, where the users inside are cards of their own.
  <Card.Root as="section" aria-label={title} size={{ base: 'sm', md: 'md' }}>
    <Card.Header pb="0">
      <Heading as="h2" size="lg">{title}{count !== undefined ? ` (${count})` : ''}</Heading>
    </Card.Header>
    <Card.Body>{children}</Card.Body>
  </Card.Root>
);

export const ManageUsersPage = () => {
  usePageMeta({ title: 'Manage Users | Safe Haven', description: 'Staff accounts, roles and pending invitations.' });
  const users = useUsers();
  const invitations = useStaffInvitations();
  useLoadUserActionsMenu();
  const [filters, setFilters] = useState(NO_FILTERS);
  const shownUsers = useMemo(() => filterUsers(users.data ?? [], filters), [users.data, filters]);
  // From the whole team, not the rows the filters show.
  const soleAdminId = useMemo(() => soleActiveAdmin(users.data ?? [])?.id, [users.data]);
  const shownInvitations = useMemo(() => filterInvitations(invitations.data ?? [], filters), [invitations.data, filters]);

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <PageHeader title="Manage Users" intro="Roles, access and pending invitations of the whole team." />
        <Button asChild colorPalette="brand" size="sm">
          <Link to={DASHBOARD_PATHS.addUsers}>Invite New User</Link>
        </Button>
      </HStack>
      <UserFilters filters={filters} onChange={setFilters} />
      <Section title="Invited Users" count={invitations.data ? shownInvitations.length : undefined}>
        {invitations.isPending ? <Skeleton h="20" /> : invitations.isError ? (
          <LoadFailed title={MANAGE_USERS_MESSAGES.failedToLoadInvited} message={invitations.error.message} onRetry={() => void invitations.refetch()} />
        ) : <InvitedUsersTable invitations={shownInvitations} />}
      </Section>
      <Section title="Users" count={users.data ? shownUsers.length : undefined}>
        {users.isPending ? <Skeleton h="40" /> : users.isError ? (
          <LoadFailed title={MANAGE_USERS_MESSAGES.errorLoadingUsers} message={`${MANAGE_USERS_MESSAGES.failedToLoadUsers}: ${users.error.message}`} onRetry={() => void users.refetch()} />
        ) : <UsersTable users={shownUsers} soleAdminId={soleAdminId} />}
      </Section>
    </Stack>
  );
};
