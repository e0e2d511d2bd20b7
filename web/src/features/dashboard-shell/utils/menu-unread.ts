import { navigationForRole, type UnreadBadgeKey } from '@safe-haven/shared/navigation';
import type { StaffRole } from '@safe-haven/shared/roles';
import { unreadCountLabel } from '../../../components/ui/format-unread-count';

export const MOBILE_MENU_LABEL = 'Open navigation menu';

/**
 * What the phone's menu button says is waiting behind it: the largest count among the role's sidebar
 * badges. Not their sum: an update to a team member's invitation counts in both Manage Invitations and
 * My Lead Generators, so adding them would count one update twice.
 */
export const menuUnreadCount = (role: StaffRole, counts: Partial<Record<UnreadBadgeKey, number>> | undefined): number => {
  const slots = navigationForRole(role).flatMap((group) =>
    group.items.flatMap((item) => (item.kind === 'link' && item.unreadBadge ? [item.unreadBadge] : [])),
  );
  return Math.max(0, ...slots.map((slot) => counts?.[slot] ?? 0));
};

/** The menu button's accessible name: 'Open navigation menu', then ', 3 unread' while anything is unread. */
export const mobileMenuLabel = (unread: number): string => {
  const suffix = unreadCountLabel(unread);
  return suffix ? `${MOBILE_MENU_LABEL}, ${suffix}` : MOBILE_MENU_LABEL;
};
