import { describe, expect, it } from 'vitest';
import type { LeadgenStatsRow } from '@safe-haven/shared/api-types';
import { filterRows } from './filter-rows';

const row = (name: string, email: string): LeadgenStatsRow => ({
  leadgen_id: name, leadgen_name: name, leadgen_email: email, status: 'active', invites_sent_total: 0, invites_sent_30d: 0,
  responses_yes: 0, responses_maybe: 0, responses_no: 0, last_invite_at: null,
});

describe('the lead generator search', () => {
  const rows = [row('Zoë Quinn', 'zq@example.com'), row('Sam Ortiz', 'sam@field.test')];
  it('matches any part of the name or email, without case or accents', () => {
    expect(filterRows(rows, 'ZOE').map((r) => r.leadgen_name)).toEqual(['Zoë Quinn']);
    expect(filterRows(rows, 'field').map((r) => r.leadgen_name)).toEqual(['Sam Ortiz']);
    expect(filterRows(rows, '  ')).toHaveLength(2);
  });
});
