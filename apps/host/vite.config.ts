import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Bundle workspace packages from their TypeScript sources.
  resolve: { conditions: ['@muster/source', 'module', 'browser', 'development|production'] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/channel': { target: 'ws://localhost:8080', ws: true } } },
});
