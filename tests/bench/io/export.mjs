// 'Export Folder' of a large list (issue #17 benchmarks): BENCH_ROWS employees (100,000 by
// default) on PostgreSQL exported to xlsx through txn_employees_export over the channel, as the
// demo admin sees them. Prints the time, the file's size and the server process's peak memory
// growth over the export (server and client share this process, the client only waits):
// the peak RSS and heap sampled every 20 ms, which count garbage not yet collected, and,
// with --expose-gc, the peak live heap after a forced collection every 250 ms. Run from the
// repository root:
//   pnpm exec tsc -b apps/server && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --expose-gc tests/bench/io/export.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '@muster/server';
import { createTestDatabase, demoSignIn, TestChannel } from '@muster/server/testing';
import pg from 'pg';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const API_KEY = 'bench-key';
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL server where the benchmark may create a database.');
  process.exit(1);
}
process.env.TEST_DATABASE_URL = adminUrl;
const print = (figure) => console.log(JSON.stringify(figure));
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function generateEmployees(pool, count) {
  const { rows } = await pool.query('select id from partners where sw_handle = $1', [demoSignIn.swhandle]);
  await pool.query(`insert into sites (id, code, name)
    select md5('bench-site-' || g)::uuid, 'S' || g, jsonb_build_object('eng', 'Site ' || g) from generate_series(0, 9) g`);
  await pool.query(
    `insert into persons (id, first_name, last_name)
    select md5('bench-person-' || g)::uuid, jsonb_build_object('eng', 'First ' || g), jsonb_build_object('eng', 'Last ' || g)
    from generate_series(1, $1) g`,
    [count],
  );
  await pool.query(
    `insert into employees (id, partners_id, code, persons_id, employee_status, joining_date, sites_id, gross_salary)
    select md5('bench-employee-' || g)::uuid, $2, 'B' || lpad(g::text, 6, '0'), md5('bench-person-' || g)::uuid,
      'approved', timestamptz '2024-04-01' + make_interval(days => g % 365), md5('bench-site-' || g % 10)::uuid,
      15000 + g % 20000
    from generate_series(1, $1) g`,
    [count, rows[0].id],
  );
  await pool.query('vacuum analyze');
}

const database = await createTestDatabase('postgres');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-bench-io-'));
const server = await startServer({
  port: 0,
  dataDir,
  databaseUrl: database.databaseUrl,
  apiKey: API_KEY,
  hostDist: dataDir,
  seedDemo: true,
});
const pool = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
pool.on('error', () => {});
try {
  const generated = performance.now();
  await generateEmployees(pool, ROWS);
  print({ figure: 'generate_employees', rows: ROWS, ms: Math.round(performance.now() - generated) });
  const channel = await TestChannel.open(server.url, API_KEY);
  const session = await channel.login(demoSignIn);
  /** @type {import('@muster/protocol').Txn} */
  const txn = {
    name: 'txn_employees_export',
    folder: 'employees',
    foldertype: 'folders',
    client_props: { txn_op: 'R' },
    params: { swhandle: demoSignIn.swhandle, language: 'eng' },
  };
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakLive = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const gc = global.gc;
  const collector = gc
    ? setInterval(() => {
        gc();
        peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
      }, 250)
    : null;
  const started = performance.now();
  const reply = await channel.txn(txn, session);
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  if (collector) clearInterval(collector);
  if (reply.output.type !== 'success') throw new Error(reply.output.message);
  const file = JSON.parse(reply.output.data.records[0]);
  const { rows } = await pool.query('select count(*)::int as n from employees where not deleted');
  print({
    figure: 'export_xlsx',
    rows: rows[0].n,
    ms,
    rows_per_s: Math.round((rows[0].n / ms) * 1000),
    file_mb: mb(file.size_bytes),
    rss_growth_mb: mb(peakRss - before.rss),
    heap_growth_mb: mb(peakHeap - before.heapUsed),
    ...(global.gc && { live_heap_growth_mb: mb(peakLive - before.heapUsed) }),
    target_mb: 100,
  });
  channel.close();
} finally {
  await server.close();
  await pool.end();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
