/**
 * What a save changed, in words for the access log and the editor's history: one line per field of
 * the raise, one per list (use of funds, timeline), one per property and per membership location, and
 * one for what members say.
 */
import { CONTENT_EDITOR_TEXT as T } from './content-editor-text';
import { contentFormValues } from './content-form';
import type { SiteContent } from './site-content';
import type { Testimonial } from './types';

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
  return path;
};

const quoteKey = (quote: Testimonial) => `${quote.author}\n${quote.quote}`;

/**
 * What members say, by who said it: a quote added, removed, reworded, or its line changed. Matched by
 * name and words rather than by place, since removing the first quote moves the second up.
 */
const quoteChanges = (before: Testimonial[], after: Testimonial[]): string[] => {
  const section = T.sections.testimonials;
  const removed = before.filter((quote) => !after.some((other) => quoteKey(other) === quoteKey(quote)));
  const lines: string[] = [];
  for (const quote of after) {
    const same = before.find((other) => quoteKey(other) === quoteKey(quote));
    const reworded = removed.findIndex((other) => other.author === quote.author);
    if (same) {
      if (same.detail !== quote.detail) lines.push(`${section}: ${quote.author}`);
    } else if (reworded >= 0) {
      removed.splice(reworded, 1);
      lines.push(T.quoteChange.reworded(section, quote.author));
    } else {
      lines.push(T.quoteChange.added(section, quote.author));
    }
  }
  lines.push(...removed.map((quote) => T.quoteChange.removed(section, quote.author)));
  // The same quotes in another order.
  if (lines.length === 0 && before.map(quoteKey).join() !== after.map(quoteKey).join()) lines.push(section);
  return lines;
};

/** The changed parts, in the content's order, each named once; empty when nothing changed. */
export const describeContentChanges = (before: SiteContent, after: SiteContent): string[] => {
  const was = contentFormValues(before);
  const now = contentFormValues(after);
  const paths = [...new Set([...Object.keys(now), ...Object.keys(was)])].filter((path) => was[path] !== now[path] && !path.startsWith('testimonials.'));
  return [...new Set(paths.map((path) => describe(path, after))), ...quoteChanges(before.testimonials, after.testimonials)];
};
