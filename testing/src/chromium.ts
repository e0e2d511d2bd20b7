/** Debian's Chromium, which every browser test, screenshot and benchmark drives; nothing downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
