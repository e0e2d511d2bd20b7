/**
 * The funnel: the stages an invitation can reach, how one stage converts into another, and the
 * median time spent in a status, written once for the stream's counters, the route and the page.
 *
 * A stage is 'opened' (the invitee first opened the page: `openedAt`), a status the invitation ever
 * reached: 'sent', the answer ('yes', 'maybe', 'no') and then each pipeline status, or
 * 'document_opened' (the lead opened a document a quick action sent them: a counted view of its
 * personal link, `documentViews`). Each is counted once per invitation however often it is reached
 * again (invited_to_zoom after a no-show, a second document opened).
 *
 * Time in a status is kept as a histogram of fixed buckets (DURATION_BUCKET_BOUNDS_HOURS), one per
 * audience and status, counted each time an invitation leaves the status; the median is read from the
 * histogram (O(1), whatever the number of invitations) as the bucket holding the middle stay, with a
 * linear estimate inside it. A stay still going on is not counted until it ends.
 */
import { AUDIENCES, PIPELINE_BY_AUDIENCE, type Audience } from './audiences';
import { INVITATION_STATUSES, INVITEE_CHOICES, nextStatuses, reachableStatuses, STATUS_LABELS, type InvitationStatus } from './invitation-status';

export type FunnelStage = 'opened' | 'document_opened' | InvitationStatus;

export const OPENED_STAGE = 'opened' as const;
export const DOCUMENT_OPENED_STAGE = 'document_opened' as const;

/** The stages that are not statuses (no time is measured in them). */
type EventStage = typeof OPENED_STAGE | typeof DOCUMENT_OPENED_STAGE;
const isEventStage = (stage: FunnelStage): stage is EventStage => stage === OPENED_STAGE || stage === DOCUMENT_OPENED_STAGE;

/** Every stage, in the order the page lists them: a document is opened after the pipeline's sends, before archiving. */
export const FUNNEL_STAGES: readonly FunnelStage[] = [
  'sent', OPENED_STAGE, ...INVITATION_STATUSES.filter((status) => status !== 'sent' && status !== 'archived_not_interested'),
  DOCUMENT_OPENED_STAGE, 'archived_not_interested',
];

/**
 * Whether a lead has opened a document a quick action sent them: a counted view of any of its
 * personal links (the invitation's `documentViews`, written by the link's open; a scanner's fetch is
 * not counted there, shared/src/document-views.ts). The stream counts the stage when this turns true.
 */
export const hasOpenedADocument = (documentViews: unknown): boolean =>
  typeof documentViews === 'object' && documentViews !== null &&
  Object.values(documentViews).some((view) => typeof (view as { count?: unknown } | null)?.count === 'number' && (view as { count: number }).count > 0);

export const isFunnelStage = (value: unknown): value is FunnelStage => typeof value === 'string' && (FUNNEL_STAGES as readonly string[]).includes(value);

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  ...STATUS_LABELS,
  opened: 'Opened',
  document_opened: 'Opened a document',
  yes: 'Answered Yes',
  maybe: 'Answered Maybe',
  no: 'Answered No',
};

/** The stages of an audience's pipeline, in order: sent, opened, the three answers, then its statuses. */
export const funnelStagesOf = (audience: Audience): FunnelStage[] => {
  const reachable = reachableStatuses(PIPELINE_BY_AUDIENCE[audience]);
  return FUNNEL_STAGES.filter((stage) => isEventStage(stage) || reachable.has(stage));
};

/** The statuses whose time is measured for an audience (every status it can be in and leave). */
export const timedStatusesOf = (audience: Audience): InvitationStatus[] =>
  funnelStagesOf(audience).filter((stage): stage is InvitationStatus => !isEventStage(stage) && nextStatuses(PIPELINE_BY_AUDIENCE[audience], stage).length > 0);

/**
 * The stage a stage's conversion is measured from: opened, the answers and a document opened from
 * sent (a document is sent from several statuses, so "of sent" is the reading every audience shares); a pipeline
 * status from the first status (in the machine's order) that leads to it; archiving from sent (it can
 * follow almost anything, so "of sent" is the reading that means something).
 */
export const conversionBaseOf = (audience: Audience, stage: FunnelStage): FunnelStage | undefined => {
  if (stage === 'sent') return undefined;
  if (isEventStage(stage) || (INVITEE_CHOICES as readonly string[]).includes(stage) || stage === 'archived_not_interested') return 'sent';
  const pipeline = PIPELINE_BY_AUDIENCE[audience];
  return INVITATION_STATUSES.find((status) => nextStatuses(pipeline, status).includes(stage)) ?? 'sent';
};

/** count / base, as a fraction (0..1); null when the base is zero (nothing to convert). */
export const conversionRate = (count: number, base: number): number | null => (base > 0 ? count / base : null);

/**
 * Upper bounds (hours) of the duration buckets; bucket i holds stays in [bound[i-1], bound[i]), the
 * first from 0, and one more bucket holds everything from the last bound on (open-ended).
 */
export const DURATION_BUCKET_BOUNDS_HOURS = [1, 6, 24, 48, 72, 120, 168, 336, 720, 1440, 2160] as const;
export const DURATION_BUCKET_COUNT = DURATION_BUCKET_BOUNDS_HOURS.length + 1;
const HOUR_MS = 60 * 60 * 1000;

/** The bucket of a stay's length (a negative length, from clock skew, counts as zero). */
export const durationBucket = (ms: number): number => {
  const hours = Math.max(0, ms) / HOUR_MS;
  const index = DURATION_BUCKET_BOUNDS_HOURS.findIndex((bound) => hours < bound);
  return index === -1 ? DURATION_BUCKET_BOUNDS_HOURS.length : index;
};

export interface HistogramMedian {
  /** Stays counted. */
  samples: number;
  /** The bucket holding the median stay: from lowerHours to upperHours (null: open-ended). */
  lowerHours: number;
  upperHours: number | null;
  /** A single figure: linear inside the bucket; the lower bound for the open-ended one. */
  medianHours: number;
}

/**
 * The median of a histogram (counts per bucket, DURATION_BUCKET_COUNT long; missing buckets are 0):
 * the bucket holding the middle stay (the lower middle for an even count), with a linear estimate
 * inside it. Undefined when nothing was counted.
 */
export const medianFromHistogram = (counts: readonly number[]): HistogramMedian | undefined => {
  const buckets = Array.from({ length: DURATION_BUCKET_COUNT }, (_, i) => Math.max(0, counts[i] ?? 0));
  const samples = buckets.reduce((sum, count) => sum + count, 0);
  if (samples === 0) return undefined;
  const rank = Math.ceil(samples / 2);
  let before = 0;
  for (let i = 0; i < buckets.length; i++) {
    const count = buckets[i]!;
    if (before + count >= rank) {
      const lowerHours = i === 0 ? 0 : DURATION_BUCKET_BOUNDS_HOURS[i - 1]!;
      const upperHours = i < DURATION_BUCKET_BOUNDS_HOURS.length ? DURATION_BUCKET_BOUNDS_HOURS[i]! : null;
      // The rank-th stay sits (rank - before) / count of the way through its bucket.
      const medianHours = upperHours === null ? lowerHours : lowerHours + ((rank - before - 0.5) / count) * (upperHours - lowerHours);
      return { samples, lowerHours, upperHours, medianHours };
    }
    before += count;
  }
  return undefined;
};

/** How a duration in hours reads ("45 min", "5.5 h", "3.2 days"). */
export const formatHours = (hours: number): string => {
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
};

/** A histogram bucket's range as words ("1-2 days", "90 days or more"). */
export const formatBucket = (lowerHours: number, upperHours: number | null): string =>
  upperHours === null ? `${formatHours(lowerHours)} or more` : `${formatHours(lowerHours)} to ${formatHours(upperHours)}`;

/** The month (UTC, yyyy-mm) an invitation's send counts in. */
export const sendMonthOf = (createdAt: string): string => createdAt.slice(0, 7);

export const FUNNEL_AUDIENCES: readonly Audience[] = AUDIENCES;

export interface FunnelStageFigure {
  stage: FunnelStage;
  count: number;
  /** The stage its conversion is measured from (conversionBaseOf), and the rate (null: nothing to convert). */
  base?: FunnelStage;
  conversion: number | null;
}

export interface FunnelStatusTime {
  status: InvitationStatus;
  median?: HistogramMedian;
}

/** An audience's stages with counts and conversion, and the median time in each status, from its counters. */
export const funnelFigures = (
  audience: Audience,
  counters: { counts?: Partial<Record<FunnelStage, number>>; stays?: Partial<Record<InvitationStatus, readonly number[]>> } | undefined,
): { stages: FunnelStageFigure[]; times: FunnelStatusTime[] } => {
  const countOf = (stage: FunnelStage) => Math.max(0, counters?.counts?.[stage] ?? 0);
  const stages = funnelStagesOf(audience).map((stage): FunnelStageFigure => {
    const base = conversionBaseOf(audience, stage);
    return { stage, count: countOf(stage), ...(base ? { base } : {}), conversion: base ? conversionRate(countOf(stage), countOf(base)) : null };
  });
  const times = timedStatusesOf(audience).map((status): FunnelStatusTime => {
    const median = medianFromHistogram(counters?.stays?.[status] ?? []);
    return { status, ...(median ? { median } : {}) };
  });
  return { stages, times };
};

/** A conversion rate as the page shows it ("42%", "—" when there is nothing to convert). */
export const formatConversion = (rate: number | null): string => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
