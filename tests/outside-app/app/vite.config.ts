import { readdirSync } from 'node:fs';
import { defineConfig } from 'vite';

// The product's server sits in front of Muster's: its channel and the HTTP txn endpoint.
const muster = process.env.MUSTER_SERVER ?? 'http://localhost:8080';
const txnEndpoint = process.env.TXN_ENDPOINT ?? 'http://localhost:8081';

export default defineConfig({
  // every page in this folder
  build: { rollupOptions: { input: readdirSync('.').filter((file) => file.endsWith('.html')) } },
  preview: {
    proxy: {
      '/channel': { target: muster, ws: true },
      '/txn': { target: txnEndpoint },
    },
  },
});
