/**
 * The recount: scans the table (bounded parallel scan), recounts every figure the stream keeps
 * (find-drifts.ts, funnel-drifts.ts) and reports each drift; with `fix`, repairs them. Used by the ops command
 * (`npm run ops:recount`) and by the recount test, so both judge the table by the same oracle.
 *
 * A scan is not a snapshot: while the stream runs, an invitation scanned before a change and a
 * counter scanned after it disagree for a moment. So a fix never trusts one pass: after `settleMs`
 * (time for the stream to apply what the first scan saw), a second full pass runs, and only drifts
 * found by both, with the same value read, are fixed (fix-drift.ts: conditional on that value).
 * The others are reported as moving: run the recount again.
 */
import { driftId, findDrifts, type Drift, type RecountScope } from './find-drifts';
import { fixDrift } from './fix-drift';
import { findFunnelDrifts } from './funnel-drifts';
import { scanTable, type ScanProgress } from './scan-table';
import { TableSnapshot } from './table-snapshot';

export interface RecountOptions {
  /** Parallel scan segments: at most this many pages read at once. */
  segments?: number;
  fix?: boolean;
  scope?: RecountScope;
  /** Pause between the two passes of a fix. */
  settleMs?: number;
  /** What runs between the two passes of a fix instead of the pause (a test moves a figure there). */
  betweenPasses?: () => Promise<void>;
  onProgress?: (progress: ScanProgress) => void;
}

export interface RecountReport {
  /** Dry run: the drifts of one pass. Fix: those both passes found. */
  drifts: Drift[];
  fixed: Drift[];
  /** Found by one pass only, or moved before the fix was written: left to the next recount. */
  moving: Drift[];
  scanned: ScanProgress;
}

const recountOnce = async (options: RecountOptions) => {
  const snapshot = new TableSnapshot();
  const scanned = await scanTable(options.segments ?? 4, (item) => snapshot.add(item), options.onProgress);
  return { drifts: [...findDrifts(snapshot, new Date(), options.scope), ...findFunnelDrifts(snapshot, options.scope)], scanned };
};

export const recount = async (options: RecountOptions = {}): Promise<RecountReport> => {
  const first = await recountOnce(options);
  if (!options.fix || first.drifts.length === 0) return { drifts: first.drifts, fixed: [], moving: [], scanned: first.scanned };

  await (options.betweenPasses ?? (() => new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 5000))))();
  const second = await recountOnce(options);
  const inFirst = new Set(first.drifts.map(driftId));
  const inSecond = new Set(second.drifts.map(driftId));
  const confirmed = second.drifts.filter((drift) => inFirst.has(driftId(drift)));
  const moving = [...first.drifts.filter((drift) => !inSecond.has(driftId(drift))), ...second.drifts.filter((drift) => !inFirst.has(driftId(drift)))];
  const fixed: Drift[] = [];
  const now = new Date();
  const queue = [...confirmed];
  const worker = async () => {
    for (let drift = queue.shift(); drift; drift = queue.shift()) (await fixDrift(drift, now) ? fixed : moving).push(drift);
  };
  await Promise.all(Array.from({ length: options.segments ?? 4 }, worker));
  return { drifts: confirmed, fixed, moving, scanned: { items: first.scanned.items + second.scanned.items, readUnits: first.scanned.readUnits + second.scanned.readUnits } };
};
