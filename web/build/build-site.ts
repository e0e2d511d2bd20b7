/**
 * The production build of the web app: the client bundle (web/dist), then the public pages
 * prerendered into it. A server build of web/src/prerender/render-page.tsx renders each page of
 * PRERENDERED_PAGES into the HTML template with its styles and meta tags; the untouched template
 * becomes the SPA shell served for every other route (see shared/src/site-pages.ts).
 *
 *   npm run build -w web      (also part of the root `npm run build`)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  APP_CHUNKS_META, PLACEHOLDER_ATTRIBUTE, PLACEHOLDER_PAGES, PRERENDERED_PAGES, SPA_SHELL_FILE, prerenderedFile, railPlaceholderFile, type PrerenderedPage,
} from '@safe-haven/shared/site-pages';
import { INVITATION_PATHS } from '@safe-haven/shared/audiences';
import { HERO_PAGES, HERO_PHOTO_PREFIX, HERO_PHOTO_SIZES, heroPhotoSrcSet, type HeroPage } from '@safe-haven/shared/hero-photos';
import { ROOT_DIR } from './repo-root';
import { writeDefaultHeroes } from './default-hero';
import { DASHBOARD_HOME_PATH } from '@safe-haven/shared/paths';
import { readAppRoutes } from './app-routes';
import { APP_ENTRY, beforeInteractiveClosure, chunkOf, entryChunk, INVITATION_ENTRY, LOGIN_ENTRY, readChunkGraph, staticClosure, type ChunkGraph } from './chunk-graph';
import { ENTRY_TEMPLATES, PAGE_ENTRIES, PAGE_MODULES } from './page-modules';
import { firstPaintStyles } from '../src/prerender/first-paint-styles';

type RenderPage = (path: string, options?: { sidebarFolded?: boolean }) => Promise<{ html: string; styles: string; meta?: { title: string; description: string; noindex?: boolean } }>;

const webDir = join(ROOT_DIR, 'web');
const dist = join(webDir, 'dist');
// A development build of React would make every figure of the budgets and the bench meaningless.
process.env.NODE_ENV = 'production';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Pages whose HTML is their content (everything but the invitee's name): their JavaScript is asked
 * for after the first paint, by web/src/prerender/load-after-paint.js, instead of by the template's
 * module script and preloads, which would share a slow link with the HTML before anything shows.
 */
const LOADED_AFTER_PAINT: ReadonlySet<string> = new Set(['/invitation', '/invitation/land-owners', '/invitation/investors', '/thank-you']);

/**
 * Writes the loader to /assets under a name that changes with its content (the assets are cached for
 * a year). It begins with web/public/token-to-fragment.js, which must run before any other script:
 * the pages that load after paint then ask for one script instead of two, and the photo that is their
 * largest paint shares a slow link with one request fewer.
 */
const emitAfterPaintLoader = (): string => {
  const source = Buffer.concat([readFileSync(join(webDir, 'public', 'token-to-fragment.js')), Buffer.from('\n'), readFileSync(join(webDir, 'src', 'prerender', 'load-after-paint.js'))]);
  const file = `assets/load-after-paint-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(dist, file), source);
  return `/${file}`;
};

/**
 * What an invitation page's head leaves out of the global styles (src/prerender/first-paint-styles.ts),
 * as a stylesheet under a name that changes with its content: the after-paint loader links it.
 */
const emitRestOfGlobalStyles = (css: string): string => {
  const file = `assets/global-styles-rest-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  writeFileSync(join(dist, file), css);
  return `/${file}`;
};

/**
 * A page's styles for its head. An invitation page's global sheet is cut to what its first paint
 * uses, and the rest is a stylesheet its after-paint loader links (src/prerender/first-paint-styles.ts):
 * whole, its HTML did not fit a connection's first round trip. The other prerendered pages keep the
 * sheet whole, as Emotion adopts it on hydration: their HTML (login 8.6 KB, thank-you 9.1 KB
 * gzipped) fits all the same.
 */
const headStyles = (path: PrerenderedPage, styles: string, markup: string): { styles: string; stylesheet?: string } => {
  if (PAGE_ENTRIES[path] !== INVITATION_ENTRY) return { styles };
  const cut = firstPaintStyles(styles, markup);
  return { styles: cut.styles, ...(cut.restOfGlobalCss ? { stylesheet: emitRestOfGlobalStyles(cut.restOfGlobalCss) } : {}) };
};

/**
 * The template's entry script and preloads, replaced by the after-paint loader that asks for the same
 * files (and the stylesheet, if any). The loader takes the early script's place: it starts with it.
 */
const loadAfterPaint = (html: string, loader: string, routePreloads: string[], stylesheet?: string): string => {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('The template has no module entry script to load after paint');
  const templatePreloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const files = [...templatePreloads.map((match) => match[1]!), ...routePreloads.map((file) => `/${file}`)];
  for (const match of [entry, ...templatePreloads]) html = html.replace(match[0], '');
  const styles = stylesheet ? ` data-styles="${stylesheet}"` : '';
  const tag = `<script src="${loader}" data-entry="${entry[1]}" data-preload="${files.join(' ')}"${styles} defer></script>`;
  if (!html.includes(EARLY_SCRIPT_TAG)) throw new Error(`A page loaded after paint must have ${EARLY_SCRIPT_TAG} in its template, for the loader to take its place`);
  return html.replace(EARLY_SCRIPT_TAG, () => tag);
};

/** The template with the page's markup in #root, its styles, meta tags and module preloads in the head. */
const fillTemplate = (template: string, page: Awaited<ReturnType<RenderPage>>, preloads: string[], loader?: string, stylesheet?: string): string => {
  // Replacer functions, not strings: the page's text holds dollar amounts, and "$&" or "$'" would be patterns.
  let html = template.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
  if (page.meta) {
    const { title, description, noindex } = page.meta;
    html = html
      .replace(/<title>.*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(/<meta name="description" content=".*?" \/>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
    if (noindex) html = html.replace('</head>', () => '  <meta name="robots" content="noindex, nofollow" />\n  </head>');
  }
  if (loader) return loadAfterPaint(html, loader, preloads, stylesheet).replace('</head>', () => `  ${page.styles}\n  </head>`);
  const links = preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
  return html.replace('</head>', () => `  ${links}\n    ${page.styles}\n  </head>`);
};

/**
 * The SPA's entry and the dashboard home's route chunks with their static imports: what the login
 * screen prefetches when idle (features/auth/utils/open-app.ts), so the dashboard opens quickly after
 * signing in. Named in a meta tag of the login page's head.
 */
const appChunksMeta = (graph: ChunkGraph): string =>
  `<meta name="${APP_CHUNKS_META}" content="${[...appRouteChunks(graph, DASHBOARD_HOME_PATH)].map((file) => `/${file}`).join(' ')}" />`;

/** The SPA's entry and one route's modules, with their static imports. */
const appRouteChunks = (graph: ChunkGraph, path: string): Set<string> => {
  const route = readAppRoutes().find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route for ${path} in the router`);
  return staticClosure(graph, [entryChunk(graph, APP_ENTRY), ...route.modules.map((module) => chunkOf(graph, module))]);
};

/**
 * Each invitation page's hero photo, asked for at the top of its head, before any script (on an
 * HTTP/1.1 link the first request after the HTML takes its warm connection): the <img> itself comes
 * after the page's inline styles (about 10 KB gzipped), and the photo is the first screen's largest
 * picture. The WebP srcset, as the page's <picture> chooses it (every supported browser reads WebP).
 */
const VIEWPORT_META = '<meta name="viewport" content="width=device-width, initial-scale=1.0" />';
const HERO_OF_PAGE = new Map<string, HeroPage>(HERO_PAGES.map((page) => [INVITATION_PATHS[page], page]));
const heroPreload = (page: HeroPage): string =>
  `<link rel="preload" as="image" type="image/webp" imagesrcset="${heroPhotoSrcSet(page, 'webp')}" imagesizes="${HERO_PHOTO_SIZES}" fetchpriority="high">`;

/**
 * The site's icon (web/public/favicon.svg, 181 bytes) written into each prerendered page's head:
 * otherwise the browser asks for it while the page's first screen loads, and on a slow link a request
 * that small still costs a round trip and a share of the bandwidth the hero photo needs. (The SPA
 * shell keeps the link: its first paint waits for its scripts, which need the link far longer.)
 */
const FAVICON_LINK = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
const inlineFavicon = (html: string): string => {
  if (!html.includes(FAVICON_LINK)) throw new Error(`Every page template must hold ${FAVICON_LINK}, for the build to inline it`);
  const svg = readFileSync(join(webDir, 'public', 'favicon.svg'), 'utf8').trim();
  // In a data URI, an SVG needs only these characters escaped.
  const uri = `data:image/svg+xml,${svg.replace(/[%#<>"]/g, (char) => encodeURIComponent(char))}`;
  return html.replace(FAVICON_LINK, () => `<link rel="icon" type="image/svg+xml" href="${uri}" />`);
};

/**
 * web/public/token-to-fragment.js must run before any other script of a page (see the file): first
 * in the document, deferred like every other script of the pages (deferred and module scripts run in
 * document order), so it does not hold the first paint for a round trip.
 */
const EARLY_SCRIPT_TAG = '<script src="/token-to-fragment.js" defer></script>';
const assertEarlyScriptFirst = (html: string, name: string, loader?: string): void => {
  const first = loader ? `<script src="${loader}"` : EARLY_SCRIPT_TAG;
  if (html.indexOf('<script') !== html.indexOf(first)) throw new Error(`${name} must load ${first} (it starts with /token-to-fragment.js) before any other script`);
};

const started = Date.now();
await build({ root: webDir, logLevel: 'warn' });
console.info(`default heroes: ${await writeDefaultHeroes(dist)} files under ${HERO_PHOTO_PREFIX}`);
// Inside web/node_modules, so the server build resolves React and Chakra from the workspace.
const serverOut = join(webDir, 'node_modules', '.cache', 'prerender');
try {
  await build({
    root: webDir,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/render-page.tsx', outDir: serverOut, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
  });
  const { renderPage } = (await import(pathToFileURL(join(serverOut, 'render-page.js')).href)) as { renderPage: RenderPage };
  // Read every template before a page overwrites one (the page / is written to index.html).
  const templates = new Map(Object.entries(ENTRY_TEMPLATES).map(([entry, file]) => {
    const template = readFileSync(join(dist, file), 'utf8');
    if (!template.includes('<div id="root"></div>')) throw new Error(`web/${file} must hold an empty <div id="root"></div>`);
    return [entry, template] as const;
  }));
  assertEarlyScriptFirst(templates.get(APP_ENTRY)!, 'The SPA shell');
  writeFileSync(join(dist, SPA_SHELL_FILE), templates.get(APP_ENTRY)!);
  // Only templates for prerendered pages: served as they are, they would be pages without content.
  rmSync(join(dist, ENTRY_TEMPLATES[INVITATION_ENTRY]!));
  rmSync(join(dist, ENTRY_TEMPLATES[LOGIN_ENTRY]!));
  const graph = readChunkGraph(dist);
  const loader = emitAfterPaintLoader();
  for (const path of PRERENDERED_PAGES) {
    const page = await renderPage(path);
    // The template already loads the entry and preloads its static imports; add the rest of the page's first visit.
    const inTemplate = staticClosure(graph, [entryChunk(graph, PAGE_ENTRIES[path])]);
    const template = templates.get(PAGE_ENTRIES[path])!;
    const preloads = [...beforeInteractiveClosure(graph, PAGE_ENTRIES[path], PAGE_MODULES[path])].filter((file) => !inTemplate.has(file));
    const file = join(dist, prerenderedFile(path));
    mkdirSync(dirname(file), { recursive: true });
    const { styles, stylesheet } = headStyles(path, page.styles, page.html);
    let html = fillTemplate(template, { ...page, styles }, preloads, LOADED_AFTER_PAINT.has(path) ? loader : undefined, stylesheet);
    if (PAGE_ENTRIES[path] === LOGIN_ENTRY) html = html.replace('</head>', () => `  ${appChunksMeta(graph)}\n  </head>`);
    const hero = HERO_OF_PAGE.get(path);
    // After the viewport's width is known: before it, a phone's 100vw is 980 px and the preload would take the widest size.
    if (hero) html = html.replace(VIEWPORT_META, (viewport) => `${viewport}\n    ${heroPreload(hero)}`);
    assertEarlyScriptFirst(html, `The prerendered page ${path}`, LOADED_AFTER_PAINT.has(path) ? loader : undefined);
    writeFileSync(file, inlineFavicon(html));
    console.info(`prerendered ${path.padEnd(24)} -> ${prerenderedFile(path)} (${(page.html.length / 1024).toFixed(1)} KB markup, ${(styles.length / 1024).toFixed(1)} KB styles)`);
  }
  // The signed-in pages with a placeholder: the SPA shell with the guard's waiting screen in #root,
  // and the route's chunks preloaded beside the entry (the entry would ask for them only once run).
  const appTemplate = templates.get(APP_ENTRY)!;
  const inAppTemplate = staticClosure(graph, [entryChunk(graph, APP_ENTRY)]);
  // Each is written twice: with the desktop sidebar as most people leave it, and folded to its rail
  // for those whose cookie says so (the server picks: siteFileFor and the CloudFront function).
  for (const path of PLACEHOLDER_PAGES) {
    const preloads = [...appRouteChunks(graph, path)].filter((chunk) => !inAppTemplate.has(chunk));
    for (const [sidebarFolded, name] of [[false, prerenderedFile(path)], [true, railPlaceholderFile(path)]] as const) {
      const page = await renderPage(path, { sidebarFolded });
      if (!page.html.includes(PLACEHOLDER_ATTRIBUTE)) throw new Error(`${path} did not render its placeholder (the session guard's waiting screen)`);
      const file = join(dist, name);
      mkdirSync(dirname(file), { recursive: true });
      // Only the global styles the placeholder's paint refers to, marked so that Emotion does not adopt
      // them: the app inserts its whole global sheet as it starts, as on any other page of the shell.
      const html = fillTemplate(appTemplate, { ...page, styles: firstPaintStyles(page.styles, page.html).styles }, preloads);
      assertEarlyScriptFirst(html, `The placeholder page ${path}`);
      writeFileSync(file, html);
      console.info(`placeholder ${path.padEnd(24)} -> ${name} (${(page.html.length / 1024).toFixed(1)} KB markup, ${(html.length / 1024).toFixed(1)} KB in all)`);
    }
  }
} finally {
  rmSync(serverOut, { recursive: true, force: true });
}
console.info(`web build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
