/** Reads web/dist/chunk-graph.json (written by the build, see web/vite.config.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ChunkInfo {
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  /** The CSS files Vite links with the chunk (absent from graphs written before they were recorded). */
  css?: string[];
  isEntry: boolean;
  facade?: string;
}
export type ChunkGraph = Record<string, ChunkInfo>;

export const readChunkGraph = (dist: string): ChunkGraph => JSON.parse(readFileSync(join(dist, 'chunk-graph.json'), 'utf8')) as ChunkGraph;

/** The app's page (entry src/main.tsx), and the lean ones without the router: the invitation pages' (src/invitation-main.tsx) and the login's (src/login-main.tsx). */
export const APP_ENTRY = 'web/index.html';
export const INVITATION_ENTRY = 'web/invitation.html';
export const LOGIN_ENTRY = 'web/login.html';

/** The entries that import React DOM, the providers and the page one task at a time (their dynamic imports) before hydrating. */
const STEPWISE_ENTRIES: ReadonlySet<string> = new Set([INVITATION_ENTRY, LOGIN_ENTRY]);

export const entryChunk = (graph: ChunkGraph, page: string = APP_ENTRY): string => {
  const entry = Object.keys(graph).find((file) => graph[file]!.isEntry && graph[file]!.facade === page);
  if (!entry) throw new Error(`The chunk graph has no entry chunk for ${page}`);
  return entry;
};

/** The chunk whose facade is a module (e.g. a route module loaded with import()). */
export const chunkOf = (graph: ChunkGraph, facade: string): string => {
  const file = Object.keys(graph).find((name) => graph[name]!.facade === facade);
  if (!file) throw new Error(`No chunk for ${facade}: was it renamed? (web/build/page-modules.ts)`);
  return file;
};

/** The chunks and every chunk they import statically. */
export const staticClosure = (graph: ChunkGraph, roots: string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of graph[file]?.imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
};

/** The chunks with the CSS files they bring: what a browser downloads for them. */
export const withCss = (graph: ChunkGraph, chunks: Iterable<string>): Set<string> =>
  new Set([...chunks].flatMap((file) => [file, ...(graph[file]?.css ?? [])]));

/**
 * What a first visit to a page downloads before it is interactive: its entry, the page's route
 * module, and, for the invitation and login entries, the chunks they import one task at a time before
 * hydrating (React DOM and the providers, see web/src/invitation-main.tsx), each with what it imports statically.
 */
export const beforeInteractiveClosure = (graph: ChunkGraph, entryFacade: string, pageModule: string): Set<string> => {
  const entry = entryChunk(graph, entryFacade);
  const stepwise = STEPWISE_ENTRIES.has(entryFacade) ? graph[entry]!.dynamicImports : [];
  return staticClosure(graph, [entry, ...stepwise, chunkOf(graph, pageModule)]);
};
