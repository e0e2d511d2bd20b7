import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { lazyChakraGlobalStylesSource } from './lazy-chakra-global-styles';

const require = createRequire(import.meta.url);
// The file the browser build transforms, from the pinned @chakra-ui/react this workspace installs.
const chakraSystemFile = join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js');
const chakraSystemSource = readFileSync(chakraSystemFile, 'utf8');

describe('lazy Chakra global styles', () => {
  it('turns the installed createSystem\'s eager global styles into a getter', () => {
    const code = lazyChakraGlobalStylesSource(chakraSystemSource);
    expect(code).not.toContain('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];');
    expect(code).toMatch(/get _global\(\) \{\s*return computeGlobal\(\);\s*\},/);
    expect(code).toContain('_globalCache ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]');
  });

  it('computes the styles on the first read only, and the same styles as before', async () => {
    // The transformed module runs from beside the original, so its relative and package imports resolve.
    const transformedFile = chakraSystemFile.replace(/system\.js$/, `system.lazy-check-${process.pid}.js`);
    writeFileSync(transformedFile, lazyChakraGlobalStylesSource(chakraSystemSource));
    try {
      const lazy = (await import(/* @vite-ignore */ pathToFileURL(transformedFile).href)) as { createSystem: typeof createSystem };
      const config = defineConfig({ preflight: true, theme: { tokens: { colors: { brand: { value: '#2f6b4a' } } } } });

      const system = lazy.createSystem(defaultBaseConfig, config);
      expect(Object.getOwnPropertyDescriptor(system, '_global')?.get).toBeTypeOf('function');
      expect(system._global).toBe(system._global);
      expect(JSON.stringify(system._global)).toContain('--chakra-colors-brand');
      expect(JSON.stringify(system._global)).toBe(JSON.stringify(createSystem(defaultBaseConfig, config)._global));
    } finally {
      rmSync(transformedFile, { force: true });
    }
  });

  it('fails the build when Chakra\'s createSystem no longer has the lines it rewrites', () => {
    expect(() => lazyChakraGlobalStylesSource(chakraSystemSource.replace('getTokenCss()];', 'getTokenCss(), extra];'))).toThrow(/changed its createSystem/);
    expect(() => lazyChakraGlobalStylesSource(chakraSystemSource.replace(/^\s*_global,$/m, '    _global: _global,'))).toThrow(/changed its createSystem/);
  });
});
