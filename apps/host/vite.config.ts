import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { shellCache } from './pwa/shell-cache';

export default defineConfig({
  plugins: [react(), tailwindcss(), shellCache()],
  // Bundle workspace packages from their TypeScript sources.
  resolve: { conditions: ['@muster/source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // zod and no-eval.ts share a chunk, so zod is told to parse without `new Function` as
    // soon as it is evaluated: in a chunk of their own, modules that build schemas at load
    // (protocol's frames) ran before main's first import and zod's eval probe broke the CSP.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]no-eval\.ts$/ }],
        },
      },
    },
  },
  server: { proxy: { '/channel': { target: 'ws://localhost:8080', ws: true } } },
});
