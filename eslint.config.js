import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// An AWS SDK error is matched with instanceof its exported class (ConditionalCheckFailedException from
// @aws-sdk/client-dynamodb, ...): the compiler then checks the name, and the error's fields are typed.
// Comparing `.name` with '...Exception' (either side, or a switch case) is refused outside web/src,
// whose Amplify errors are not SDK classes. scripts/checks/sdk-errors-by-class.test.ts proves it fires.
const SDK_ERROR_NAME_MESSAGE = 'Match an AWS SDK error with instanceof its exported class, not by its name.';
const SDK_ERRORS_BY_CLASS = [
  ['left', 'right'],
  ['right', 'left'],
].flatMap(([member, literal]) => [
  { selector: `BinaryExpression[operator=/^[!=]==?$/][${member}.property.name='name'][${literal}.value=/Exception$/]`, message: SDK_ERROR_NAME_MESSAGE },
  { selector: `BinaryExpression[operator=/^[!=]==?$/][${member}.expression.property.name='name'][${literal}.value=/Exception$/]`, message: SDK_ERROR_NAME_MESSAGE },
]).concat([
  { selector: "SwitchStatement[discriminant.property.name='name'] > SwitchCase[test.value=/Exception$/]", message: SDK_ERROR_NAME_MESSAGE },
]);

// The web app's imports flow one way, as in bulletproof-react: shared code (components, hooks, lib,
// theme) -> features -> app. A feature never imports another feature, and shared code never imports a
// feature; what two features need moves down to shared code. The rule resolves each relative import
// against the importing file, so it sees `../../other-feature/api` as well as `../features/x`.
// scripts/checks/feature-boundaries.test.ts proves it fires.
const WEB_SRC = `${import.meta.dirname}/web/src/`;
const SHARED_LAYERS = new Set(['components', 'hooks', 'lib', 'theme']);
const placeOf = (file) => {
  if (!file.startsWith(WEB_SRC)) return undefined;
  const [top, name] = file.slice(WEB_SRC.length).split('/');
  return top === 'features' ? { feature: name } : { layer: top };
};
const featureBoundaries = {
  rules: {
    'one-way': {
      meta: {
        type: 'problem',
        messages: {
          otherFeature: "Feature '{{from}}' must not import feature '{{to}}': move what both need to components/, hooks/ or lib/.",
          sharedToFeature: "{{from}}/ is shared by every feature and must not import feature '{{to}}'.",
        },
      },
      create(context) {
        const from = placeOf(context.filename);
        if (!from || /\.test\.tsx?$/.test(context.filename)) return {};
        const check = (source) => {
          if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const to = placeOf(path.resolve(path.dirname(context.filename), source.value));
          if (!to?.feature) return;
          if (from.feature && from.feature !== to.feature) context.report({ node: source, messageId: 'otherFeature', data: { from: from.feature, to: to.feature } });
          if (from.layer && SHARED_LAYERS.has(from.layer)) context.report({ node: source, messageId: 'sharedToFeature', data: { from: from.layer, to: to.feature } });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'infra/cdk.out/**', '.local/**', '.local-*/**', 'scripts/tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
      // esbuild cannot tree-shake a named import of zod's `z` object: it pulls all of zod and its
      // locales into every Lambda bundle (about 450 KB). The namespace import is shaken.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier",
          message: "Import zod as a namespace (import * as z from 'zod') so bundles stay small.",
        },
        ...SDK_ERRORS_BY_CLASS,
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'feature-boundaries': featureBoundaries },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'feature-boundaries/one-way': 'error',
      // Every dialog closes on the browser's Back (components/ui/dialog-root.tsx); the zod rule repeated,
      // as a file's rule replaces the whole list.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier",
          message: "Import zod as a namespace (import * as z from 'zod') so bundles stay small.",
        },
        {
          selector: "JSXMemberExpression[object.name='Dialog'][property.name='Root']",
          message: 'Use DialogRoot (components/ui/dialog-root.tsx): it closes the dialog on the browser\'s Back.',
        },
      ],
    },
  },
  {
    // Classic scripts the pages load as they are (web/public/token-to-fragment.js).
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['scripts/**/*.ts', 'testing/src/**/*.ts', 'web/build/**/*.ts', 'web/e2e/**/*.ts', 'infra/bin/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
