import { describe, expect, it } from 'vitest';
import type { ManagedUser, PendingStaffInvitation } from '@safe-haven/shared/team-api-types';
import { filterInvitations, filterUsers, hasFilters, NO_FILTERS } from './filter-users';

const user = (firstName: string, email: string, role: ManagedUser['role'], status: ManagedUser['status']): ManagedUser => ({
  id: firstName, firstName, lastName: 'Doe', email, role, status, createdAt: '2026-01-01T00:00:00Z', invitationsSent: 0, twoFactorEnabled: false,
});
const users = [user('Ann', 'ann@x.test', 'admin', 'active'), user('Bo', 'bo@y.test', 'leadgen', 'suspended'), user('Cy', 'cy@x.test', 'founder', 'deleted')];
const invitation: PendingStaffInvitation = { id: 'i', email: 'dee@x.test', firstName: 'Dee', lastName: 'Ray', role: 'leadgen', inviterName: 'Ann', invitedAt: '', expiresAt: '' };

describe('Manage Users filters', () => {
  it('search names and emails without case, and combine with role and status', () => {
    expect(filterUsers(users, { ...NO_FILTERS, search: 'X.TEST' }).map((u) => u.id)).toEqual(['Ann', 'Cy']);
    expect(filterUsers(users, { ...NO_FILTERS, search: 'bo doe' }).map((u) => u.id)).toEqual(['Bo']);
    expect(filterUsers(users, { search: 'x.test', role: 'founder', status: 'all' }).map((u) => u.id)).toEqual(['Cy']);
    expect(filterUsers(users, { ...NO_FILTERS, status: 'suspended' }).map((u) => u.id)).toEqual(['Bo']);
  });

  it('apply search and role to invitations; a status filter hides them', () => {
    expect(filterInvitations([invitation], { ...NO_FILTERS, search: 'ray' })).toHaveLength(1);
    expect(filterInvitations([invitation], { ...NO_FILTERS, role: 'admin' })).toHaveLength(0);
    expect(filterInvitations([invitation], { ...NO_FILTERS, status: 'active' })).toHaveLength(0);
  });

  it('know when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, role: 'leadgen' })).toBe(true);
  });
});
