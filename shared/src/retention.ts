/**
 * How long personal data is kept (docs/privacy.md explains each period; a unit test checks the page
 * names every figure here). The periods a stage may change are stage settings in cdk.json
 * (`retention`), handed to the functions as environment variables; these are the defaults.
 */
import type { FunctionEnvName } from './function-environment';

export interface RetentionPeriods {
  /** An invitation the invitee declined (answer "no"): days after the decline. */
  readonly declinedDays: number;
  /** An invitation never answered: days after its link expired. */
  readonly unansweredExpiredDays: number;
  /** A lead that was closed (archived, activated, closed, partner onboarded): days after it was closed. */
  readonly closedLeadDays: number;
  /** A record of who opened an invitee's details: days after the view. */
  readonly accessLogDays: number;
}

export const DEFAULT_RETENTION: RetentionPeriods = {
  declinedDays: 90,
  unansweredExpiredDays: 180,
  closedLeadDays: 365,
  accessLogDays: 365,
};

/** The environment variable that carries each period to the functions. */
export const RETENTION_ENV: Readonly<Record<keyof RetentionPeriods, FunctionEnvName>> = {
  declinedDays: 'RETENTION_DECLINED_DAYS',
  unansweredExpiredDays: 'RETENTION_UNANSWERED_EXPIRED_DAYS',
  closedLeadDays: 'RETENTION_CLOSED_LEAD_DAYS',
  accessLogDays: 'RETENTION_ACCESS_LOG_DAYS',
};

/** Bounds a stage setting must respect: at least a day, at most ten years. */
export const RETENTION_DAYS_RANGE = { min: 1, max: 3650 } as const;

/** The typed confirmation that erases an invitee (besides their email address). */
export const ERASE_CONFIRMATION_WORD = 'ERASE';
