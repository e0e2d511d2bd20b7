/**
 * Cold initialisation of each handler bundle (bundled as `cdk synth` bundles it) beside an empty handler
 * bundled the same way: a fresh Node 22 process per sample imports the bundle with Lambda's
 * NODE_OPTIONS and reports how long the import took. Samples are interleaved (one of each bundle per
 * round), so drift on a shared machine hits every bundle alike; the median of the rounds is kept.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { HANDLER_NODE_OPTIONS } from '@safe-haven/infra/lib/constructs/handler-function';
import { ROOT_DIR } from '../local/config';
import { handlerBuildOptions } from '../budgets/handler-esbuild';
import { withHandlerBundles } from '../budgets/handler-bundles';
import { lambdaNode } from './node22';

export interface InitFigure {
  handler: string;
  bytes: number;
  gzipBytes?: number;
  initMedianMs: number;
  /** Median init over the empty handler's median init. */
  ratio: number;
}

export interface InitReport {
  node: string;
  note?: string;
  samples: number;
  empty: { bytes: number; initMedianMs: number };
  handlers: InitFigure[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The empty handler, bundled with the handlers' own options. */
const bundleEmptyHandler = async (outfile: string): Promise<void> => {
  await esbuild.build(handlerBuildOptions(join(ROOT_DIR, 'scripts', 'bench', 'empty-handler.ts'), outfile));
};

/** What each sample process runs: time the import of one bundle, print milliseconds. */
const SAMPLER = `const started = performance.now();
await import(process.argv[2]);
process.stdout.write(String(performance.now() - started));`;

// Handlers read their configuration when called, but give them Lambda's environment anyway.
const LAMBDA_ENVIRONMENT = {
  PATH: process.env.PATH ?? '',
  NODE_OPTIONS: HANDLER_NODE_OPTIONS,
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'AKIDBENCH',
  AWS_SECRET_ACCESS_KEY: 'bench',
  AWS_SESSION_TOKEN: 'bench',
  TABLE_NAME: 'bench',
  PHOTOS_BUCKET: 'bench',
  DOCUMENTS_BUCKET: 'bench',
  SENDER_EMAIL: 'bench@example.org',
  APP_ORIGIN: 'https://bench.example.org',
  SES_CONFIGURATION_SET: 'bench',
  LOG_LEVEL: 'WARN',
};

export const measureLambdaInit = async (samples = 15): Promise<InitReport> => {
  const node = lambdaNode();
  const work = mkdtempSync(join(tmpdir(), 'safe-haven-init-'));
  try {
    const emptyFile = join(work, 'empty', 'index.mjs');
    await bundleEmptyHandler(emptyFile);
    const sampler = join(work, 'sampler.mjs');
    writeFileSync(sampler, SAMPLER);
    return await withHandlerBundles((bundles) => {
      const subjects = [{ handler: '(empty handler)', file: emptyFile }, ...bundles];
      const times = new Map<string, number[]>(subjects.map((subject) => [subject.handler, []]));
      for (let round = 0; round < samples; round += 1) {
        // Rotate the order each round so no bundle always runs first after the previous process.
        const order = subjects.map((_, i) => subjects[(i + round) % subjects.length]!);
        for (const subject of order) {
          const output = execFileSync(node.path, [sampler, pathToFileURL(subject.file).href], { env: LAMBDA_ENVIRONMENT, encoding: 'utf8' });
          times.get(subject.handler)!.push(Number(output));
        }
      }
      const emptyMedian = median(times.get('(empty handler)')!);
      return {
        node: node.version,
        note: node.note,
        samples,
        empty: { bytes: statSync(emptyFile).size, initMedianMs: emptyMedian },
        handlers: bundles.map((bundle) => {
          const initMedianMs = median(times.get(bundle.handler)!);
          return { handler: bundle.handler, bytes: bundle.raw, gzipBytes: bundle.gzip, initMedianMs, ratio: initMedianMs / emptyMedian };
        }),
      };
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await measureLambdaInit();
  console.log(`Cold init (${report.node}, median of ${report.samples}, fresh process each)${report.note ? ` - ${report.note}` : ''}`);
  console.log(`  ${'(empty handler)'.padEnd(34)} ${(report.empty.bytes / 1024).toFixed(1).padStart(7)} KB ${report.empty.initMedianMs.toFixed(1).padStart(7)} ms`);
  for (const h of report.handlers) {
    console.log(`  ${h.handler.padEnd(34)} ${(h.bytes / 1024).toFixed(1).padStart(7)} KB ${h.initMedianMs.toFixed(1).padStart(7)} ms  x${h.ratio.toFixed(2)}`);
  }
}
