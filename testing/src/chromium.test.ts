import { describe, expect, it } from 'vitest';
import { disableFeaturesArg } from './chromium';

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
