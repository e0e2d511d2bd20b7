import { describe, expect, it } from 'vitest';
import {
  conversionBaseOf, conversionRate, DURATION_BUCKET_BOUNDS_HOURS, DURATION_BUCKET_COUNT, durationBucket, formatBucket, formatConversion, funnelFigures, funnelStagesOf,
  hasOpenedADocument, medianFromHistogram, timedStatusesOf,
} from './funnel';

const HOUR = 60 * 60 * 1000;
const histogram = (entries: Record<number, number>) => Array.from({ length: DURATION_BUCKET_COUNT }, (_, i) => entries[i] ?? 0);

describe('funnel stages', () => {
  it('lists sent, opened and the answers first, then only the statuses of the audience', () => {
    const member = funnelStagesOf('member');
    expect(member.slice(0, 5)).toEqual(['sent', 'opened', 'yes', 'maybe', 'no']);
    expect(member).toContain('invited_to_zoom');
    expect(member).not.toContain('investor_deck_sent');
    expect(funnelStagesOf('investor')).toContain('funds_received');
    expect(funnelStagesOf('land_owner')).not.toContain('investor_deck_sent');
  });

  it('lists a document opened for every audience, after the statuses that send one and before archiving', () => {
    for (const audience of ['member', 'investor', 'land_owner'] as const) {
      const stages = funnelStagesOf(audience);
      expect(stages.slice(-2)).toEqual(['document_opened', 'archived_not_interested']);
      expect(timedStatusesOf(audience)).not.toContain('document_opened');
      expect(conversionBaseOf(audience, 'document_opened')).toBe('sent');
    }
  });

  it('counts a lead as having opened a document once any personal link has a counted view', () => {
    expect(hasOpenedADocument(undefined)).toBe(false);
    expect(hasOpenedADocument({})).toBe(false);
    expect(hasOpenedADocument({ 'member-pitch-deck': { count: 0, lastAt: '2026-11-26T10:00:00.000Z' } })).toBe(false);
    expect(hasOpenedADocument({ 'member-pitch-deck': { count: 1, lastAt: '2026-11-26T10:00:00.000Z' } })).toBe(true);
    expect(hasOpenedADocument({ 'membership-packet': null, 'member-pitch-deck': { count: 3, lastAt: '2026-11-26T10:00:00.000Z' } })).toBe(true);
    expect(hasOpenedADocument('pitch deck')).toBe(false);
  });

  it('times only statuses that can be left', () => {
    expect(timedStatusesOf('member')).toContain('sent');
    expect(timedStatusesOf('member')).not.toContain('activated');
    expect(timedStatusesOf('member')).not.toContain('archived_not_interested');
  });
});

describe('conversion', () => {
  it('measures each stage from the stage that leads to it', () => {
    expect(conversionBaseOf('member', 'sent')).toBeUndefined();
    expect(conversionBaseOf('member', 'opened')).toBe('sent');
    expect(conversionBaseOf('member', 'maybe')).toBe('sent');
    expect(conversionBaseOf('member', 'interested_yes')).toBe('yes');
    expect(conversionBaseOf('member', 'attended_zoom')).toBe('invited_to_zoom');
    expect(conversionBaseOf('investor', 'investor_deck_sent')).toBe('interested_yes');
    expect(conversionBaseOf('member', 'archived_not_interested')).toBe('sent');
  });

  it('is a fraction of the base, and null without one', () => {
    expect(conversionRate(3, 12)).toBe(0.25);
    expect(conversionRate(0, 5)).toBe(0);
    expect(conversionRate(0, 0)).toBeNull();
  });
});

describe('duration histogram', () => {
  it('puts a stay in the bucket whose bounds hold it', () => {
    expect(durationBucket(0)).toBe(0);
    expect(durationBucket(59 * 60 * 1000)).toBe(0);
    expect(durationBucket(1 * HOUR)).toBe(1);
    expect(durationBucket(30 * HOUR)).toBe(3);
    expect(durationBucket(-5 * HOUR)).toBe(0);
    expect(durationBucket(10_000 * HOUR)).toBe(DURATION_BUCKET_BOUNDS_HOURS.length);
  });

  it('reads the median from the bucket of the middle stay', () => {
    // Stays: 3 under an hour, 1 in 1-6 h, 5 in 1-2 days: the 5th of 9 is the first of the 1-2 days bucket.
    const median = medianFromHistogram(histogram({ 0: 3, 1: 1, 3: 5 }))!;
    expect(median).toMatchObject({ samples: 9, lowerHours: 24, upperHours: 48 });
    expect(median.medianHours).toBeCloseTo(24 + (0.5 / 5) * 24);
  });

  it('takes the lower middle of an even count, and the bound of the open-ended bucket', () => {
    expect(medianFromHistogram(histogram({ 0: 1, 2: 1 }))).toMatchObject({ samples: 2, lowerHours: 0, upperHours: 1, medianHours: 0.5 });
    expect(medianFromHistogram(histogram({ [DURATION_BUCKET_BOUNDS_HOURS.length]: 4 }))).toMatchObject({ lowerHours: 2160, upperHours: null, medianHours: 2160 });
  });

  it('has no median without stays', () => {
    expect(medianFromHistogram(histogram({}))).toBeUndefined();
    expect(medianFromHistogram([])).toBeUndefined();
  });

  it('says a bucket in words', () => {
    expect(formatBucket(24, 48)).toBe('24 h to 2 days');
    expect(formatBucket(2160, null)).toBe('90 days or more');
  });
});

describe('funnelFigures', () => {
  it('gives every stage of the audience its count and conversion, and each status its median', () => {
    const { stages, times } = funnelFigures('member', { counts: { sent: 10, opened: 8, yes: 4, interested_yes: 3 }, stays: { sent: [0, 0, 0, 6] } });
    const byStage = new Map(stages.map((figure) => [figure.stage, figure]));
    expect(byStage.get('sent')).toEqual({ stage: 'sent', count: 10, conversion: null });
    expect(byStage.get('opened')).toEqual({ stage: 'opened', count: 8, base: 'sent', conversion: 0.8 });
    expect(byStage.get('interested_yes')).toEqual({ stage: 'interested_yes', count: 3, base: 'yes', conversion: 0.75 });
    expect(byStage.get('attended_zoom')).toEqual({ stage: 'attended_zoom', count: 0, base: 'invited_to_zoom', conversion: null });
    expect(times.find((time) => time.status === 'sent')?.median).toMatchObject({ samples: 6, lowerHours: 24, upperHours: 48 });
    expect(times.find((time) => time.status === 'yes')?.median).toBeUndefined();
  });

  it('shows a conversion as a whole percentage', () => {
    expect(formatConversion(0.4166)).toBe('42%');
    expect(formatConversion(null)).toBe('—');
  });
});
