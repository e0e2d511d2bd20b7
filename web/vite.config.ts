import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes dist/chunk-graph.json (each chunk's static imports and source modules) so the page-weight
 * budget can compute exactly what a first visit to a route downloads and check what it must not hold.
 */
const chunkGraph = (): Plugin => ({
  name: 'chunk-graph',
  apply: 'build',
  generateBundle(_options, bundle) {
    const graph: Record<string, { imports: string[]; dynamicImports: string[]; modules: string[]; isEntry: boolean; facade?: string }> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      graph[output.fileName] = {
        imports: output.imports,
        dynamicImports: output.dynamicImports,
        modules: output.moduleIds.map((id) => id.replace(/^.*?\/(node_modules|web|shared)\//, '$1/')),
        isEntry: output.isEntry,
        facade: output.facadeModuleId?.replace(/^.*?\/(web|shared)\//, '$1/'),
      };
    }
    this.emitFile({ type: 'asset', fileName: 'chunk-graph.json', source: JSON.stringify(graph) });
  },
});

// The local stack passes the proxy for /api and /config.json when it starts Vite (scripts/local/stack.ts).
export default defineConfig({
  plugins: [react(), chunkGraph()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Budgets are checked by scripts/budgets/page-weight.ts with figures, not by a warning here.
    chunkSizeWarningLimit: 1000,
  },
});
