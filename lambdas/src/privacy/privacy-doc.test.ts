/**
 * docs/privacy.md must name every retention figure the code sets: each constant's line in the page's
 * "Retention figures" table states its current value, so changing one without the page fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, RETENTION_ENV, type RetentionPeriods } from '@safe-haven/shared/retention';
import { OPENING_WINDOW_MS } from '../data/access-log';
import { ATTEMPT_RETENTION_MS } from '../data/code-attempt';
import { TOMBSTONE_RETENTION_MS } from '../data/counted-fact';
import { IDEMPOTENCY_TTL_MS } from '../data/idempotency';
import { DAY_BUCKET_RETENTION_DAYS } from '../data/invite-stats';
import { SENT_RETENTION_MS, UNSENT_RETENTION_MS } from '../data/outbox';

const page = readFileSync(new URL('../../../docs/privacy.md', import.meta.url), 'utf8');
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A duration as the page writes it: whole days from two days on, minutes under an hour, else hours ("24 hours"). */
const spoken = (ms: number) => {
  if (ms % DAY_MS === 0 && ms > DAY_MS) return `${ms / DAY_MS} days`;
  return ms < HOUR_MS ? `${ms / MINUTE_MS} minutes` : `${ms / HOUR_MS} hours`;
};

/** The table line naming the constant (in backticks). */
const lineOf = (name: string) => page.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${name}\``));

const FIXED: Record<string, number> = {
  SENT_RETENTION_MS,
  UNSENT_RETENTION_MS,
  ATTEMPT_RETENTION_MS,
  IDEMPOTENCY_TTL_MS,
  TOMBSTONE_RETENTION_MS,
  DAY_BUCKET_RETENTION_DAYS: DAY_BUCKET_RETENTION_DAYS * DAY_MS,
  OPENING_WINDOW_MS,
};

describe('docs/privacy.md', () => {
  it.each(Object.keys(DEFAULT_RETENTION) as (keyof RetentionPeriods)[])('states the default of the stage setting %s', (name) => {
    expect(lineOf(name), `a line of the figures table naming \`${name}\``).toBeDefined();
    expect(lineOf(name)).toContain(`| ${DEFAULT_RETENTION[name]} days |`);
  });

  it.each(Object.entries(FIXED))('states %s', (name, ms) => {
    expect(lineOf(name), `a line of the figures table naming \`${name}\``).toBeDefined();
    expect(lineOf(name)).toContain(`| ${spoken(ms)} |`);
  });

  it('names the variables that carry the stage settings', () => {
    expect(page).toContain('RETENTION_*');
    for (const variable of Object.values(RETENTION_ENV)) expect(variable).toMatch(/^RETENTION_/);
  });
});
