import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Every run starts the built app on a fresh data directory holding the seeded demo, as a new
// user's first start leaves it (copied from a template: tests/e2e/server-data.mjs). Workers
// load this file again and inherit the runner's environment, so they find the same
// directory (tests read the mail and text messages the server writes there).
const dataDir = process.env.MUSTER_E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'muster-e2e-'));
process.env.MUSTER_E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 18080);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // the production start (apps/server/bundle.mjs), bundled from the current dist/ each run so
    // a bundle left from an earlier build never serves a later one's code; its data directory
    // a copy of the demo seeded once for this code and day (tests/e2e/server-data.mjs)
    command:
      'node apps/server/bundle.mjs && node tests/e2e/server-data.mjs && exec node apps/server/dist/bundle/main.js',
    url: `http://localhost:${port}/user-auth`,
    reuseExistingServer: false,
    // the first run of a code and day also seeds the template: 41 s of CPU, over two minutes
    // of wall clock when the machine is loaded (2 cores shared)
    timeout: 300_000,
    env: { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdout: 'pipe',
  },
});
