/**
 * What a save changed, in words for the access log and the editor's history: one line per field of
 * the raise, one per list (use of funds, timeline), one per property and per membership location, and
 * one for what members say.
 */
import { CONTENT_EDITOR_TEXT as T } from './content-editor-text';
import { contentFormValues } from './content-form';
import type { SiteContent } from './site-content';

const RAISE_FIELDS: Record<string, string> = {
  amountUsd: T.fields.amountUsd,
  equityPercent: T.fields.equityPercent,
  preMoneyValuationUsd: T.fields.preMoneyValuationUsd,
  instrument: T.fields.instrument,
  instrumentHeadline: T.fields.instrumentHeadlineValue,
  minimumInvestmentUsd: T.fields.minimumInvestmentUsd,
  eligibility: T.fields.eligibility,
  useOfFunds: T.sections.useOfFunds,
  timeline: T.sections.timeline,
  targetReturns: 'Target returns',
};

const describe = (path: string, after: SiteContent): string => {
  const [section, first] = path.split('.');
  if (section === 'raise') return `${T.sections.raise}: ${RAISE_FIELDS[first ?? ''] ?? first}`;
  if (section === 'properties') return `${T.sections.properties}: ${after.properties[Number(first)]?.name ?? first}`;
  if (section === 'membership') {
    const location = after.membership[first as keyof SiteContent['membership']];
    return `${T.sections.membership}: ${location?.label ?? first}`;
  }
  if (section === 'testimonials') return T.sections.testimonials;
  return path;
};

/** The changed parts, in the content's order, each named once; empty when nothing changed. */
export const describeContentChanges = (before: SiteContent, after: SiteContent): string[] => {
  const was = contentFormValues(before);
  const now = contentFormValues(after);
  const paths = [...new Set([...Object.keys(now), ...Object.keys(was)])].filter((path) => was[path] !== now[path]);
  return [...new Set(paths.map((path) => describe(path, after)))];
};
