import { describe, expect, it } from 'vitest';
import { describeContentChanges } from './content-changes';
import { CONTENT_EDITOR_TEXT } from './content-editor-text';
import { contentFormValues, formTree, rowCount, withoutRow, withRow } from './content-form';
import { SAMPLE_RAISE_TERMS } from './raise-terms.fixture';
import { INITIAL_PUBLIC_CONTENT, type SiteContent } from './site-content';
import { siteContentFormSchema, siteContentSchema } from '../validation/site-content';
import { fieldErrors } from '../validation/field-errors';

const content: SiteContent = { raise: SAMPLE_RAISE_TERMS, ...INITIAL_PUBLIC_CONTENT };

describe("the editor's form of the content", () => {
  it('holds every value as text under its path and reads back the same content', () => {
    const values = contentFormValues(content);
    expect(values['raise.amountUsd']).toBe('1230000');
    expect(values['raise.useOfFunds.1.percent']).toBe('25');
    expect(values['properties.0.groups.0.items']).toBe(INITIAL_PUBLIC_CONTENT.properties[0]!.groups[0]!.items.join('\n'));
    const parsed = siteContentFormSchema.safeParse(formTree(values));
    expect(parsed.success && parsed.data).toEqual(content);
    expect(siteContentSchema.safeParse(content).success).toBe(true);
  });

  it('reads dollar amounts as people type them and refuses what a page cannot show, on its field', () => {
    const values = { ...contentFormValues(content), 'raise.amountUsd': '$2,500,000', 'raise.equityPercent': '120', 'raise.timeline.0.startsOn': 'soon', 'raise.instrument': ' ' };
    const parsed = siteContentFormSchema.safeParse(formTree(values));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toEqual({
      'raise.equityPercent': 'Enter a percentage from 0 to 100',
      'raise.instrument': 'Required',
      'raise.timeline.0.startsOn': 'Enter a date as YYYY-MM-DD',
    });
    const amountOnly = siteContentFormSchema.safeParse(formTree({ ...contentFormValues(content), 'raise.amountUsd': '$2,500,000' }));
    expect(amountOnly.success && amountOnly.data.raise.amountUsd).toBe(2_500_000);
  });

  it('adds and removes rows, renumbering the later ones', () => {
    const values = contentFormValues(content);
    expect(rowCount(values, 'raise.useOfFunds')).toBe(3);
    const added = withRow(values, 'raise.useOfFunds', ['label', 'percent']);
    expect(added['raise.useOfFunds.3.label']).toBe('');
    const removed = withoutRow(values, 'raise.useOfFunds', 0);
    expect(rowCount(removed, 'raise.useOfFunds')).toBe(2);
    expect(removed['raise.useOfFunds.0.label']).toBe('Second Use');
  });

  it('keeps the property ids and says what a save changed', () => {
    const swapped = { ...content, properties: [...content.properties].reverse() };
    expect(siteContentSchema.safeParse(swapped).success).toBe(false);
    const changed: SiteContent = {
      ...content,
      raise: { ...content.raise, amountUsd: 1_500_000, useOfFunds: [...content.raise.useOfFunds.slice(1), { label: 'New', percent: 60 }] },
      membership: { ...content.membership, belize: { ...content.membership.belize, tiers: content.membership.belize.tiers.map((tier) => ({ ...tier, priceUsd: tier.priceUsd + 1 })) } },
    };
    expect(describeContentChanges(content, changed)).toEqual(['The Current Raise: Raise amount (USD)', 'The Current Raise: Use of funds', 'Membership tiers: Belize Ocean Front Property']);
    expect(describeContentChanges(content, content)).toEqual([]);
  });

  it("holds what members say: none to begin with, a quote only with the member's leave, at most two", () => {
    const none = contentFormValues(content);
    expect(rowCount(none, 'testimonials')).toBe(0);
    const noneParsed = siteContentFormSchema.safeParse(formTree(none));
    expect(noneParsed.success && noneParsed.data.testimonials).toEqual([]);

    const added = { ...withRow(none, 'testimonials', ['quote', 'author', 'detail', 'permission']), 'testimonials.0.quote': 'The quietest week our family has had in years.', 'testimonials.0.author': 'Dana R.', 'testimonials.0.detail': 'Founding member, Denver' };
    const unconfirmed = siteContentFormSchema.safeParse(formTree(added));
    expect(unconfirmed.success).toBe(false);
    if (!unconfirmed.success) expect(fieldErrors(unconfirmed.error)).toEqual({ 'testimonials.0.permission': CONTENT_EDITOR_TEXT.permission });

    const confirmed = siteContentFormSchema.safeParse(formTree({ ...added, 'testimonials.0.permission': 'true' }));
    expect(confirmed.success && confirmed.data.testimonials).toEqual([{ quote: 'The quietest week our family has had in years.', author: 'Dana R.', detail: 'Founding member, Denver', permission: true }]);
    if (!confirmed.success) return;
    // The same content comes back through the form unchanged, and the API takes it.
    const again = siteContentFormSchema.safeParse(formTree(contentFormValues(confirmed.data)));
    expect(again.success && again.data).toEqual(confirmed.data);
    expect(describeContentChanges(content, confirmed.data)).toEqual(["What members say: Dana R.'s words added"]);
    expect(describeContentChanges(confirmed.data, { ...confirmed.data, testimonials: [{ ...confirmed.data.testimonials[0]!, detail: 'Member since 2026' }] })).toEqual(['What members say: Dana R.']);
    expect(describeContentChanges(confirmed.data, content)).toEqual(["What members say: Dana R.'s words removed"]);
    const dana = confirmed.data.testimonials[0]!;
    const lee = { ...dana, author: 'Lee M.', quote: 'We finally have a plan.' };
    const both = { ...confirmed.data, testimonials: [dana, lee] };
    // Dana's removed: Lee's words move up a place, and are not reported as changed.
    expect(describeContentChanges(both, { ...both, testimonials: [lee] })).toEqual(["What members say: Dana R.'s words removed"]);
    expect(describeContentChanges(both, { ...both, testimonials: [dana, { ...lee, quote: 'We have a plan at last.' }] })).toEqual(["What members say: Lee M.'s words changed"]);
    expect(describeContentChanges(both, { ...both, testimonials: [lee, dana] })).toEqual(['What members say']);

    const quote = confirmed.data.testimonials[0]!;
    expect(siteContentSchema.safeParse({ ...content, testimonials: [quote, quote, quote] }).success).toBe(false);
    expect(siteContentSchema.safeParse({ ...content, testimonials: [{ ...quote, permission: false }] }).success).toBe(false);
    // Every quote removed again: the form has no such list, and the content has none.
    const removed = siteContentFormSchema.safeParse(formTree(withoutRow(contentFormValues(confirmed.data), 'testimonials', 0)));
    expect(removed.success && removed.data.testimonials).toEqual([]);
  });
});
