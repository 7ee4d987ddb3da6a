// The server a bench measures: the built app with the demo seed, on a PostgreSQL database of
// its own created on BENCH_DATABASE_URL's (or TEST_DATABASE_URL's) server and dropped at the
// end, on a loopback port. Shared by the payroll and invoices benches.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '@muster/server';
import { createTestDatabase } from '@muster/server/testing';
import pg from 'pg';

/** Starts it; `stop()` closes the pool and the server and drops the database. */
export async function startDemoServer(bench) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL server where the bench may create a database.');
    process.exit(1);
  }
  process.env.TEST_DATABASE_URL = adminUrl;
  const database = await createTestDatabase('postgres');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `muster-${bench}-bench-`));
  const server = await startServer({
    port: 0,
    dataDir,
    databaseUrl: database.databaseUrl,
    apiKey: 'bench-key',
    hostDist: dataDir,
    seedDemo: true,
  });
  const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
  return {
    server,
    pool,
    async stop() {
      await pool.end();
      await server.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
