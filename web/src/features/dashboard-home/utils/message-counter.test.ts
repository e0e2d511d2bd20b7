import { describe, expect, it } from 'vitest';
import { messageCounter } from './message-counter';

describe('messageCounter', () => {
  it('shows the count against the limit without announcing far from it', () => {
    expect(messageCounter(0, 2000)).toEqual({ text: '0 / 2,000', nearLimit: false, announcement: '' });
    expect(messageCounter(1799, 2000)).toEqual({ text: '1,799 / 2,000', nearLimit: false, announcement: '' });
  });

  it('announces each threshold once it is crossed, not every keystroke', () => {
    expect(messageCounter(1800, 2000).announcement).toBe('Fewer than 200 characters left.');
    expect(messageCounter(1850, 2000).announcement).toBe('Fewer than 200 characters left.');
    expect(messageCounter(1900, 2000).announcement).toBe('Fewer than 100 characters left.');
    expect(messageCounter(1999, 2000).announcement).toBe('Fewer than 50 characters left.');
    expect(messageCounter(1800, 2000).nearLimit).toBe(true);
  });

  it('says when the limit is reached', () => {
    expect(messageCounter(2000, 2000)).toEqual({ text: '2,000 / 2,000', nearLimit: true, announcement: 'Character limit reached: 2,000 characters.' });
  });
});
