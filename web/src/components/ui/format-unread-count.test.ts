import { describe, expect, it } from 'vitest';
import { formatUnreadCount, unreadCountLabel } from './format-unread-count';

describe('formatUnreadCount', () => {
  it('hides the badge at 0, before the count is known and for nonsense values', () => {
    for (const count of [0, -3, undefined, null, Number.NaN, 0.4]) expect(formatUnreadCount(count)).toBeNull();
  });

  it('shows the number up to the cap', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(5)).toBe('5');
    expect(formatUnreadCount(99)).toBe('99');
  });

  it('caps at 99+', () => {
    expect(formatUnreadCount(100)).toBe('99+');
    expect(formatUnreadCount(120)).toBe('99+');
  });

  it('gives an accessible label that matches the text', () => {
    expect(unreadCountLabel(0)).toBeNull();
    expect(unreadCountLabel(5)).toBe('5 unread');
    expect(unreadCountLabel(120)).toBe('more than 99 unread');
  });
});
