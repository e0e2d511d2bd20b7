/**
 * The esbuild equivalent of the CDK bundling options every handler is built with
 * (infra/lib/constructs/handler-function.ts HANDLER_BUNDLING), for tools that bundle outside a synth:
 * every handler at once for the bundle budget and the cold-start benchmark (handler-bundles.ts), the
 * empty reference handler and the bundle composition report.
 */
import type { BuildOptions } from 'esbuild';
import { API_ROUTES } from '@safe-haven/shared/api-routes';
import { HANDLER_BUNDLING } from '@safe-haven/infra/lib/constructs/handler-function';
import { ROOT_DIR } from '../local/config';

const flagValues = (prefix: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(HANDLER_BUNDLING.esbuildArgs ?? {})
      .filter(([flag]) => flag.startsWith(prefix))
      .map(([flag, value]) => [flag.slice(prefix.length), String(value)]),
  );

/**
 * The native packages some functions load beside their bundle (ApiRoute.nativeModules): left out
 * of every bundle here, as CDK leaves them out of those functions' (native-modules.ts), so a budget
 * counts the bundled code alone. The native part ships in the asset (sharp with its arm64 libvips,
 * about 18 MB unpacked).
 */
export const NATIVE_MODULES: readonly string[] = [...new Set(API_ROUTES.flatMap((route) => ('nativeModules' in route ? route.nativeModules : [])))];

/** One entry to one file, or several entries (one bundle each, nothing shared) into a folder. */
export const handlerBuildOptions = (entries: string | string[], output: string | { outdir: string }): BuildOptions => ({
  entryPoints: typeof entries === 'string' ? [entries] : entries,
  ...(typeof output === 'string' ? { outfile: output } : output),
  bundle: true,
  platform: 'node',
  minify: HANDLER_BUNDLING.minify,
  sourcemap: HANDLER_BUNDLING.sourceMap,
  sourcesContent: HANDLER_BUNDLING.sourcesContent,
  target: HANDLER_BUNDLING.target,
  format: 'esm',
  mainFields: HANDLER_BUNDLING.mainFields,
  banner: { js: HANDLER_BUNDLING.banner ?? '' },
  alias: flagValues('--alias:'),
  external: [...(HANDLER_BUNDLING.externalModules ?? []), ...NATIVE_MODULES],
  absWorkingDir: ROOT_DIR,
  logLevel: 'error',
});
