/**
 * Synthesises the dev stage (real esbuild bundling, as `cdk deploy` ships it) and prints each
 * Lambda bundle's size. Fails when a bundle exceeds the budget: cold starts grow with bundle size.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT_DIR } from '../local/config';

export const BUNDLE_BUDGET_BYTES = 1024 * 1024;

const out = mkdtempSync(join(tmpdir(), 'safe-haven-synth-'));
try {
  execFileSync('npx', ['cdk', 'synth', '-c', 'stage=dev', '--quiet', '-o', out], { cwd: ROOT_DIR, stdio: ['ignore', 'ignore', 'pipe'] });
  const template = JSON.parse(readFileSync(join(out, 'SafeHaven-dev.template.json'), 'utf8')) as {
    Resources: Record<string, { Type: string; Properties: { Description?: string }; Metadata?: Record<string, string> }>;
  };
  const rows = Object.values(template.Resources)
    .filter((resource) => resource.Type === 'AWS::Lambda::Function' && resource.Metadata?.['aws:asset:path'] && resource.Properties.Description)
    // Our handlers are ESM bundles (index.mjs); CDK's own helper functions are not.
    .filter((resource) => existsSync(join(out, resource.Metadata!['aws:asset:path']!, 'index.mjs')))
    .map((resource) => {
      const file = join(out, resource.Metadata!['aws:asset:path']!, 'index.mjs');
      const raw = statSync(file).size;
      return { handler: resource.Properties.Description!, raw, gzip: gzipSync(readFileSync(file)).length };
    })
    .sort((a, b) => a.handler.localeCompare(b.handler));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('Lambda bundles (minified ESM, AWS SDK included):');
  for (const row of rows) console.log(`  ${row.handler.padEnd(34)} ${kb(row.raw).padStart(10)}  gzip ${kb(row.gzip).padStart(9)}`);
  const over = rows.filter((row) => row.raw > BUNDLE_BUDGET_BYTES);
  console.log(`Budget: ${kb(BUNDLE_BUDGET_BYTES)} per bundle; ${over.length === 0 ? 'all within' : `over: ${over.map((r) => r.handler).join(', ')}`}`);
  if (rows.length === 0) throw new Error('No bundled handler found in the synthesised template');
  process.exitCode = over.length === 0 ? 0 : 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
