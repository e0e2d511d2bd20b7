/** Manage Users' filters: search by name or email, role and status, applied to both tables. */
import type { ProfileStatus, StaffRole } from '@safe-haven/shared/roles';
import type { ManagedUser, PendingStaffInvitation } from '@safe-haven/shared/team-api-types';

export interface UserFilters {
  search: string;
  role: StaffRole | 'all';
  status: ProfileStatus | 'all';
}

export const NO_FILTERS: UserFilters = { search: '', role: 'all', status: 'all' };

const matchesSearch = (person: { firstName: string; lastName: string; email: string }, search: string) => {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [`${person.firstName} ${person.lastName}`, person.email].some((value) => value.toLowerCase().includes(term));
};

export const filterUsers = (users: readonly ManagedUser[], filters: UserFilters): ManagedUser[] =>
  users.filter(
    (user) =>
      matchesSearch(user, filters.search) &&
      (filters.role === 'all' || user.role === filters.role) &&
      (filters.status === 'all' || user.status === filters.status),
  );

/** Invitations have no account status yet: a status filter leaves them out. */
export const filterInvitations = (invitations: readonly PendingStaffInvitation[], filters: UserFilters): PendingStaffInvitation[] =>
  filters.status !== 'all' ? [] : invitations.filter((invitation) => matchesSearch(invitation, filters.search) && (filters.role === 'all' || invitation.role === filters.role));

export const hasFilters = (filters: UserFilters): boolean => filters.search.trim() !== '' || filters.role !== 'all' || filters.status !== 'all';
