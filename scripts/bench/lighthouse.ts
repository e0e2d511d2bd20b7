/**
 * Lighthouse's mobile lab run (simulated slow 4G, 4x CPU slowdown: its default profile) on a page,
 * with Debian's Chromium. Several runs, the median of each metric kept: single runs vary.
 * LIGHTHOUSE_OBSERVED=1 prints each run's observed (unthrottled) FCP and LCP as well;
 * LIGHTHOUSE_REPORT_DIR=<folder> keeps each run's full report there, to read its request waterfall.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '@safe-haven/testing/chromium';

export interface LighthouseFigures {
  url: string;
  runs: number;
  /** Medians over the runs. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** What Lighthouse counts as transferred (network bytes, compressed as served). */
  transferredBytes: number;
  /**
   * Lighthouse's own measure of the host's CPU (median). Its 4x slowdown assumes a desktop of about
   * 1,500 to 2,000 (docs/throttling.md in Lighthouse's repository); a weaker host would make every
   * task look longer than on the phone it stands for, and the multiplier should then be lowered.
   */
  benchmarkIndex: number;
  /** Each run's total blocking time, in run order: the one figure that moves most between runs. */
  tbtRunsMs: number[];
  /** The element Lighthouse took as the largest contentful paint, in the last run. */
  lcpElement?: string;
  /** Where the last run's LCP time went (time to first byte, load delay, load time, render delay). */
  lcpPhases?: string;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface AuditResult {
  numericValue?: number;
  /** The LCP element audit's details: a list of two tables, the element, then the phases of its paint. */
  details?: { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] };
}

export interface LighthouseOptions {
  /**
   * Runs in the fresh browser before Lighthouse loads the page (its DevTools port given), e.g. to put
   * a signed-in session in the site's storage. The storage is then kept for the run; the HTTP cache is
   * empty all the same, since every run starts a browser with a new profile.
   */
  prepare?: (port: number) => Promise<void>;
  /** More Chromium flags (the HTTP/2 front's certificate, ./http2-front.ts). */
  chromeFlags?: string[];
}

export const runLighthouse = async (url: string, runs = 3, options: LighthouseOptions = {}): Promise<LighthouseFigures> => {
  const samples: Record<'lcp' | 'tbt' | 'cls' | 'fcp' | 'bytes' | 'benchmark', number[]> = { lcp: [], tbt: [], cls: [], fcp: [], bytes: [], benchmark: [] };
  let lcpElement: string | undefined;
  let lcpPhases: string | undefined;
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...(options.chromeFlags ?? [])],
    });
    try {
      await options.prepare?.(chrome.port);
      const result = await lighthouse(url, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        ...(options.prepare ? { disableStorageReset: true } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const audits = result.lhr.audits as Record<string, AuditResult>;
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      samples.lcp.push(audits['largest-contentful-paint']!.numericValue!);
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, `${new URL(url).pathname.replaceAll('/', '_')}-${run + 1}.json`), JSON.stringify(result.lhr));
      }
      if (process.env.LIGHTHOUSE_OBSERVED) {
        // What the unthrottled load itself showed, before Lighthouse's simulation of a slow phone.
        const observed = (audits.metrics as { details?: { items?: Record<string, number>[] } }).details?.items?.[0] ?? {};
        console.log(`    observed (unthrottled): FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`);
      }
      samples.benchmark.push(result.lhr.environment.benchmarkIndex);
      samples.tbt.push(audits['total-blocking-time']!.numericValue!);
      samples.cls.push(audits['cumulative-layout-shift']!.numericValue!);
      samples.fcp.push(audits['first-contentful-paint']!.numericValue!);
      samples.bytes.push(audits['total-byte-weight']!.numericValue!);
      const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
      lcpElement = element?.items?.[0]?.node?.snippet ?? lcpElement;
      lcpPhases = phases?.items?.map((phase) => `${phase.phase} ${Math.round(phase.timing ?? 0)} ms`).join(', ') ?? lcpPhases;
    } finally {
      await chrome.kill();
    }
  }
  return {
    url,
    runs,
    lcpMs: median(samples.lcp),
    tbtMs: median(samples.tbt),
    cls: median(samples.cls),
    fcpMs: median(samples.fcp),
    transferredBytes: median(samples.bytes),
    benchmarkIndex: median(samples.benchmark),
    tbtRunsMs: samples.tbt.map(Math.round),
    lcpElement,
    lcpPhases,
  };
};
