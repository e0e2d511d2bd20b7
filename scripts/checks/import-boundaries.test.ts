/**
 * The workspaces' boundaries, checked on the real import graph (import-graph.ts):
 * - a workspace imports another by its package name (`@safe-haven/shared/...`), never by a relative
 *   path that climbs into the other's folder, so a move inside a workspace cannot break another;
 * - no import cycle, of values or of types;
 * - the tools (scripts/) and the browser tests (web/e2e/) share code only through @safe-haven/testing;
 * - the functions' layers go one way: core (clients, environment, logger) -> data (the entity layer)
 *   -> http (route and middlewares) and the features; core imports neither, data no feature.
 * Each rule is also run on a small sample that breaks it, so the check is known to be able to fail.
 */
import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf, readImportGraph, workspaceOf, type ImportGraph } from './import-graph';

/** Relative imports into another workspace that are kept, each with its reason. */
const RELATIVE_ACROSS_ALLOWED: Record<string, string> = {
  // Vite bundles a relative import into its config, but hands a workspace package's TypeScript to
  // Node as it is, which cannot run it.
  'web/vite.config.ts -> shared/src/site-pages.ts': 'the Vite config is loaded by Node',
};

const relativeAcrossWorkspaces = (graph: ImportGraph): string[] =>
  [...graph].flatMap(([file, edges]) =>
    edges
      .filter(({ specifier, target }) => specifier.startsWith('.') && workspaceOf(target) !== workspaceOf(file))
      .map(({ target }) => `${file} -> ${target}`)
      .filter((edge) => !(edge in RELATIVE_ACROSS_ALLOWED))
      .map((edge) => `${edge} (import it as @safe-haven/${workspaceOf(edge.split(' -> ')[1]!)}/...)`),
  );

const isTool = (file: string) => file.startsWith('scripts/');
const isBrowserTest = (file: string) => file.startsWith('web/e2e/');

const toolsAndBrowserTestsTied = (graph: ImportGraph): string[] =>
  [...graph].flatMap(([file, edges]) =>
    edges
      .filter(({ target }) => (isTool(file) && isBrowserTest(target)) || (isBrowserTest(file) && isTool(target)))
      .map(({ target }) => `${file} -> ${target} (share it through testing/src)`),
  );

const LAMBDAS = 'lambdas/src/';
const LAMBDA_LAYERS = ['core', 'data'] as const;
const layerOf = (file: string) => (file.startsWith(LAMBDAS) ? file.slice(LAMBDAS.length).split('/')[0] : undefined);

/** A lower layer importing a higher one: core anything but core, data anything but core and data. */
const layersUpward = (graph: ImportGraph): string[] =>
  [...graph].flatMap(([file, edges]) => {
    const from = layerOf(file);
    if (!from || !(LAMBDA_LAYERS as readonly string[]).includes(from) || file.endsWith('.test.ts')) return [];
    const allowed = LAMBDA_LAYERS.slice(0, LAMBDA_LAYERS.indexOf(from as (typeof LAMBDA_LAYERS)[number]) + 1) as readonly string[];
    return edges
      .filter(({ target }) => layerOf(target) !== undefined && !allowed.includes(layerOf(target)!))
      .map(({ target }) => `${file} -> ${target} (${from}/ may import only ${allowed.map((layer) => `${layer}/`).join(' and ')})`);
  });

/** A graph of in-memory files, for the samples. */
const sampleGraph = (files: Record<string, string>): ImportGraph => {
  const exists = (path: string) => path in files;
  return new Map(Object.entries(files).map(([file, text]) => [file, importsOf(file, text, exists)]));
};

describe('workspace boundaries', () => {
  const graph = readImportGraph();

  it('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('lambdas/src/stream/handle-table-stream.ts')?.map(({ target }) => target)).toContain('lambdas/src/stream/stream-change.ts');
  });

  it('no workspace imports another by a relative path', () => {
    expect(relativeAcrossWorkspaces(graph)).toEqual([]);
  });

  it('no import cycle', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('tools and browser tests share code only through the testing package', () => {
    expect(toolsAndBrowserTestsTied(graph)).toEqual([]);
  });

  it("the functions' layers import downwards only", () => {
    expect(layersUpward(graph)).toEqual([]);
  });
});

describe('the boundary checks fire', () => {
  const sample = sampleGraph({
    'lambdas/src/a.ts': "import { b } from './b';\nimport { t } from '../../testing/src/t';",
    'lambdas/src/b.ts': "import type { A } from './a';",
    'testing/src/t.ts': "import { s } from '@safe-haven/shared/s';",
    'shared/src/s.ts': 'export const s = 1;',
    'scripts/bench/run.ts': "import { page } from '../../web/e2e/support/page';",
    'web/e2e/support/page.ts': "import { s } from '@safe-haven/shared/s';",
    'lambdas/src/core/route.ts': "import { profile } from '../data/profile';",
    'lambdas/src/data/profile.ts': "import { client } from '../core/client';\nimport { rule } from '../invitations/rule';",
    'lambdas/src/core/client.ts': 'export const client = 1;',
    'lambdas/src/invitations/rule.ts': 'export const rule = 1;',
  });

  it('on a relative import into another workspace', () => {
    expect(relativeAcrossWorkspaces(sample)).toEqual([
      'lambdas/src/a.ts -> testing/src/t.ts (import it as @safe-haven/testing/...)',
      'scripts/bench/run.ts -> web/e2e/support/page.ts (import it as @safe-haven/web/...)',
    ]);
  });

  it('on a cycle, a type-only import included', () => {
    expect(cyclesOf(sample)).toEqual([['lambdas/src/a.ts', 'lambdas/src/b.ts']]);
  });

  it('on a lower layer of the functions importing a higher one', () => {
    expect(layersUpward(sample)).toEqual([
      'lambdas/src/core/route.ts -> lambdas/src/data/profile.ts (core/ may import only core/)',
      'lambdas/src/data/profile.ts -> lambdas/src/invitations/rule.ts (data/ may import only core/ and data/)',
    ]);
  });

  it('on a tool importing a browser-test helper', () => {
    expect(toolsAndBrowserTestsTied(sample)).toEqual(['scripts/bench/run.ts -> web/e2e/support/page.ts (share it through testing/src)']);
  });
});
