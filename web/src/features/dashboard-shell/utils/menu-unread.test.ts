import { describe, expect, it } from 'vitest';
import { menuUnreadCount, mobileMenuLabel } from './menu-unread';

describe('menuUnreadCount', () => {
  it("takes the largest of the role's badges, since a team update counts in both", () => {
    expect(menuUnreadCount('founder', { manageInvitations: 3, myLeadgens: 2 })).toBe(3);
    expect(menuUnreadCount('admin', { manageInvitations: 0, myLeadgens: 4 })).toBe(4);
  });

  it('ignores the badges of entries the role does not see', () => {
    expect(menuUnreadCount('leadgen', { manageInvitations: 0, myLeadgens: 7 })).toBe(0);
    expect(menuUnreadCount('leadgen', { manageInvitations: 2, myLeadgens: 7 })).toBe(2);
  });

  it('is 0 before the counts are known', () => {
    expect(menuUnreadCount('admin', undefined)).toBe(0);
    expect(menuUnreadCount('admin', {})).toBe(0);
  });
});

describe('mobileMenuLabel', () => {
  it('adds the unread count to the name only when there is one', () => {
    expect(mobileMenuLabel(0)).toBe('Open navigation menu');
    expect(mobileMenuLabel(3)).toBe('Open navigation menu, 3 unread');
    expect(mobileMenuLabel(150)).toBe('Open navigation menu, more than 99 unread');
  });
});
