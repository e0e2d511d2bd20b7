/**
 * Each function's declaration (shared/src/api-routes.ts) against the modules its handler really
 * bundles. The local gateway refuses undeclared AWS calls as they happen; this catches, before any
 * test runs, a declaration that is missing or no longer needed, including the paths a test may not
 * reach and the site origin (read from configuration, not an AWS call, locally).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { API_ROUTES, BACKGROUND_FUNCTIONS, isIdempotentRoute, routePermissions } from '@safe-haven/shared/api-routes';
import type { FunctionPermissions } from '@safe-haven/shared/function-permissions';
import { TABLE_INDEXES } from '@safe-haven/shared/table-definition';

const SRC = path.resolve(import.meta.dirname, '..');

/** The modules through which a handler reaches each declared capability. */
const CAPABILITY_MODULES: { name: string; modules: string[]; declared: (permissions: FunctionPermissions) => boolean }[] = [
  { name: 'siteOrigin', modules: ['core/site-origin.ts'], declared: (p) => p.siteOrigin === true },
  { name: 'linkSigningKey', modules: ['core/link-tokens.ts'], declared: (p) => p.linkSigningKey === true },
  { name: 'sendEmail', modules: ['email/send-email.ts'], declared: (p) => p.sendEmail === true },
  { name: 'cognito', modules: ['core/cognito-client.ts'], declared: (p) => (p.cognito ?? []).length > 0 || p.secondFactor === true || p.passwordReset === true },
  { name: 'secondFactor', modules: ['accounts/second-factor.ts'], declared: (p) => p.secondFactor === true },
  { name: 'passwordReset', modules: ['accounts/cognito-recovery.ts'], declared: (p) => p.passwordReset === true },
  { name: 'table', modules: ['data/table.ts'], declared: (p) => p.table !== undefined },
];

/**
 * Every handler bundled in one esbuild run (shared parsing, one process) rather than one run per
 * handler: the modules each bundle holds, by handler.
 */
let bundles: Promise<Map<string, string[]>> | undefined;
const bundleAll = async (handlers: string[]): Promise<Map<string, string[]>> => {
  const result = await build({
    entryPoints: handlers.map((handler) => path.join(SRC, `${handler}.ts`)),
    outdir: path.join(SRC, '.declarations-check'),
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  // What a build of one handler alone would load: the files its entry reaches through the imports
  // esbuild followed (the same graph, walked from each entry), not only those left after tree-shaking.
  const { inputs } = result.metafile;
  const byEntry = new Map<string, string[]>();
  for (const handler of handlers) {
    const entry = Object.keys(inputs).find((file) => path.resolve(file) === path.join(SRC, `${handler}.ts`));
    if (!entry) continue;
    const reached = new Set<string>([entry]);
    for (const file of reached) {
      for (const imported of inputs[file]!.imports) if (!imported.external && inputs[imported.path]) reached.add(imported.path);
    }
    byEntry.set(handler, [...reached].map((file) => path.relative(SRC, path.resolve(file))));
  }
  return byEntry;
};

const bundledModules = async (handler: string): Promise<string[]> => {
  bundles ??= bundleAll([...new Set(functions.map((fn) => fn.handler))]);
  const modules = (await bundles).get(handler);
  if (!modules) throw new Error(`No bundle for ${handler}`);
  return modules;
};

const functions = [...API_ROUTES, ...BACKGROUND_FUNCTIONS].map((fn) => ({ handler: fn.handler, permissions: fn.permissions as FunctionPermissions }));

describe('declarations match the code', () => {
  it.each(functions)('$handler declares exactly the capabilities its modules use', async ({ handler, permissions }) => {
    const modules = await bundledModules(handler);
    const used = CAPABILITY_MODULES.filter((capability) => capability.modules.some((module) => modules.includes(module))).map((capability) => capability.name);
    const declared = CAPABILITY_MODULES.filter((capability) => capability.declared(permissions)).map((capability) => capability.name);
    expect(declared).toEqual(used);
  });

  // Every handler bundles the idempotency middleware (route.ts); whether it is on is the handler's
  // `idempotency` option, which must agree with the route table (the grant follows the table).
  it.each(API_ROUTES.map((route) => ({ id: route.id, handler: route.handler, route })))(
    '$id stores repeated submissions exactly when the route table says so',
    async ({ handler, route }) => {
      const module = (await import(/* @vite-ignore */ pathToFileURL(path.join(SRC, `${handler}.ts`)).href)) as { handler: { idempotent: boolean } };
      expect(module.handler.idempotent && route.method !== 'GET').toBe(isIdempotentRoute(route));
      expect(routePermissions(route).idempotentRequests === true).toBe(isIdempotentRoute(route));
    },
  );

  it('names only indexes the table has', () => {
    const known = new Set<string>(['table', ...TABLE_INDEXES.map((index) => index.indexName)]);
    for (const { permissions } of functions) for (const target of permissions.table?.query ?? []) expect(known).toContain(target);
  });
});
