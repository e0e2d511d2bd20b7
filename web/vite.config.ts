import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The local stack passes the proxy for /api and /config.json when it starts Vite (scripts/local/stack.ts).
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Budgets are checked by scripts/budgets/page-weight.ts with figures, not by a warning here.
    chunkSizeWarningLimit: 1000,
  },
});
