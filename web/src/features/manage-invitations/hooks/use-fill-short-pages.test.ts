import { describe, expect, it } from 'vitest';
import type { InvitationListResponse } from '@safe-haven/shared/api-types';
import { shortPageToFill } from './use-fill-short-pages';

const page = (cards: number, more = true): InvitationListResponse =>
  ({ items: Array.from({ length: cards }, (_, i) => ({ id: `c${i}` })), ...(more ? { nextCursor: 'next' } : {}) }) as InvitationListResponse;

describe('filling a short page', () => {
  it('asks for the next page when a page came back short with a cursor', () => {
    expect(shortPageToFill([page(10), page(3)], true)).toBe(true);
    expect(shortPageToFill([page(0)], true)).toBe(true);
  });

  it('does not when the page is full, the list is at its end, or the short pages already make a page', () => {
    expect(shortPageToFill([page(10)], true)).toBe(false);
    expect(shortPageToFill([page(4, false)], false)).toBe(false);
    expect(shortPageToFill([page(6), page(5)], true)).toBe(false);
  });

  it('asks on its own at most four times in a row, then a very rare match waits for Load More', () => {
    expect(shortPageToFill([page(0), page(0), page(0), page(0)], true)).toBe(true);
    expect(shortPageToFill([page(0), page(0), page(0), page(0), page(0)], true)).toBe(false);
  });
});
