/**
 * What the staff's pages weigh, gzipped: every route of the router served by the SPA shell (the
 * dashboard and its pages, two-factor set-up, the sign-in helpers), found by reading the router
 * (web/build/app-routes.ts), its chunks by the build's chunk graph.
 *
 * - first visit: the page's HTML (the SPA shell, or the dashboard home's placeholder page), the script it runs first, the entry and the chain of route
 *   modules React Router loads for the URL (guard, layout, role check, page), each with its static
 *   imports and CSS: what a cold load downloads before the page can be used.
 * - from the dashboard: what following a sidebar link from the dashboard home adds on top of what
 *   that page already loaded (the new route chunks and the static imports they do not share).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DASHBOARD_PATHS } from '@safe-haven/shared/paths';
import { PRERENDERED_PAGES, siteFileFor } from '@safe-haven/shared/site-pages';
import { readAppRoutes, type AppRoute } from '@safe-haven/web/build/app-routes';
import { chunkOf, entryChunk, staticClosure, withCss, type ChunkGraph } from '@safe-haven/web/build/chunk-graph';

export interface StaffPageWeight {
  path: string;
  /** Gzipped bytes of a cold first visit, before the page is interactive. */
  firstVisit: number;
  /** Gzipped bytes a navigation from the dashboard home adds; undefined for pages outside the sign-in. */
  fromDashboard?: number;
  /** The chunks that navigation fetches. */
  addedChunks: string[];
}

/** The classic scripts an HTML file runs before its module entry (web/public/token-to-fragment.js). */
export const classicScriptsOf = (markup: string): string[] => [...markup.matchAll(/<script src="\/([^"]+)"/g)].map((match) => match[1]!);

export const measureStaffPageWeights = (dist: string, graph: ChunkGraph, routes: AppRoute[] = readAppRoutes()): StaffPageWeight[] => {
  const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
  // The HTML a route is served (shared/src/site-pages.ts) and the classic script it runs first.
  const htmlFiles = (path: string) => {
    const html = siteFileFor(path).slice(1);
    return [html, ...classicScriptsOf(readFileSync(join(dist, html), 'utf8'))];
  };
  const entry = entryChunk(graph);
  const chunksOf = (route: AppRoute) => withCss(graph, staticClosure(graph, [entry, ...route.modules.map((module) => chunkOf(graph, module))]));
  const bytes = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

  const spaRoutes = routes.filter((route) => !(PRERENDERED_PAGES as readonly string[]).includes(route.path));
  const home = spaRoutes.find((route) => route.path === DASHBOARD_PATHS.home);
  if (!home) throw new Error(`No route for ${DASHBOARD_PATHS.home} in the router`);
  const homeChunks = chunksOf(home);
  return spaRoutes.map((route) => {
    const chunks = chunksOf(route);
    // Only the signed-in pages are reached from the dashboard: they share its outermost module (the sign-in guard).
    const signedIn = route.modules[0] === home.modules[0];
    const added = [...chunks].filter((file) => !homeChunks.has(file));
    return { path: route.path, firstVisit: bytes(htmlFiles(route.path)) + bytes(chunks), fromDashboard: signedIn ? bytes(added) : undefined, addedChunks: signedIn ? added : [] };
  });
};
