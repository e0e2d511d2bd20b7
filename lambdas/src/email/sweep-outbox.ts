/**
 * The outbox sweeper, run on a schedule (EventBridge every minute, one run at a time; a timer in
 * `npm start`): every email still due (pending past its grace period, failed past its backoff, or
 * claimed by a worker that died) gets another delivery attempt. Claims make it safe to overlap with
 * any other worker.
 *
 * It drains a backlog (a campaign, or the queue an SES outage leaves) as fast as SES allows and no
 * faster: sends are paced at SWEEP_RATE_SHARE of the stage's SES sending rate (SES_SEND_RATE, per
 * second), leaving the rest to the requests and the stream that send as people act; when SES answers
 * "too fast" anyway, the pace halves for the rest of the run. At 14 emails a second a run sends
 * about 500 and 10,000 emails drain in about 20 minutes (docs/performance.md, "Capacity model").
 */
import { logger } from '../core/logger';
import { DEFAULT_SES_SEND_RATE } from '@safe-haven/shared/constants';
import { optionalEnv } from '../core/env';
import { dueOutboxEmailIds } from '../data/outbox';
import { deliverOutboxEmail, type DeliveryResult } from './deliver-outbox-email';
import { ALL_RENDERERS } from './all-renderers';

export interface SweepReport {
  due: number;
  delivered: number;
  notDelivered: number;
  throttled: number;
}

/** The sweeper's share of the sending rate. */
export const SWEEP_RATE_SHARE = 0.8;
/** Sending time per run: the function's timeout is 60 s, and a last SES call may take 3 s. */
export const SWEEP_BUDGET_MS = 45_000;
/** SES answers in about 100 ms: this many sends in flight keep the pace. */
const SES_CALL_SECONDS = 0.2;
/** After this many "too fast" answers in one run the rest waits for the next run. */
const MAX_THROTTLED_PER_RUN = 5;

export interface SweepOptions {
  now?: Date;
  /** Emails per second SES allows this account. */
  sesSendRate?: number;
  /** The pause between sends (tests pass a recorder). */
  sleep?: (ms: number) => Promise<void>;
  /** Milliseconds since some fixed point, for pacing. */
  clock?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const configuredSendRate = (): number => {
  const value = Number(optionalEnv('SES_SEND_RATE') ?? DEFAULT_SES_SEND_RATE);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_SES_SEND_RATE;
};

export const sweepOutbox = async (options: SweepOptions = {}): Promise<SweepReport> => {
  const { now = new Date(), sleep = realSleep, clock = Date.now } = options;
  let pace = (options.sesSendRate ?? configuredSendRate()) * SWEEP_RATE_SHARE;
  const batch = Math.max(1, Math.floor((pace * SWEEP_BUDGET_MS) / 1000));
  const ids = await dueOutboxEmailIds(now, batch);
  const report: SweepReport = { due: ids.length, delivered: 0, notDelivered: 0, throttled: 0 };
  const started = clock();
  let sendAt = started;
  let next = 0;

  // Each lane takes the next email when the pace allows; together they never exceed `pace` a second.
  const lane = async (): Promise<void> => {
    while (next < ids.length && report.throttled < MAX_THROTTLED_PER_RUN && clock() - started < SWEEP_BUDGET_MS) {
      const id = ids[next++]!;
      const wait = sendAt - clock();
      sendAt = Math.max(sendAt, clock()) + 1000 / pace;
      if (wait > 0) await sleep(wait);
      const result: DeliveryResult = await deliverOutboxEmail(id, { renderers: ALL_RENDERERS });
      if (result.delivered) report.delivered++;
      else if (result.reason === 'throttled') {
        report.throttled++;
        pace = Math.max(0.5, pace / 2);
      } else report.notDelivered++;
    }
  };
  const lanes = Math.max(1, Math.ceil(pace * SES_CALL_SECONDS));
  await Promise.all(Array.from({ length: Math.min(lanes, ids.length) }, lane));
  if (report.due > 0) logger.info('Outbox sweep', { ...report, left: ids.length - next, ms: clock() - started });
  return report;
};

/** The scheduled Lambda's entry point. */
export const handler = async (): Promise<SweepReport> => sweepOutbox();
