/** The recount's oracle on made-up tables: what counts, what is a drift, what is left alone. */
import { describe, expect, it } from 'vitest';
import { invitationEntity, type Invitation } from '../../data/invitation';
import { profileEntity, type Profile } from '../../data/profile';
import { viewerStateEntity } from '../../data/unread';
import { describeDrift, findDrifts } from './find-drifts';
import { TableSnapshot } from './table-snapshot';

const NOW = new Date('2026-11-25T12:00:00Z');

const profile = (id: string, role: Profile['role'], status: Profile['status'] = 'active') =>
  profileEntity.toItem({ id, email: `${id}@staff.test`, firstName: id, lastName: 'Test', role, status, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' });

const invitation = (id: string, fields: Partial<Invitation> = {}) =>
  invitationEntity.toItem({ id, senderId: 'lg', senderAddedById: 'fo', createdAt: '2026-11-25T09:00:00Z', status: 'sent', audit: [], ...fields } as Invitation);

/** A table whose figures match one invitation by `lg` (added by `fo`), answered yes and unread to everyone. */
const wholeTable = () => [
  profile('ad', 'admin'), profile('fo', 'founder'), profile('lg', 'leadgen'),
  invitation('i1', { answer: 'yes', status: 'yes', statusUpdatedAt: '2026-11-25T10:00:00Z' }),
  { pk: 'STATS#lg', sk: 'INVITE_STATS', entity: 'invite-stats', ownSent: 1, yesCount: 1, lastInviteAt: '2026-11-25T09:00:00Z' },
  { pk: 'STATS#fo', sk: 'INVITE_STATS', entity: 'invite-stats', myLeadgensSent: 1 },
  { pk: 'STATS#lg', sk: 'DAY#2026-11-25', entity: 'invite-stats-day', sent: 1 },
  { pk: 'STATS#GLOBAL', sk: 'INVITE_STATS', entity: 'invite-stats', totalSent: 1 },
  ...(['ad', 'fo', 'lg'] as const).map((viewerId) =>
    viewerStateEntity.toItem({ invitationId: 'i1', viewerId, unread: true, counts: viewerId === 'fo' ? ['manageInvitations', 'myLeadgens'] : ['manageInvitations'], asOf: '1' })),
  { pk: 'UNREAD#ad', sk: 'COUNTS', entity: 'unread-counter', manageInvitations: 1 },
  { pk: 'UNREAD#fo', sk: 'COUNTS', entity: 'unread-counter', manageInvitations: 1, myLeadgens: 1 },
  { pk: 'UNREAD#lg', sk: 'COUNTS', entity: 'unread-counter', manageInvitations: 1 },
  { pk: 'PROFILE#lg', sk: 'BADGE#first-invitation', entity: 'earned-badge', profileId: 'lg', badgeId: 'first-invitation' },
  { pk: 'PROFILE#lg', sk: 'BADGE#first-yes', entity: 'earned-badge', profileId: 'lg', badgeId: 'first-yes' },
];

const driftsOf = (items: Record<string, unknown>[]) => {
  const snapshot = new TableSnapshot();
  for (const item of items) snapshot.add(item);
  return findDrifts(snapshot, NOW).map(describeDrift);
};

describe('findDrifts', () => {
  it('finds nothing in a table whose figures match its facts', () => {
    expect(driftsOf(wholeTable())).toEqual([]);
  });

  it('counts an erased invitation through its kept facts', () => {
    const erased = wholeTable().filter((item) => item.pk !== 'INVITATION#i1');
    expect(driftsOf(erased)).not.toEqual([]);
    const kept = { senderId: 'lg', senderAddedById: 'fo', createdAt: '2026-11-25T09:00:00Z', answer: 'yes', state: 'kept', entity: 'counted-fact' };
    expect(driftsOf([...erased, { pk: 'INVITATION#i1', sk: 'COUNTED#SENT', ...kept }, { pk: 'INVITATION#i1', sk: 'COUNTED#ANSWER', ...kept }])).toEqual([
      // Its counts stay; what was unread about it is gone with it.
      'UNREAD#ad COUNTS manageInvitations: table 1, recount 0',
      'UNREAD#fo COUNTS manageInvitations: table 1, recount 0',
      'UNREAD#fo COUNTS myLeadgens: table 1, recount 0',
      'UNREAD#lg COUNTS manageInvitations: table 1, recount 0',
    ].sort());
  });

  it("settles a demoted admin's unread state and count", () => {
    const table = wholeTable().map((item) => (item.pk === 'PROFILE#ad' ? profile('ad', 'leadgen') : item));
    expect(driftsOf(table).sort()).toEqual(['INVITATION#i1 UNREAD#ad: table unread [manageInvitations], recount read', 'UNREAD#ad COUNTS manageInvitations: table 1, recount 0']);
  });

  it('reports a missing badge but not one earned in a busier week, and leaves old day buckets to expire', () => {
    const table = wholeTable().filter((item) => item.sk !== 'BADGE#first-yes');
    table.push({ pk: 'PROFILE#lg', sk: 'BADGE#busy-week', entity: 'earned-badge', profileId: 'lg', badgeId: 'busy-week' });
    table.push({ pk: 'STATS#lg', sk: 'DAY#2026-06-01', entity: 'invite-stats-day', sent: 7 });
    expect(driftsOf(table)).toEqual(['PROFILE#lg BADGE#first-yes: missing (criteria met with 1)']);
  });

  it('recounts the global total only over the whole table', () => {
    const snapshot = new TableSnapshot();
    for (const item of wholeTable()) snapshot.add(item.pk === 'STATS#GLOBAL' ? { ...item, totalSent: 5 } : item);
    expect(findDrifts(snapshot, NOW).map(describeDrift)).toEqual(['STATS#GLOBAL INVITE_STATS totalSent: table 5, recount 1']);
    expect(findDrifts(snapshot, NOW, { profileIds: new Set(['lg']) })).toEqual([]);
  });
});
