/**
 * The outbox sweeper, run on a schedule (EventBridge every 5 minutes; a timer in `npm start`): every
 * email still due (pending past its grace period, failed past its backoff, or claimed by a worker that
 * died) gets another delivery attempt. Claims make it safe to overlap with any other worker.
 */
import { logger } from '../core/logger';
import { dueOutboxEmailIds } from '../data/outbox';
import { deliverOutboxEmail } from './deliver-outbox-email';
import { ALL_RENDERERS } from './all-renderers';

export interface SweepReport {
  due: number;
  delivered: number;
  notDelivered: number;
}

/** Emails per run; a bigger backlog is taken by the next runs (oldest first). */
const BATCH = 50;
const CONCURRENCY = 5;

export const sweepOutbox = async (now = new Date()): Promise<SweepReport> => {
  const ids = await dueOutboxEmailIds(now, BATCH);
  const report: SweepReport = { due: ids.length, delivered: 0, notDelivered: 0 };
  for (let i = 0; i < ids.length; i += CONCURRENCY) {
    const results = await Promise.all(ids.slice(i, i + CONCURRENCY).map((id) => deliverOutboxEmail(id, { renderers: ALL_RENDERERS })));
    for (const result of results) {
      if (result.delivered) report.delivered++;
      else report.notDelivered++;
    }
  }
  if (report.due > 0) logger.info('Outbox sweep', { ...report });
  return report;
};

/** The scheduled Lambda's entry point. */
export const handler = async (): Promise<SweepReport> => sweepOutbox();
