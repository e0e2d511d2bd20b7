import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Debian's Chromium, which every browser test, screenshot and benchmark drives; nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Features of Chromium our browser tests and benches turn off:
 * - the address bar's two popup pages (WebUIOmniboxPopup, WebUIOmniboxAimPopup), which headless
 *   Chromium 156 keeps rendered in a renderer of their own: in a Manage Invitations test file it
 *   spent more than half as much CPU as the page under test did, on a 2-core machine where the
 *   tests are CPU-bound.
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The features Playwright turns off, read from the pinned playwright-core (its module is not exported). */
const playwrightDisabledFeatures = (): string[] => {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve('playwright-core/package.json')), 'lib/server/chromium/chromiumSwitches.js');
  const { chromiumSwitches } = require(file) as { chromiumSwitches: (assistantMode: boolean) => string[] };
  const flag = chromiumSwitches(false).find((arg) => arg.startsWith('--disable-features='));
  if (!flag) throw new Error(`playwright-core no longer passes --disable-features in ${file}: update testing/src/chromium.ts`);
  return flag.slice('--disable-features='.length).split(',');
};

/**
 * One --disable-features for the launch's args: Chromium reads only the last one on its command line,
 * so a flag of our own beside Playwright's would silently turn Playwright's features back on.
 */
export const disableFeaturesArg = (): string => `--disable-features=${[...new Set([...playwrightDisabledFeatures(), ...OUR_DISABLED_FEATURES])].join(',')}`;

/**
 * The arguments every headless launch of Debian's Chromium here takes (tests, benches, screenshots),
 * with a launch's own extras before the one --disable-features.
 */
export const headlessChromiumArgs = (...extra: string[]): string[] => ['--headless', '--no-sandbox', '--disable-gpu', ...extra, disableFeaturesArg()];
