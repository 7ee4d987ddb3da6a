// The server a bench measures: the built app with the demo seed, on a PostgreSQL database of
// its own created on BENCH_DATABASE_URL's (or TEST_DATABASE_URL's) server and dropped at the
// end, on a loopback port: in the bench's own process (`startDemoServer`), or as a process of
// its own (`startDemoServerProcess`), whose memory and CPU are then its own, not the bench
// client's too. Shared by the payroll, invoices, month-close and io benches.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '@muster/server';
import { createTestDatabase } from '@muster/server/testing';
import pg from 'pg';
import { freePort, reliabilityApiKey, startServerProcess } from '../reliability/server-process.mjs';

/** The bench's database and data directory; `drop()` removes both. */
async function benchDatabase(bench) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL server where the bench may create a database.');
    process.exit(1);
  }
  process.env.TEST_DATABASE_URL = adminUrl;
  const database = await createTestDatabase('postgres');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `muster-${bench}-bench-`));
  const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
  return {
    databaseUrl: database.databaseUrl,
    dataDir,
    pool,
    async drop() {
      await pool.end();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts it in this process; `stop()` closes the pool and the server and drops the database. */
export async function startDemoServer(bench) {
  const database = await benchDatabase(bench);
  const server = await startServer({
    port: 0,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    apiKey: 'bench-key',
    hostDist: database.dataDir,
    seedDemo: true,
  });
  return {
    server,
    pool: database.pool,
    async stop() {
      await server.close();
      await database.drop();
    },
  };
}

/**
 * Starts the built server (`apps/server/dist/main.js`: `pnpm exec tsc -b apps/server` first) as
 * a child process; `apiKey` is its API key, `pid` its process for /proc readings.
 */
export async function startDemoServerProcess(bench) {
  const database = await benchDatabase(bench);
  const server = await startServerProcess({
    // BENCH_PORT: a port of the caller's choosing (helpers share the machine's ports)
    port: Number(process.env.BENCH_PORT) || (await freePort()),
    env: { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, HOST_DIST: database.dataDir },
    startSeconds: 600,
  });
  return {
    server,
    apiKey: reliabilityApiKey,
    pool: database.pool,
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}
