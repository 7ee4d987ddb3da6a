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

/**
 * The bench's database and data directory; `drop()` removes both. BENCH_REUSE_DATABASE (a
 * database URL a run kept) starts on that database, seeded and with its bench data, and
 * leaves it; BENCH_KEEP_DATABASE=1 keeps the new one and prints its URL: a bench's setup
 * takes minutes on a loaded machine, and two builds compared on the same data must share it.
 */
async function benchDatabase(bench) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const reused = process.env.BENCH_REUSE_DATABASE;
  if (!adminUrl && !reused) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL server where the bench may create a database.');
    process.exit(1);
  }
  if (adminUrl) process.env.TEST_DATABASE_URL = adminUrl;
  const database = reused
    ? { databaseUrl: reused, drop: async () => {} }
    : await createTestDatabase('postgres');
  const keep = Boolean(reused) || process.env.BENCH_KEEP_DATABASE === '1';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `muster-${bench}-bench-`));
  const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
  return {
    databaseUrl: database.databaseUrl,
    dataDir,
    pool,
    reused: Boolean(reused),
    async drop() {
      await pool.end();
      if (keep) console.log(JSON.stringify({ figure: 'database kept', url: database.databaseUrl }));
      else await database.drop();
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
    reused: database.reused,
    async stop() {
      await server.stop();
      await database.drop();
    },
  };
}
