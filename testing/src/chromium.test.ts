import { describe, expect, it } from 'vitest';
import { disableFeaturesArg, headlessChromiumArgs } from './chromium';

describe('the --disable-features our Chromium launches pass', () => {
  it('keeps every feature Playwright turns off and adds the address bar\'s popup pages, in one flag', () => {
    const arg = disableFeaturesArg();
    expect(arg.startsWith('--disable-features=')).toBe(true);
    const features = arg.slice('--disable-features='.length).split(',');
    // Playwright's own: Chromium reads only the last --disable-features, so these must be in ours.
    expect(features).toEqual(expect.arrayContaining(['PaintHolding', 'RenderDocument', 'ThirdPartyStoragePartitioning', 'HttpsUpgrades']));
    expect(features).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    expect(new Set(features).size).toBe(features.length);
  });
});

describe('the arguments of a headless launch', () => {
  it('put a launch\'s extras before the one --disable-features, which stays last', () => {
    const args = headlessChromiumArgs('--disable-quic');
    expect(args.slice(0, 4)).toEqual(['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic']);
    expect(args.filter((arg) => arg.startsWith('--disable-features='))).toEqual([disableFeaturesArg()]);
    expect(args.at(-1)).toBe(disableFeaturesArg());
  });
});
