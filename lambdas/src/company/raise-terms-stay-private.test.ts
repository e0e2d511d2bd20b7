/**
 * The raise's terms reach a browser only through the API (an investor's invitation read, or the staff
 * route). This reads every source file the web build can import (web/src, its HTML templates and all
 * of shared/src) for the terms, in the forms source code would hold them, and for an import of
 * lambdas/. The browser test web/e2e/raise-terms-privacy.e2e.test.ts checks the built pages too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPercent, formatUsd } from '@safe-haven/shared/content/format';
import { CURRENT_RAISE_TERMS } from './current-raise-terms';

const ROOT = join(import.meta.dirname, '../../..');

/** Every file under a folder, tests and their fixtures left out (they may quote what they check). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|js|html|css|json)$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));

const WEB_BUILD_INPUTS = [...sourceFiles('web/src'), ...sourceFiles('shared/src'), 'web/index.html', 'web/invitation.html'];

/** A number as source code may write it: 2000000, 2_000_000, 2,000,000 or 2e6. */
const numberForms = (value: number): string[] => {
  const digits = String(value);
  const grouped = (separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const zeros = /0+$/.exec(digits)?.[0].length ?? 0;
  return [digits, grouped('_'), grouped(','), ...(zeros > 0 ? [`${digits.slice(0, -zeros)}e${zeros}`] : [])];
};

/**
 * What would give the terms away. Not the minimum investment: the investor's answer form offers
 * allocation ranges and the lowest starts at the same round figure, a choice of the
 * form rather than a statement of the terms.
 */
const { amountUsd, preMoneyValuationUsd, equityPercent, instrument, instrumentHeadline, useOfFunds, targetReturns } = CURRENT_RAISE_TERMS;
const NEEDLES = [
  ...numberForms(amountUsd), ...numberForms(preMoneyValuationUsd), formatUsd(amountUsd), formatUsd(preMoneyValuationUsd),
  `${formatPercent(equityPercent)} equity`, instrument, instrumentHeadline.value,
  ...useOfFunds.map((use) => use.label), ...targetReturns.map((target) => target.value),
];

/** Whole numbers only ("2e6" inside "2e60" or an identifier is not the figure). */
const occurs = (text: string, needle: string): boolean =>
  /^[\d_,e]+$/.test(needle) ? new RegExp(`(?<![\\w.$])${needle}(?![\\w])`).test(text) : text.includes(needle);

describe('the raise\'s terms stay out of the web build', () => {
  it('reads a meaningful set of files and terms', () => {
    expect(WEB_BUILD_INPUTS.length).toBeGreaterThan(200);
    expect(NEEDLES).toEqual(expect.arrayContaining(['$2,000,000', '$20,000,000', '2e6', '2_000_000', '10% equity', 'Convertible note', '18-22%']));
  });

  it('is in no file the web build can import', () => {
    const found = WEB_BUILD_INPUTS.flatMap((file) => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      return NEEDLES.filter((needle) => occurs(text, needle)).map((needle) => `${file}: ${needle}`);
    });
    expect(found).toEqual([]);
  });

  it('cannot be imported from lambdas/ by the web build', () => {
    const importers = WEB_BUILD_INPUTS.filter((file) => /from\s+['"][^'"]*lambdas\//.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(importers).toEqual([]);
  });
});
