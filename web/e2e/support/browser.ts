/** Debian's Chromium driven by playwright-core; no browser download. */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_PATH, headlessChromiumArgs } from '@safe-haven/testing/chromium';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: headlessChromiumArgs('--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'),
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

const contextOptions = (options: OpenOptions): BrowserContextOptions => ({
  ...(options.mobile
    ? { viewport: { width: options.width ?? 390, height: 844 }, isMobile: true, hasTouch: true }
    : { viewport: { width: options.width ?? 1280, height: options.height ?? 800 } }),
  javaScriptEnabled: options.javaScript ?? true,
  ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
});

const pageIn = async (context: BrowserContext): Promise<BrowserSession> => {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
};

export const openPage = async (browser: Browser, options: OpenOptions = {}): Promise<BrowserSession> =>
  pageIn(await browser.newContext(contextOptions(options)));

/** What a context a test used keeps until the next test: everything but the HTTP cache is cleared. */
const SITE_STORAGE = 'local_storage,indexeddb,websql,service_workers,cache_storage,file_systems,shared_storage,storage_buckets';

interface LentContext {
  context: BrowserContext;
  key: string;
  /** The origins its pages showed, whose storage goes before the context is lent again. */
  origins: Set<string>;
  /** False once a test installed a fake clock, which stays with the context. */
  reusable: boolean;
}

/**
 * A context after its test: pages closed first (so nothing writes storage afterwards), then the
 * sign-in, cookies, permissions and routes gone; only the HTTP cache stays. False when it could not
 * be cleaned, and is closed instead.
 */
const cleaned = async ({ context, origins, reusable }: LentContext): Promise<boolean> => {
  if (!reusable) return false;
  try {
    await Promise.all(context.pages().map((page) => page.close()));
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_STORAGE });
    await cdp.detach();
    await blank.close();
    origins.clear();
    return true;
  } catch {
    return false;
  }
};

const FAILURES_DIR = join(tmpdir(), 'safe-haven-e2e-failures');

/**
 * What each page of a failed test showed: its address, its console errors and a screenshot, so a
 * failure seen once in a full run (and not alone) can be read afterwards.
 */
const reportFailure = async (testName: string, sessions: BrowserSession[]): Promise<void> => {
  mkdirSync(FAILURES_DIR, { recursive: true });
  const stem = testName.replace(/[^\w-]+/g, '-').slice(0, 80);
  for (const [index, { page, consoleErrors }] of sessions.entries()) {
    if (page.isClosed()) continue;
    const screenshot = join(FAILURES_DIR, `${stem}-${index + 1}.png`);
    await page.screenshot({ path: screenshot, fullPage: true, timeout: 5_000 }).catch(() => undefined);
    console.error(`Page ${index + 1} of the failed test "${testName}": ${page.url()}\n  screenshot: ${screenshot}\n  console errors: ${JSON.stringify(consoleErrors)}`);
  }
};

/**
 * One Chromium per test file. A test's pages are closed after it; their contexts are cleared and
 * kept for the file's next tests that ask for the same viewport and settings, because a context's
 * HTTP cache (and V8's code cache with it) saves each later page load its chunks: Manage Invitations
 * reloaded to its first card in 0.53 s instead of 1.16 s, and every browser test loads pages several
 * times. A test that installs a fake clock gets contexts nobody else will use. The browser closes
 * after the file.
 */
export const useBrowser = () => {
  let browser: Browser | undefined;
  const idle = new Map<string, LentContext[]>();
  const lent: LentContext[] = [];
  /** The pages this test opened, for the report when it fails. */
  const sessions: BrowserSession[] = [];

  const borrow = async (options: OpenOptions): Promise<LentContext> => {
    const settings = contextOptions(options);
    const key = JSON.stringify(settings);
    const kept = idle.get(key)?.pop();
    if (kept) return kept;
    const context = await browser!.newContext(settings);
    const borrowed: LentContext = { context, key, origins: new Set(), reusable: true };
    context.on('page', (page: Page) => page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) borrowed.origins.add(origin);
    }));
    // A fake clock (page.clock is the context's) stays with the context: Playwright cannot uninstall it.
    const install = context.clock.install.bind(context.clock);
    context.clock.install = (...args) => {
      borrowed.reusable = false;
      return install(...args);
    };
    return borrowed;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    const opened = sessions.splice(0);
    if (task.result?.state === 'fail') await reportFailure(task.name, opened);
    await Promise.all(lent.splice(0).map(async (context) => {
      if (await cleaned(context)) idle.set(context.key, [...(idle.get(context.key) ?? []), context]);
      else await context.context.close().catch(() => undefined);
    }));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    open: async (options: OpenOptions = {}): Promise<BrowserSession> => {
      if (!browser) throw new Error('useBrowser().open() is for tests and hooks, after beforeAll');
      const borrowed = await borrow(options);
      lent.push(borrowed);
      const session = await pageIn(borrowed.context);
      sessions.push(session);
      return session;
    },
  };
};
