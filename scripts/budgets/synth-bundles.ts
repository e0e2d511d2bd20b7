/**
 * Synthesises the dev stage with real esbuild bundling (as `cdk deploy` ships it) and lists each of
 * our handlers' bundles. Used by the bundle budget and by the benchmark.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT_DIR } from '../local/config';

export interface HandlerBundle {
  /** The handler module, e.g. `invitee/get-public-invitation` (the function's description). */
  handler: string;
  /** The bundle inside the synthesised assembly (deleted when the callback returns). */
  file: string;
  raw: number;
  gzip: number;
}

export const withSynthesizedBundles = async <T>(use: (bundles: HandlerBundle[]) => Promise<T> | T): Promise<T> => {
  const out = mkdtempSync(join(tmpdir(), 'safe-haven-synth-'));
  try {
    execFileSync('npx', ['cdk', 'synth', '-c', 'stage=dev', '-c', 'site=none', '--quiet', '-o', out], { cwd: ROOT_DIR, stdio: ['ignore', 'ignore', 'pipe'] });
    const template = JSON.parse(readFileSync(join(out, 'SafeHaven-dev.template.json'), 'utf8')) as {
      Resources: Record<string, { Type: string; Properties: { Description?: string }; Metadata?: Record<string, string> }>;
    };
    const bundles = Object.values(template.Resources)
      .filter((resource) => resource.Type === 'AWS::Lambda::Function' && resource.Metadata?.['aws:asset:path'] && resource.Properties.Description)
      // Our handlers are ESM bundles (index.mjs); CDK's own helper functions are not.
      .filter((resource) => existsSync(join(out, resource.Metadata!['aws:asset:path']!, 'index.mjs')))
      .map((resource) => {
        const file = join(out, resource.Metadata!['aws:asset:path']!, 'index.mjs');
        return { handler: resource.Properties.Description!, file, raw: statSync(file).size, gzip: gzipSync(readFileSync(file)).length };
      })
      .sort((a, b) => a.handler.localeCompare(b.handler));
    if (bundles.length === 0) throw new Error('No bundled handler found in the synthesised template');
    return await use(bundles);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};
