/**
 * The brand's content (content/site-content.ts) as the save route takes it, and as the editor's form
 * holds it (one text box per value, named by its path: `raise.amountUsd`, `raise.useOfFunds.0.percent`),
 * built from one description so both refuse the same values with the same words, on the same field.
 */
import * as z from 'zod';
import { CONTENT_EDITOR_TEXT as T } from '../content/content-editor-text';
import { MEMBERSHIP_LOCATIONS, TIER_LEVELS } from '../content/membership-tiers';
import type { SiteContent } from '../content/site-content';
import { SITE_PHOTO_ALT_MAX, SITE_PHOTO_ID_PATTERN, SITE_PHOTO_MAX_SIDE } from '../site-photos';
import { SITE_PHOTO_MESSAGES } from '../site-photo-messages';

export const CONTENT_LIMITS = {
  shortText: 120,
  longText: 600,
  useOfFunds: 12,
  timeline: 8,
  groups: 4,
  lines: 12,
  /** The member page's "What members say": the spec's two short testimonials, at most. */
  testimonials: 2,
  quote: 280,
  /** A whole-dollar figure below a trillion. */
  maxUsd: 999_999_999_999,
} as const;

const PROPERTY_IDS = ['colorado', 'belize', 'caribbean'] as const;

const text = (max: number) => z.string({ error: T.required }).trim().min(1, { error: T.required }).max(max, { error: T.tooLong(max) });
const usdValue = z.number({ error: T.wholeUsd }).int({ error: T.wholeUsd }).positive({ error: T.wholeUsd }).max(CONTENT_LIMITS.maxUsd, { error: T.wholeUsd });
const percentValue = z.number({ error: T.percentRange }).min(0, { error: T.percentRange }).max(100, { error: T.percentRange });
/** YYYY-MM-DD and a real day (a regex rather than z.iso.date, whose module would be one more chunk for the web's entry to list). */
const dateValue = z
  .string({ error: T.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: T.date })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { error: T.date });
const lineList = z
  .array(z.string())
  .min(1, { error: T.lines(CONTENT_LIMITS.lines) })
  .max(CONTENT_LIMITS.lines, { error: T.lines(CONTENT_LIMITS.lines) })
  .refine((lines) => lines.every((line) => line.length <= CONTENT_LIMITS.shortText), { error: T.tooLong(CONTENT_LIMITS.shortText) });
const rows = <S extends z.ZodType>(row: S, max: number) =>
  z.array(row).min(1, { error: T.atLeastOne }).max(max, { error: T.tooMany(max) });

/** A form's text box read as a number: '1,500,000' and '$1,500,000' are 1500000; empty is not a number. */
const numberFromText = (value: string) => {
  const cleaned = value.replace(/[$,%\s]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
};
/** A textarea with one entry per line, blank lines dropped. */
const linesFromText = (value: string) => value.split('\n').map((line) => line.trim()).filter(Boolean);

/** A photo's sizes in pixels and the widths made of it: the server wrote them, the form only carries them. */
const PHOTO_REFUSED = 'This photo\'s record is damaged: remove the photo and add it again.';
const pixels = z.number({ error: PHOTO_REFUSED }).int({ error: PHOTO_REFUSED }).positive({ error: PHOTO_REFUSED }).max(SITE_PHOTO_MAX_SIDE, { error: PHOTO_REFUSED });
const widthList = z.array(pixels).min(1, { error: PHOTO_REFUSED }).max(6, { error: PHOTO_REFUSED });

interface Readers {
  /** A confirmation the admin gave (a checkbox: 'true' in the form). */
  confirmed: z.ZodType<true>;
  usd: z.ZodType<number>;
  percent: z.ZodType<number>;
  lines: z.ZodType<string[]>;
  pixels: z.ZodType<number>;
  widths: z.ZodType<number[]>;
}

const confirmation = z.literal(true, { error: T.permission });

const API_READERS: Readers = {
  confirmed: confirmation,
  usd: usdValue, percent: percentValue, lines: lineList.transform((lines) => lines.map((line) => line.trim())), pixels, widths: widthList,
};
const FORM_READERS: Readers = {
  confirmed: z.string().transform((value) => value === 'true').pipe(confirmation),
  usd: z.string().transform(numberFromText).pipe(usdValue),
  percent: z.string().transform(numberFromText).pipe(percentValue),
  lines: z.string().transform(linesFromText).pipe(lineList),
  pixels: z.string().transform(numberFromText).pipe(pixels),
  widths: z.string().transform((value) => linesFromText(value).map(numberFromText)).pipe(widthList),
};

const contentSchema = ({ confirmed, usd, percent, lines, pixels: size, widths }: Readers) => {
  const photo = z.object({
    id: z.string({ error: PHOTO_REFUSED }).regex(SITE_PHOTO_ID_PATTERN, { error: PHOTO_REFUSED }),
    width: size,
    height: size,
    alt: z.string({ error: SITE_PHOTO_MESSAGES.altRequired }).trim().min(1, { error: SITE_PHOTO_MESSAGES.altRequired }).max(SITE_PHOTO_ALT_MAX, { error: SITE_PHOTO_MESSAGES.altTooLong }),
    widths,
  });
  const tier = z.object({
    level: z.enum(TIER_LEVELS),
    name: text(CONTENT_LIMITS.shortText),
    priceUsd: usd,
    type: text(CONTENT_LIMITS.shortText),
    description: text(CONTENT_LIMITS.longText),
    specificBenefits: lines,
  });
  const location = z.object({ label: text(CONTENT_LIMITS.shortText), tiers: z.array(tier).length(TIER_LEVELS.length) });
  return z.object({
    raise: z.object({
      amountUsd: usd,
      equityPercent: percent,
      preMoneyValuationUsd: usd,
      instrument: text(CONTENT_LIMITS.shortText),
      instrumentHeadline: z.object({ value: text(40), label: text(CONTENT_LIMITS.shortText) }),
      minimumInvestmentUsd: usd,
      eligibility: text(CONTENT_LIMITS.longText),
      useOfFunds: rows(z.object({ label: text(CONTENT_LIMITS.shortText), percent }), CONTENT_LIMITS.useOfFunds),
      targetReturns: z.array(z.object({ value: text(40), label: text(CONTENT_LIMITS.shortText) })).max(6),
      timeline: rows(z.object({ period: text(40), title: text(CONTENT_LIMITS.shortText), startsOn: dateValue }), CONTENT_LIMITS.timeline),
    }),
    properties: z
      .array(
        z.object({
          id: z.enum(PROPERTY_IDS),
          name: text(CONTENT_LIMITS.shortText),
          location: text(CONTENT_LIMITS.shortText),
          summary: text(CONTENT_LIMITS.longText),
          groups: rows(z.object({ title: text(CONTENT_LIMITS.shortText), items: lines }), CONTENT_LIMITS.groups),
          photo: photo.optional(),
        }),
      )
      .refine((properties) => properties.map((property) => property.id).join() === PROPERTY_IDS.join(), { error: T.wrongProperties }),
    membership: z.object(Object.fromEntries(MEMBERSHIP_LOCATIONS.map((name) => [name, location])) as Record<(typeof MEMBERSHIP_LOCATIONS)[number], typeof location>),
    // None is a valid answer (the page says the words will come); a form with every quote removed has no such key.
    testimonials: z
      .array(z.object({ quote: text(CONTENT_LIMITS.quote), author: text(CONTENT_LIMITS.shortText), detail: text(CONTENT_LIMITS.shortText), permission: confirmed }))
      .max(CONTENT_LIMITS.testimonials, { error: T.tooMany(CONTENT_LIMITS.testimonials) })
      .default([]),
  });
};

export const siteContentSchema = contentSchema(API_READERS) satisfies z.ZodType<SiteContent>;

export const saveSiteContentSchema = z.object({
  baseVersion: z.number().int().min(0),
  content: siteContentSchema,
});
export type SaveSiteContentBody = z.infer<typeof saveSiteContentSchema>;

/** The editor's form: every value a string under its path (see content-form.ts in the web feature). */
export const siteContentFormSchema = contentSchema(FORM_READERS);

/**
 * The form's values parsed, each refusal named by its whole path (`raise.useOfFunds.2.percent`):
 * the form's boxes are named so, where a form of flat fields names a refusal by its first segment.
 */
export const parseContentForm = (tree: unknown) => {
  const result = siteContentFormSchema.safeParse(tree);
  if (result.success) return result;
  return { success: false as const, error: new z.ZodError(result.error.issues.map((issue) => ({ ...issue, path: [issue.path.join('.')] }))) };
};
