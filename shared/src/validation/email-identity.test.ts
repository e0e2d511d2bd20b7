import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './email-identity';

describe('canonicalEmail: one person, however the address is typed', () => {
  it.each([
    ['Alice+x@Example.com', 'alice@example.com'],
    ['  ALICE@EXAMPLE.COM ', 'alice@example.com'],
    ['alice+news+more@example.com', 'alice@example.com'],
    ['a.l.i.c.e@gmail.com', 'alice@gmail.com'],
    ['A.lice+promo@GoogleMail.com', 'alice@gmail.com'],
    ['ａｌｉｃｅ@example.com', 'alice@example.com'],
  ])('%s is %s', (typed, canonical) => {
    expect(canonicalEmail(typed)).toBe(canonical);
  });

  it('keeps dots outside Gmail, where they can name another mailbox', () => {
    expect(canonicalEmail('a.lice@example.com')).toBe('a.lice@example.com');
  });
});
