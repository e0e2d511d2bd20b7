/**
 * Every page route of web/src/app/router.tsx with the chain of route modules a visit loads (the
 * layouts and guards above it, then the page), read from the router's source with the TypeScript
 * parser. React Router loads the `lazy` modules of every matched route, so a page's first visit is
 * the entry plus this chain: the page-weight budget measures it without a list kept by hand that a
 * new route could slip past.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import * as sharedPaths from '@safe-haven/shared/paths';
import { ROOT_DIR } from './repo-root';

export const ROUTER_FILE = 'web/src/app/router.tsx';

export interface AppRoute {
  /** The URL path, e.g. /dashboard/admin/manage-invitations. */
  path: string;
  /** Route modules from the outermost layout to the page, as the chunk graph names them (web/src/...). */
  modules: string[];
}

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** import('../features/x') in router.tsx -> web/src/features/x.tsx, the name the chunk graph gives it. */
const resolveModule = (specifier: string): string => {
  const base = join(ROOT_DIR, dirname(ROUTER_FILE), specifier);
  const file = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`${ROUTER_FILE} imports ${specifier}, which does not resolve`);
  return relative(ROOT_DIR, file);
};

/** The first import('...') inside a node: the module a route's `lazy` loads. */
const firstDynamicImport = (node: ts.Node): string | undefined => {
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [argument] = node.arguments;
    if (argument && ts.isStringLiteral(argument)) return resolveModule(argument.text);
  }
  return ts.forEachChild(node, firstDynamicImport);
};

/** A route's path: a string, or a constant of @safe-haven/shared/paths (PASSWORD_RESET_PATH, ONBOARDING_PATHS.setupProfile). */
const pathValue = (expression: ts.Expression): string => {
  if (ts.isStringLiteral(expression)) return expression.text;
  const value = expression.getText().split('.').reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], sharedPaths);
  if (typeof value !== 'string') throw new Error(`${ROUTER_FILE}: cannot read the path ${expression.getText()} (a string or a constant of @safe-haven/shared/paths)`);
  return value;
};

const joinPath = (parent: string, child: string) => (child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`);

export const readAppRoutes = (): AppRoute[] => {
  const file = ts.createSourceFile(ROUTER_FILE, readFileSync(join(ROOT_DIR, ROUTER_FILE), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  // Local helpers that wrap children in a route of their own (guarded(roles, children)): their `lazy` module.
  const helpers = new Map<string, string>();
  let routesArray: ts.ArrayLiteralExpression | undefined;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      if (declaration.name.text === 'routes' && ts.isArrayLiteralExpression(declaration.initializer)) routesArray = declaration.initializer;
      else if (ts.isArrowFunction(declaration.initializer)) {
        const module = firstDynamicImport(declaration.initializer);
        if (module) helpers.set(declaration.name.text, module);
      }
    }
  }
  if (!routesArray) throw new Error(`${ROUTER_FILE} has no \`export const routes = [...]\``);

  const found: AppRoute[] = [];
  const visitRoutes = (array: ts.ArrayLiteralExpression, parentPath: string, chain: string[]) => {
    for (const element of array.elements) {
      // guarded(roles, [...]): a pathless route whose module is the helper's, around its children.
      if (ts.isCallExpression(element) && ts.isIdentifier(element.expression) && helpers.has(element.expression.text)) {
        // The last array argument: the first may be a literal list of roles.
        const children = element.arguments.filter(ts.isArrayLiteralExpression).at(-1);
        if (children) visitRoutes(children, parentPath, [...chain, helpers.get(element.expression.text)!]);
        continue;
      }
      // Spreads are the prerendered invitation pages (measured with the public pages); anything else is not a route.
      if (!ts.isObjectLiteralExpression(element)) continue;
      const property = (name: string) => element.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
      const pathNode = property('path');
      const path = pathNode ? joinPath(parentPath, pathValue(pathNode)) : parentPath;
      const lazy = property('lazy');
      const module = lazy ? firstDynamicImport(lazy) : undefined;
      const modules = module ? [...chain, module] : chain;
      const children = property('children');
      if (children && ts.isArrayLiteralExpression(children)) visitRoutes(children, path, modules);
      // A page: a route with its own module and no children. Redirects (element) and the catch-all are not pages.
      else if (module && (pathNode || property('index')) && path !== '/*') found.push({ path, modules });
    }
  };
  visitRoutes(routesArray, '', []);
  return found;
};
