import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION } from '@safe-haven/shared/retention';
import { confirmsErasure } from '@safe-haven/shared/erasure-confirmation';
import { retentionDue, sweptStatuses } from './retention-rules';

const created = '2026-01-01T00:00:00.000Z';
const base = { createdAt: created, expiresAt: '2026-01-31T00:00:00.000Z' };

describe('retentionDue', () => {
  it('dates a decline from the decline, by the declined period', () => {
    expect(retentionDue({ ...base, status: 'no', answer: 'no', statusUpdatedAt: '2026-01-05T00:00:00.000Z' }, DEFAULT_RETENTION))
      .toEqual({ rule: 'declined', dueAt: '2026-04-05T00:00:00.000Z' });
  });

  it('keeps a declined lead that staff archived under the decline rule, from the archiving', () => {
    expect(retentionDue({ ...base, status: 'archived_not_interested', answer: 'no', statusUpdatedAt: '2026-02-01T00:00:00.000Z' }, DEFAULT_RETENTION)?.rule).toBe('declined');
  });

  it('dates an unanswered invitation from its expiry', () => {
    expect(retentionDue({ ...base, status: 'sent' }, DEFAULT_RETENTION)).toEqual({ rule: 'unanswered-expired', dueAt: '2026-07-30T00:00:00.000Z' });
  });

  it('dates a closed lead from its closing, and keeps an open lead', () => {
    expect(retentionDue({ ...base, status: 'activated', answer: 'yes', statusUpdatedAt: '2026-03-01T00:00:00.000Z' }, DEFAULT_RETENTION))
      .toEqual({ rule: 'closed-lead', dueAt: '2027-03-01T00:00:00.000Z' });
    expect(retentionDue({ ...base, status: 'invited_to_zoom', answer: 'yes' }, DEFAULT_RETENTION)).toBeUndefined();
  });

  it('reads every status that can expire, never an open lead', () => {
    expect(sweptStatuses(DEFAULT_RETENTION).map((swept) => swept.status).sort()).toEqual(['activated', 'archived_not_interested', 'closed', 'no', 'partner_onboarded', 'sent']);
  });
});

describe('confirmsErasure', () => {
  it('takes the address in any case or spelling, or ERASE, and nothing else', () => {
    expect(confirmsErasure('ALICE@Example.com', 'alice@example.com')).toBe(true);
    expect(confirmsErasure(' alice+x@example.com ', 'alice@example.com')).toBe(true);
    expect(confirmsErasure('ERASE', 'alice@example.com')).toBe(true);
    expect(confirmsErasure('erase', 'alice@example.com')).toBe(false);
    expect(confirmsErasure('bob@example.com', 'alice@example.com')).toBe(false);
  });
});
