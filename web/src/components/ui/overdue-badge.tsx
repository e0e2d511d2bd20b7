import { Badge, VisuallyHidden, type BadgeProps } from '@chakra-ui/react';
import { formatUnreadCount } from './format-unread-count';
import { FOLLOW_UP_COUNT_CAP } from '@safe-haven/shared/follow-up';

/** What a screen reader hears: '3 overdue', or 'more than 99 overdue'. */
export const overdueCountLabel = (count: number | null | undefined): string | null => {
  const text = formatUnreadCount(count, FOLLOW_UP_COUNT_CAP);
  if (text === null) return null;
  return text.endsWith('+') ? `more than ${FOLLOW_UP_COUNT_CAP} overdue` : `${text} overdue`;
};

/**
 * The overdue leads beside the unread badge: amber and outlined, so it does not read as a
 * second unread count. 0 or undefined renders nothing.
 */
export const OverdueBadge = ({ count, ...rest }: Omit<BadgeProps, 'children'> & { count: number | null | undefined }) => {
  const text = formatUnreadCount(count, FOLLOW_UP_COUNT_CAP);
  if (text === null) return null;
  return (
    <Badge colorPalette="orange" variant="solid" size="sm" borderRadius="full" minW="5" justifyContent="center" title={overdueCountLabel(count) ?? undefined} {...rest}>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{overdueCountLabel(count)}</VisuallyHidden>
    </Badge>
  );
};
