import { Badge, VisuallyHidden, type BadgeProps } from '@chakra-ui/react';
import { formatUnreadCount, unreadCountLabel } from './format-unread-count';

export interface UnreadBadgeProps extends Omit<BadgeProps, 'children'> {
  /** Unread status changes; 0 or undefined renders nothing. */
  count: number | null | undefined;
}

/**
 * A small count pill (capped at 99+) for navigation entries with unseen updates. Screen readers hear
 * '5 unread' as part of the link's name instead of a bare number.
 */
export const UnreadBadge = ({ count, ...rest }: UnreadBadgeProps) => {
  const text = formatUnreadCount(count);
  if (text === null) return null;
  return (
    <Badge colorPalette="red" variant="solid" size="sm" borderRadius="full" minW="5" justifyContent="center" {...rest}>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{unreadCountLabel(count)}</VisuallyHidden>
    </Badge>
  );
};
