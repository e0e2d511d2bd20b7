import { UNREAD_BADGE_CAP } from '@safe-haven/shared/constants';

/**
 * The text of an unread-count badge: nothing at 0 (or before the count is known), the number up to
 * the cap, then '99+' (a badge stays one short word wide).
 */
export const formatUnreadCount = (count: number | null | undefined, cap: number = UNREAD_BADGE_CAP): string | null => {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > cap ? `${cap}+` : String(whole);
};

/** What a screen reader hears for the badge, e.g. '5 unread' or 'more than 99 unread'. */
export const unreadCountLabel = (count: number | null | undefined, cap: number = UNREAD_BADGE_CAP): string | null => {
  const text = formatUnreadCount(count, cap);
  if (text === null) return null;
  return text.endsWith('+') ? `more than ${cap} unread` : `${text} unread`;
};
