/** Debian's Chromium driven by playwright-core; no browser download. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '@safe-haven/testing/chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen during the test, for assertions. */
  consoleErrors: string[];
}

export interface OpenOptions {
  /** A touch phone: 390 px wide unless `width` says otherwise (375 for the smallest phones we support). */
  mobile?: boolean;
  width?: number;
  /** Desktop only: 800 px unless given (1080 for a full-HD screen). */
  height?: number;
  /** false: a visitor whose browser runs no JavaScript. */
  javaScript?: boolean;
  /** A User-Agent other than headless Chromium's own (which says "HeadlessChrome", so it never counts as an invitee's open). */
  userAgent?: string;
  /** The device's time zone (an IANA name), as the page's Intl sees it. */
  timezoneId?: string;
}

export const openPage = async (browser: Browser, options: OpenOptions = {}): Promise<BrowserSession> => {
  const context = await browser.newContext({
    ...(options.mobile
      ? { viewport: { width: options.width ?? 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: options.width ?? 1280, height: options.height ?? 800 } }),
    javaScriptEnabled: options.javaScript ?? true,
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
};

/**
 * One Chromium per test file and a fresh context per page; every context a test opened is closed
 * after it, and the browser after the file.
 */
export const useBrowser = () => {
  let browser: Browser | undefined;
  const opened: BrowserSession[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((session) => session.context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    open: async (options: OpenOptions = {}): Promise<BrowserSession> => {
      if (!browser) throw new Error('useBrowser().open() is for tests and hooks, after beforeAll');
      const session = await openPage(browser, options);
      opened.push(session);
      return session;
    },
  };
};
