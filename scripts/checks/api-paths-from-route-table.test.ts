/**
 * The web calls the API only through the route table: callApi with a constant of
 * web/src/lib/api-endpoints.generated.ts (`npm run api-client`), so a route cannot change on one side
 * only. This fails, naming file and line, on a path under /api written by hand anywhere else in
 * web/src (a string or template literal; comments do not count), and on a value import of the route
 * table itself, whose permissions and sizing must stay out of the browser's bundle (a type import
 * is erased and allowed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../local/config';
import { sourceFilesIn } from './source-files';

const WEB_SRC = 'web/src';
/** The generated routes, and the client's own test, which checks the URLs the client builds from them. */
const ALLOWED = new Set(['web/src/lib/api-endpoints.generated.ts', 'web/src/lib/api-client.test.ts']);
const SOURCE = /\.(ts|tsx)$/;
/** '/api' as a path segment: '/api/me', `/api${path}`, 'https://host/api/x'; not '/apis' or '/api-help'. */
const API_PATH = /\/api(\/|$)/;
const ROUTE_TABLE = '@safe-haven/shared/api-routes';

export interface Finding {
  file: string;
  line: number;
  text: string;
}

const sourceFiles = (dir: string): string[] => sourceFilesIn(dir, SOURCE);

/** The literal pieces of text that hold a path under /api, and value imports of the route table. */
export const handWrittenApiPaths = (text: string, file: string): Finding[] => {
  // Parsing is the slow part: only a file that mentions either at all is parsed.
  if (!text.includes('/api') && !text.includes(ROUTE_TABLE)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: what });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const from = (node.moduleSpecifier as ts.StringLiteral).text;
      const typeOnly = node.importClause?.isTypeOnly
        || (node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)
          && !node.importClause.name && node.importClause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (from === ROUTE_TABLE && !typeOnly) report(node, `value import of ${ROUTE_TABLE}`);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (API_PATH.test(node.text)) report(node, node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('the web calls the API through the route table', () => {
  it('finds a hand-written /api path in a string or template, and a value import of the table', () => {
    const sample = [
      "import { API_ROUTES } from '@safe-haven/shared/api-routes';",
      "import type { ApiRoute } from '@safe-haven/shared/api-routes';",
      "import { type HttpMethod } from '@safe-haven/shared/api-routes';",
      "export const a = fetch('/api/me');",
      'export const b = (path: string) => fetch(`/api${path}`);',
      'export const c = (id: string) => `https://example.com/api/invitations/${id}/notes`;',
      "// fetch('/api/me') in a comment is not a call",
      "export const d = { home: '/apis', other: 'my-api/x', docs: '/dashboard/api-help' };",
      'export const e = (id: string) => `/x/${id}/api/${id}`;',
      'export const f = <a href="/api/team">Team</a>;',
    ].join('\n');
    expect(handWrittenApiPaths(sample, 'web/src/example.tsx').map(({ line }) => line)).toEqual([1, 4, 5, 6, 9, 10]);
  });

  it(`holds for every file of ${WEB_SRC} but the generated client and its test`, () => {
    const findings = sourceFiles(WEB_SRC)
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => handWrittenApiPaths(readFileSync(join(ROOT_DIR, file), 'utf8'), file));
    expect(
      findings.map(({ file, line, text }) => `${file}:${line}: ${text}`),
      'call the API with callApi and a route of web/src/lib/api-endpoints.generated.ts (npm run api-client)',
    ).toEqual([]);
  }, 60_000);
});
