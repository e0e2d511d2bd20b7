/**
 * Every handler the stack deploys, bundled in one esbuild run with the options CDK bundles each with
 * (handler-esbuild.ts, read from HANDLER_BUNDLING). A `cdk synth` runs one esbuild process per
 * function; one run parses the shared modules once and gives the same bytes for each handler (all 53
 * compared byte for byte against a synth when this replaced it: 39 s against 584 s on a loaded
 * machine). Used by the bundle budget and the cold-start benchmark; handler-esbuild.test.ts fails when
 * HANDLER_BUNDLING gains an option this translation does not carry.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { API_ROUTES, BACKGROUND_FUNCTIONS } from '@safe-haven/shared/api-routes';
import { handlerEntry } from '@safe-haven/infra/lib/constructs/handler-function';
import { ROOT_DIR } from '../local/config';
import { handlerBuildOptions } from './handler-esbuild';

export interface HandlerBundle {
  /** The handler module, e.g. `invitee/get-public-invitation` (the function's description). */
  handler: string;
  /** The bundle on disk (deleted when the callback returns). */
  file: string;
  raw: number;
  gzip: number;
}

/** Each handler module once, as the stack creates one function per module. */
export const deployedHandlers = (): string[] =>
  [...new Set([...API_ROUTES, ...BACKGROUND_FUNCTIONS].map((fn) => fn.handler))].sort((a, b) => a.localeCompare(b));

export const withHandlerBundles = async <T>(use: (bundles: HandlerBundle[]) => Promise<T> | T, handlers = deployedHandlers()): Promise<T> => {
  const out = mkdtempSync(join(tmpdir(), 'safe-haven-bundles-'));
  try {
    await esbuild.build({
      ...handlerBuildOptions(handlers.map((handler) => handlerEntry(ROOT_DIR, handler)), { outdir: out }),
      outbase: join(ROOT_DIR, 'lambdas', 'src'),
      // <handler>/index.mjs, the file name CDK gives each bundle (its source map comment names it).
      entryNames: '[dir]/[name]/index',
      outExtension: { '.js': '.mjs' },
    });
    const bundles = handlers.map((handler) => {
      const file = join(out, handler, 'index.mjs');
      return { handler, file, raw: statSync(file).size, gzip: gzipSync(readFileSync(file)).length };
    });
    return await use(bundles);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};
