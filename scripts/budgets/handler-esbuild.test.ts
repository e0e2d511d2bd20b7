import { describe, expect, it } from 'vitest';
import { HANDLER_BUNDLING } from '@safe-haven/infra/lib/constructs/handler-function';
import { handlerBuildOptions, NATIVE_MODULES } from './handler-esbuild';

/**
 * The budget measures bundles built by handler-esbuild.ts, not by CDK: if the deployed bundling
 * gained an option the translation drops, the budget would measure something else than what ships.
 */
const TRANSLATED = new Set(['minify', 'sourceMap', 'sourcesContent', 'target', 'format', 'mainFields', 'banner', 'externalModules', 'esbuildArgs', 'forceDockerBundling']);
const FLAGS_TRANSLATED = ['--alias:'];

describe('the budget bundles handlers as CDK does', () => {
  it('carries every option of HANDLER_BUNDLING', () => {
    expect(Object.keys(HANDLER_BUNDLING).filter((option) => !TRANSLATED.has(option))).toEqual([]);
    expect(Object.keys(HANDLER_BUNDLING.esbuildArgs ?? {}).filter((flag) => !FLAGS_TRANSLATED.some((prefix) => flag.startsWith(prefix)))).toEqual([]);
  });

  it('bundles the SDK into every handler, as the stack ships it; only native packages stay out (shipped beside the bundle)', () => {
    expect(HANDLER_BUNDLING.externalModules).toEqual([]);
    expect(NATIVE_MODULES).toEqual(['sharp']);
    expect(handlerBuildOptions('entry.ts', 'out.mjs').external).toEqual(['sharp']);
  });

  it('translates the CDK values', () => {
    const options = handlerBuildOptions(['a.ts', 'b.ts'], { outdir: 'out' });
    expect(options).toMatchObject({
      entryPoints: ['a.ts', 'b.ts'],
      outdir: 'out',
      bundle: true,
      platform: 'node',
      format: 'esm',
      minify: HANDLER_BUNDLING.minify,
      sourcemap: HANDLER_BUNDLING.sourceMap,
      target: HANDLER_BUNDLING.target,
      mainFields: HANDLER_BUNDLING.mainFields,
      banner: { js: HANDLER_BUNDLING.banner },
    });
    expect(Object.keys(options.alias ?? {})).toHaveLength(Object.keys(HANDLER_BUNDLING.esbuildArgs ?? {}).length);
    expect(options).not.toHaveProperty('outfile');
  });
});
