import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// By path, not by package name: Vite bundles a relative import into the config, but would hand
// `@safe-haven/shared` (TypeScript sources) to Node as it is.
import { siteFileFor } from '../shared/src/site-pages.ts';
import { lazyChakraGlobalStyles } from './vite-plugins/lazy-chakra-global-styles.ts';

/**
 * Writes dist/chunk-graph.json (each chunk's static imports, source modules and the CSS files it
 * brings) so the page-weight budget can compute exactly what a first visit to a route downloads and
 * check what it must not hold.
 */
const chunkGraph = (): Plugin => ({
  name: 'chunk-graph',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  generateBundle(_options, bundle) {
    const graph: Record<string, { imports: string[]; dynamicImports: string[]; modules: string[]; css: string[]; isEntry: boolean; facade?: string }> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      graph[output.fileName] = {
        imports: output.imports,
        dynamicImports: output.dynamicImports,
        modules: output.moduleIds.map((id) => id.replace(/^.*?\/(node_modules|web|shared)\//, '$1/')),
        // Chakra's styles are emitted at runtime, so today no chunk has a CSS file; one that did would count.
        css: [...(output.viteMetadata?.importedCss ?? [])],
        isEntry: output.isEntry,
        facade: output.facadeModuleId?.replace(/^.*?\/(web|shared)\//, '$1/'),
      };
    }
    this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: JSON.stringify(graph) });
  },
});

/**
 * `vite preview` serves the build as CloudFront does (infra/lib/constructs/site.ts): each prerendered
 * page its own HTML file, every other app route the SPA shell. Runs before the preview's proxy and
 * static files, so /api is left to the proxy.
 */
const servePrerenderedPages = (): Plugin => ({
  name: 'serve-prerendered-pages',
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? '/', 'http://preview.local');
      if (!url.pathname.startsWith('/api/')) request.url = `${siteFileFor(url.pathname, request.headers.cookie)}${url.search}`;
      next();
    });
  },
});

/**
 * The preview caches hashed chunks as CloudFront does (a year, immutable: infra/lib/constructs/site.ts),
 * not as Vite's preview does (revalidate each one): a returning visit, and a browser test's later
 * page in the same browser, loads them from the cache without asking.
 */
const cacheHashedChunks = (): Plugin => {
  let chunksPath = '/assets/';
  return {
    name: 'cache-hashed-chunks',
    configResolved(config) {
      chunksPath = `/${config.build.assetsDir}/`;
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        // Set before the static files answer: sirv keeps a header already on the response.
        if (request.url?.startsWith(chunksPath)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
};

/**
 * The dev server (npm start) serves `/` the login's own entry (login.html), as CloudFront and the
 * preview serve its prerendered page: the SPA has no login route of its own (src/app/router.tsx).
 */
const serveLoginEntryInDev = (): Plugin => ({
  name: 'serve-login-entry-in-dev',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? '/', 'http://dev.local');
      if (url.pathname === '/' || url.pathname === '/index.html') request.url = `/login.html${url.search}`;
      next();
    });
  },
});

/**
 * React Router's package exports only its development build (dev warnings on, their strings and
 * checks in the bundle); the browser build takes the production build that ships beside it. Only
 * the browser's: the prerender (an SSR build that leaves react-router-dom to Node) must use the same
 * copy as react-router-dom does.
 */
const reactRouterProduction = (): Plugin => ({
  name: 'react-router-production',
  config: (_config, { command, isSsrBuild }) =>
    command === 'build' && !isSsrBuild
      ? {
          resolve: {
            alias: [
              { find: /^react-router$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
              { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
            ],
          },
        }
      : undefined,
});

/** The modules of the 'hydration' chunk (see codeSplitting below). */
const FIRST_LOADED = [
  /vite\/(modulepreload-polyfill|preload-helper)/,
  /node_modules[\\/]react[\\/](index|jsx-runtime)\.js$/,
  /node_modules[\\/]react[\\/]cjs[\\/]react(-jsx-runtime)?\.production\.js$/,
  /web[\\/]src[\\/](lib[\\/]hydration|app[\\/]invitation-page-modules|theme[\\/]prerendered-system)\.ts$/,
  /shared[\\/]src[\\/]audiences\.ts$/,
  // The heroes' addresses: the invitation pages' first paint and the SPA's previews and editor share them.
  /shared[\\/]src[\\/]hero-photos\.ts$/,
];

// The local stack passes the proxy for /api and /config.json when it starts Vite (scripts/local/stack.ts).
export default defineConfig({
  plugins: [react(), lazyChakraGlobalStyles(), reactRouterProduction(), chunkGraph(), servePrerenderedPages(), cacheHashedChunks(), serveLoginEntryInDev()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Budgets are checked by scripts/budgets/page-weight.ts with figures, not by a warning here.
    chunkSizeWarningLimit: 1000,
    // Three pages: the app (index.html), the invitation pages' template (invitation.html) and the
    // login's (login.html), whose lean entries hydrate them without the router; web/build/build-site.ts
    // fills and removes them.
    rolldownOptions: {
      input: { main: 'index.html', invitation: 'invitation.html', login: 'login.html' },
      // The API's routes are string constants (src/lib/api-endpoints.generated.ts): copied into each
      // call, a page carries the routes it calls instead of a chunk holding every route.
      optimization: { inlineConst: { mode: 'all' } },
      // Chakra's definition helpers build a value and touch nothing else, but its modules call them
      // at the top level without a pure mark, so a definition nobody imports stayed in, such as the
      // default theme's config and the parts of a component a page does not draw. 1.0 to 1.4 KB off
      // every page.
      treeshake: {
        manualPureFunctions: [
          'defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineStyle', 'createAnatomy',
          'withContext', 'withProvider', 'withRootProvider', 'withPropsProvider',
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page's entry loads first (React, the preload helper, the hydration flag) in
              // one chunk with the few small modules the router's and the invitation pages' entries
              // share: left to the automatic split, three entries would cut them into four chunks
              // of a few hundred bytes each, a request and gzip's overhead apiece.
              name: 'hydration',
              test: (id: string) => FIRST_LOADED.some((pattern) => pattern.test(id)),
            },
          ],
        },
      },
    },
  },
});
