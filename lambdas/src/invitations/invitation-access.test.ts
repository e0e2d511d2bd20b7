/**
 * The visibility rule is written once (invitation-access.ts) and read in several forms: canSee for one
 * invitation, visibleScopes for the list, canSeeSender for the sender filter, viewersOf for the
 * stream. Over every role, status and relation between a person and an invitation, the forms agree.
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_STATUSES, STAFF_ROLES, type ProfileStatus, type StaffRole } from '@safe-haven/shared/roles';
import { conditionsOn, renderCondition } from '../data/expressions';
import type { Invitation } from '../data/invitation';
import { canSee, canSeeSender, viewersOf, visibleCondition, visibleScopes, watches, type Scope } from './invitation-access';

const PEOPLE = ['ann', 'ben', 'cal', 'dee'] as const;

const person = fc.record({ id: fc.constantFrom(...PEOPLE), role: fc.constantFrom<StaffRole>(...STAFF_ROLES) });
const invitation = fc.record({ senderId: fc.constantFrom(...PEOPLE), senderAddedById: fc.option(fc.constantFrom(...PEOPLE), { nil: undefined }) });

const inScope = (scope: Scope, target: { senderId: string; senderAddedById?: string }) =>
  scope.kind === 'all' || (scope.kind === 'sender' ? target.senderId === scope.id : target.senderAddedById === scope.id);

describe('who may see an invitation, in each form', () => {
  it('the list scopes hold exactly the invitations canSee allows', () => {
    fc.assert(
      fc.property(person, invitation, (viewer, target) => {
        expect(visibleScopes(viewer).some((scope) => inScope(scope, target))).toBe(canSee(viewer, target));
      }),
    );
  });

  it('the sender filter allows a sender exactly when canSee allows their invitations', () => {
    fc.assert(
      fc.property(person, invitation, (viewer, target) => {
        expect(canSeeSender(viewer, { id: target.senderId, addedById: target.senderAddedById })).toBe(canSee(viewer, target));
      }),
    );
  });

  it("the stream's viewers are exactly the people who watch the invitation", () => {
    const staff = fc.array(fc.record({ role: fc.constantFrom<StaffRole>(...STAFF_ROLES), status: fc.constantFrom<ProfileStatus>(...PROFILE_STATUSES) }), {
      minLength: PEOPLE.length,
      maxLength: PEOPLE.length,
    });
    fc.assert(
      fc.property(staff, invitation, (profiles, target) => {
        const everyone = profiles.map((profile, index) => ({ ...profile, id: PEOPLE[index]! }));
        const active = (role: StaffRole) => everyone.filter((p) => p.role === role && p.status === 'active').map((p) => p.id);
        const expected = everyone.filter((p) => watches(p, target)).map((p) => p.id);
        expect(viewersOf(target, { adminIds: active('admin'), founderIds: active('founder') }).sort()).toEqual(expected.sort());
      }),
    );
  });

  it('a founder demoted to lead generator no longer sees the team they added', () => {
    const target = { senderId: 'ben', senderAddedById: 'ann' };
    expect(canSee({ id: 'ann', role: 'founder' }, target)).toBe(true);
    expect(canSee({ id: 'ann', role: 'leadgen' }, target)).toBe(false);
    expect(canSeeSender({ id: 'ann', role: 'leadgen' }, { id: 'ben', addedById: 'ann' })).toBe(false);
  });

  it('the write condition is the list scopes as a condition: none for an admin', () => {
    const rendered = (role: StaffRole) => {
      const condition = visibleCondition({ id: 'ann', role }, conditionsOn<Invitation>());
      return condition && renderCondition(condition);
    };
    expect(rendered('admin')).toBeUndefined();
    expect(rendered('founder')).toEqual({
      ConditionExpression: '#senderId = :v0 OR #senderAddedById = :v1',
      ExpressionAttributeNames: { '#senderId': 'senderId', '#senderAddedById': 'senderAddedById' },
      ExpressionAttributeValues: { ':v0': 'ann', ':v1': 'ann' },
    });
    expect(rendered('leadgen')).toMatchObject({ ConditionExpression: '#senderId = :v0', ExpressionAttributeValues: { ':v0': 'ann' } });
  });
});
