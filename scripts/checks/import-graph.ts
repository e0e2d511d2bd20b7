/**
 * The source tree's import graph, for the boundary checks beside this file: every TypeScript file of
 * the workspaces, each with the files it imports (static, dynamic and type-only imports alike: a cycle
 * of types still ties two modules together for a reader). Imports of npm packages are left out; an
 * import of a workspace package (`@safe-haven/shared/...`) is resolved to its file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { ROOT_DIR } from '../local/config';
import { sourceFilesIn } from './source-files';

/** Each workspace's folder, and where its package name points (the `exports` of its package.json). */
export const WORKSPACES = {
  shared: 'shared/src/',
  lambdas: 'lambdas/src/',
  infra: 'infra/',
  web: 'web/',
  testing: 'testing/src/',
  scripts: 'scripts/',
} as const;

export type Workspace = keyof typeof WORKSPACES;

const SOURCE = /\.(ts|tsx|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

export interface ImportEdge {
  /** The import as written. */
  specifier: string;
  /** The file it resolves to, relative to the repository root. */
  target: string;
}

export type ImportGraph = Map<string, ImportEdge[]>;

export const workspaceOf = (file: string): Workspace | undefined =>
  (Object.keys(WORKSPACES) as Workspace[]).find((workspace) => file.startsWith(`${workspace}/`));

const sourceFiles = (dir: string): string[] => sourceFilesIn(dir, SOURCE).filter((file) => !file.endsWith('.d.ts'));

const isFile = (path: string) => existsSync(join(ROOT_DIR, path)) && statSync(join(ROOT_DIR, path)).isFile();

/** The file an import names, or undefined for an npm package (or a path that does not exist). */
export const resolveImport = (from: string, specifier: string, exists: (path: string) => boolean = isFile): string | undefined => {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), specifier));
  const byPackage = /^@safe-haven\/([a-z]+)\/(.+)$/.exec(specifier);
  if (byPackage) base = WORKSPACES[byPackage[1] as Workspace] + byPackage[2];
  if (base === undefined) return undefined;
  const extension = EXTENSIONS.find((candidate) => exists(base + candidate));
  return extension === undefined ? undefined : base + extension;
};

export const importsOf = (file: string, text: string, exists?: (path: string) => boolean): ImportEdge[] =>
  ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => ({ specifier: fileName, target: resolveImport(file, fileName, exists) }))
    .filter((edge): edge is ImportEdge => edge.target !== undefined);

export const readImportGraph = (): ImportGraph =>
  new Map(
    Object.keys(WORKSPACES)
      .flatMap((workspace) => sourceFiles(workspace))
      .map((file) => [file, importsOf(file, readFileSync(join(ROOT_DIR, file), 'utf8'))]),
  );

/** The import cycles: each strongly connected set of files (Tarjan's algorithm), sorted. */
export const cyclesOf = (graph: ImportGraph): string[][] => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const { target } of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== file);
    const importsItself = (graph.get(file) ?? []).some(({ target }) => target === file);
    if (members.length > 1 || importsItself) cycles.push(members.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
};
