import type { Plugin } from 'vite';

/** Chakra's createSystem, as the pinned @chakra-ui/react ships it (dist/esm). */
export const CHAKRA_SYSTEM_MODULE = /@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;

const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const EXPORTED_GLOBAL = /^(\s*)_global,$/m;

/**
 * Makes the system's `_global` (the reset, the global CSS and one CSS variable per token, as style
 * objects) a getter computed on first read, instead of inside createSystem.
 *
 * Why: building those objects is two thirds of createSystem, about 35 ms on a laptop and over 100 ms
 * on Lighthouse's mobile profile, in one task the invitee cannot interrupt. A prerendered invitation
 * page already carries that CSS in its HTML, so its entry hydrates with a system whose `_global` is
 * empty (theme/prerendered-system.ts) and the work is never done. Everywhere else the first read,
 * by ChakraProvider, computes it as before.
 *
 * Only the browser build is transformed (the dev server pre-bundles Chakra and the prerender imports
 * it from node_modules: both keep the eager original, which behaves the same). The transform throws
 * if Chakra's code no longer has the expected lines, so an upgrade fails the build instead of
 * silently losing the saving.
 */
export const lazyChakraGlobalStylesSource = (code: string): string => {
  if (code.split(EAGER_GLOBAL).length !== 2 || (code.match(new RegExp(EXPORTED_GLOBAL, 'gm')) ?? []).length !== 1) {
    throw new Error('lazy-chakra-global-styles: @chakra-ui/react changed its createSystem; update web/vite-plugins/lazy-chakra-global-styles.ts');
  }
  return code
    .replace(EAGER_GLOBAL, () => 'let _globalCache;\n  const computeGlobal = () => (_globalCache ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);')
    .replace(EXPORTED_GLOBAL, (_line, indent: string) => `${indent}get _global() {\n${indent}  return computeGlobal();\n${indent}},`);
};

export const lazyChakraGlobalStyles = (): Plugin => ({
  name: 'lazy-chakra-global-styles',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  transform(code, id) {
    if (!CHAKRA_SYSTEM_MODULE.test(id.split('?')[0]!)) return null;
    return { code: lazyChakraGlobalStylesSource(code), map: null };
  },
});
