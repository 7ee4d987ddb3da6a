import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';

// The product's dev and preview server sits in front of Muster's channel and of the HTTP txn
// endpoint (preview takes the dev server's proxy).
const muster = process.env.MUSTER_SERVER ?? 'http://localhost:8080';
const txnEndpoint = process.env.TXN_ENDPOINT ?? 'http://localhost:8081';

export default defineConfig({
  // every page in this folder
  build: { rollupOptions: { input: readdirSync('.').filter((file) => file.endsWith('.html')) } },
  server: {
    proxy: {
      '/channel': { target: muster, ws: true },
      '/txn': { target: txnEndpoint },
    },
  },
});
