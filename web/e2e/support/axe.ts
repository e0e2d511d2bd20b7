import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settleAnimations } from './in-page';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2 A and AA rules) in the page; returns the serious and critical violations. */
export const seriousA11yViolations = async (page: Page): Promise<AxeViolation[]> => {
  // Contrast measured halfway through a fade-in is not the contrast people read.
  await settleAnimations(page);
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self', as on a stage) refuses
  // the inline script tag Playwright's addScriptTag would add, and rightly so.
  await page.evaluate(AXE_SOURCE);
  // This callback runs in the browser; the test code is typed for Node, hence globalThis.
  const violations = await page.evaluate(async () => {
    const browserGlobal = globalThis as unknown as {
      document: unknown;
      axe: { run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await browserGlobal.axe.run(browserGlobal.document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
};

export const describeViolations = (violations: AxeViolation[]): string =>
  violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`).join('\n');
