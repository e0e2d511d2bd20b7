/**
 * Which counters the page shows: every invitation the viewer sees, one sender's, or one month's; and
 * the rows of the by-sender and by-month tables. Pure, over the route's answer.
 */
import type { Audience } from '@safe-haven/shared/audiences';
import { conversionRate, type FunnelStage } from '@safe-haven/shared/funnel';
import type { FunnelAudienceCounters, FunnelResponse, FunnelSliceCounters } from '@safe-haven/shared/funnel-api-types';

/** '' for everything, `sender:<id>` or `month:<yyyy-mm>`. */
export type SliceChoice = string;

export const sliceCounters = (funnel: FunnelResponse, choice: SliceChoice): FunnelSliceCounters => {
  if (choice.startsWith('sender:')) return funnel.senders.find((sender) => `sender:${sender.senderId}` === choice)?.counters ?? {};
  if (choice.startsWith('month:')) return funnel.months.find((month) => `month:${month.month}` === choice)?.counters ?? {};
  return funnel.totals;
};

const monthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
/** "November 2026" for 2026-11. */
export const monthLabel = (month: string): string => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** The stages the by-sender and by-month tables compare. */
export const SUMMARY_STAGES: readonly FunnelStage[] = ['sent', 'opened', 'yes', 'maybe', 'no', 'interested_yes'];

export interface SummaryRow {
  key: string;
  label: string;
  counts: Record<string, number>;
  /** Answered yes, of sent. */
  yesRate: number | null;
}

const summaryOf = (key: string, label: string, counters: FunnelAudienceCounters | undefined): SummaryRow => {
  const counts = Object.fromEntries(SUMMARY_STAGES.map((stage) => [stage, counters?.counts[stage] ?? 0]));
  return { key, label, counts, yesRate: conversionRate(counts.yes ?? 0, counts.sent ?? 0) };
};

/** One row per sender, then per month, for an audience (only those who sent any to it). */
export const senderRows = (funnel: FunnelResponse, audience: Audience): SummaryRow[] =>
  funnel.senders.filter((sender) => (sender.counters[audience]?.counts.sent ?? 0) > 0).map((sender) => summaryOf(sender.senderId, sender.name, sender.counters[audience]));

export const monthRows = (funnel: FunnelResponse, audience: Audience): SummaryRow[] =>
  funnel.months.filter((month) => (month.counters[audience]?.counts.sent ?? 0) > 0).map((month) => summaryOf(month.month, monthLabel(month.month), month.counters[audience]));

/** Whether anything at all was counted. */
export const isEmptyFunnel = (funnel: FunnelResponse): boolean => Object.values(funnel.totals).every((counters) => !counters || (counters.counts.sent ?? 0) === 0);
