/**
 * What a page's first visit is made of: gzipped KB per package (and per file of our own code),
 * read from the build's source maps (web/dist/assets/*.js.map) for the chunks page-weight.ts counts.
 * Each chunk's gzipped size is shared among its sources by their minified bytes. Use it before
 * slimming a page.
 *
 *   npx tsx web/build/build-site.ts && npx tsx scripts/budgets/page-composition.ts / /dashboard
 *   TOP=20 npx tsx scripts/budgets/page-composition.ts /dashboard    (more lines per package)
 *   FROM=/dashboard npx tsx scripts/budgets/page-composition.ts /dashboard/admin/manage-users
 *     (only what a navigation from FROM adds, the chunks FROM has not loaded)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { PRERENDERED_PAGES, type PrerenderedPage } from '@safe-haven/shared/site-pages';
import { readAppRoutes } from '@safe-haven/web/build/app-routes';
import { beforeInteractiveClosure, chunkOf, entryChunk, readChunkGraph, staticClosure } from '@safe-haven/web/build/chunk-graph';
import { PAGE_ENTRIES, PAGE_MODULES } from '@safe-haven/web/build/page-modules';
import { ROOT_DIR } from '../local/config';

const DIST = join(ROOT_DIR, 'web', 'dist');

/** `node_modules/@scope/name/...` -> `@scope/name`; our own sources by workspace folder. */
const packageOf = (source: string): string => {
  const parts = source.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) {
    // web/src/features/auth/..., shared/src/messages.ts: by feature folder (or file).
    const root = parts.findIndex((part) => part === 'web' || part === 'shared');
    if (root < 0) return source;
    return parts.slice(root, parts[root + 2] === 'features' ? root + 4 : root + 3).join('/');
  }
  return parts[at + 1]!.startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1]!;
};

/** Minified bytes of a chunk per source file: each generated segment belongs to the source it maps to. */
const bytesPerSource = (file: string): Map<string, number> => {
  const code = readFileSync(join(DIST, file), 'utf8');
  const result = new Map<string, number>();
  const mapFile = join(DIST, `${file}.map`);
  if (!existsSync(mapFile)) return new Map([['(no source map)', Buffer.byteLength(code)]]);
  const map = new TraceMap(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const segments: { line: number; column: number; source: string }[] = [];
  eachMapping(map, (mapping) => segments.push({ line: mapping.generatedLine - 1, column: mapping.generatedColumn, source: mapping.source ?? '(unmapped)' }));
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  let mapped = 0;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const line = lines[segment.line] ?? '';
    const end = next && next.line === segment.line ? next.column : line.length;
    const bytes = Math.max(0, end - segment.column);
    mapped += bytes;
    const source = segment.source.startsWith('(') ? segment.source : relative(ROOT_DIR, resolve(DIST, 'assets', segment.source));
    result.set(source, (result.get(source) ?? 0) + bytes);
  });
  result.set('(unmapped)', (result.get('(unmapped)') ?? 0) + Math.max(0, code.length - mapped));
  return result;
};

const chunksOfPage = (page: string): Set<string> => {
  const graph = readChunkGraph(DIST);
  if ((PRERENDERED_PAGES as readonly string[]).includes(page)) {
    return beforeInteractiveClosure(graph, PAGE_ENTRIES[page as PrerenderedPage], PAGE_MODULES[page as PrerenderedPage]);
  }
  const route = readAppRoutes().find((candidate) => candidate.path === page);
  if (!route) throw new Error(`No route ${page} in web/src/app/router.tsx`);
  return staticClosure(graph, [entryChunk(graph), ...route.modules.map((module) => chunkOf(graph, module))]);
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
const pages = process.argv.slice(2);
if (pages.length === 0) throw new Error('Name one or more pages, e.g. / /dashboard');
const loaded = process.env.FROM ? chunksOfPage(process.env.FROM) : new Set<string>();
for (const page of pages) {
  const chunks = [...chunksOfPage(page)].filter((file) => !loaded.has(file));
  const byPackage = new Map<string, { gzip: number; files: Map<string, number> }>();
  let total = 0;
  for (const file of chunks) {
    const gzip = gzipSync(readFileSync(join(DIST, file))).length;
    total += gzip;
    const sources = bytesPerSource(file);
    const minified = [...sources.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    for (const [source, bytes] of sources) {
      const share = (gzip * bytes) / minified;
      const name = packageOf(source);
      const entry = byPackage.get(name) ?? { gzip: 0, files: new Map<string, number>() };
      entry.gzip += share;
      const short = source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
      entry.files.set(short, (entry.files.get(short) ?? 0) + share);
      byPackage.set(name, entry);
    }
  }
  console.log(`${page}: ${kb(total)} gzipped JavaScript in ${chunks.length} chunks (without the HTML)${loaded.size > 0 ? `, beyond ${process.env.FROM}'s` : ''}`);
  for (const [name, { gzip, files }] of [...byPackage].sort((a, b) => b[1].gzip - a[1].gzip)) {
    if (gzip < 512) continue;
    console.log(`  ${name.padEnd(56)} ${kb(gzip)}`);
    if (gzip < 5 * 1024) continue;
    for (const [file, bytes] of [...files].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 5))) {
      console.log(`      ${file.padEnd(72)} ${kb(bytes)}`);
    }
  }
}
