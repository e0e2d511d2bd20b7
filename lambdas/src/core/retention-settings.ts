/**
 * The stage's retention periods (shared/src/retention.ts), from the environment the stack sets on
 * every function; a missing or unreadable value falls back to the default, so the local stack and
 * the tests need not set them.
 */
import { DEFAULT_RETENTION, RETENTION_ENV, type RetentionPeriods } from '@safe-haven/shared/retention';
import { optionalEnv } from './env';

export const DAY_MS = 24 * 60 * 60 * 1000;

export const retentionPeriods = (): RetentionPeriods => {
  const periods = { ...DEFAULT_RETENTION };
  for (const name of Object.keys(RETENTION_ENV) as (keyof RetentionPeriods)[]) {
    const days = Number(optionalEnv(RETENTION_ENV[name]));
    if (Number.isInteger(days) && days > 0) periods[name] = days;
  }
  return periods;
};
