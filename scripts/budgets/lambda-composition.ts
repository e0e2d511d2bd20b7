/**
 * What a handler's bundle is made of: bytes of minified output per package (and per file of the
 * largest packages), bundled with the handlers' own options. Use it before shrinking a bundle.
 *
 *   npx tsx scripts/budgets/lambda-composition.ts profiles/save-my-photo [more handlers...]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { handlerEntry } from '@safe-haven/infra/lib/constructs/handler-function';
import { ROOT_DIR } from '../local/config';
import { handlerBuildOptions } from './handler-esbuild';

/** `node_modules/@scope/name/...` -> `@scope/name`; our own sources by workspace. */
const packageOf = (input: string): string => {
  const parts = input.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return parts.slice(0, 2).join('/');
  return parts[at + 1]!.startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1]!;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

const handlers = process.argv.slice(2);
if (handlers.length === 0) throw new Error('Name one or more handler modules, e.g. profiles/save-my-photo');
const work = mkdtempSync(join(tmpdir(), 'safe-haven-composition-'));
try {
  for (const handler of handlers) {
    const result = await esbuild.build({ ...handlerBuildOptions(handlerEntry(ROOT_DIR, handler), join(work, 'index.mjs')), metafile: true });
    const output = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('.mjs'))![1];
    const byPackage = new Map<string, { bytes: number; files: [string, number][] }>();
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const entry = byPackage.get(packageOf(input)) ?? { bytes: 0, files: [] };
      entry.bytes += bytesInOutput;
      entry.files.push([input, bytesInOutput]);
      byPackage.set(packageOf(input), entry);
    }
    console.log(`${handler}: ${kb(output.bytes)} (esbuild, same options as the synth)`);
    for (const [name, { bytes, files }] of [...byPackage].sort((a, b) => b[1].bytes - a[1].bytes)) {
      if (bytes < 1024) continue;
      console.log(`  ${name.padEnd(48)} ${kb(bytes)}`);
      if (bytes < 5 * 1024) continue;
      for (const [file, fileBytes] of files.sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 6))) {
        console.log(`      ${file.replace(/^.*node_modules\//, '').padEnd(70)} ${kb(fileBytes)}`);
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
