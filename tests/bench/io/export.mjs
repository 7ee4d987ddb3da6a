// 'Export Folder' of a large list (issue #17 and #35 item 4 benchmarks): BENCH_ROWS employees
// (100,000 by default) exported to xlsx through txn_employees_export over the channel, as the
// demo admin sees them, on PostgreSQL (BENCH_DATABASE_URL) or, with BENCH_DATABASE=pglite, the
// embedded database. In the same run, the floor (floor.mjs): the same rows' listed columns by
// COPY … TO STDOUT (PGlite: COPY to its blob) into exceljs's streaming writer, before and
// after the export; the ratio is the export's time over their mean (target: at most 2).
// Prints the time, the file's size and the server process's peak memory growth over the
// export (server and client share this process, the client only waits): the peak RSS and heap
// sampled every 20 ms, which count garbage not yet collected, and, with --expose-gc, the peak
// live heap after a forced collection every 250 ms. BENCH_CPU_PROFILE=<file> writes a CPU
// profile of the export alone. Run from the repository root:
//   pnpm exec tsc -b apps/server && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --expose-gc tests/bench/io/export.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listColumnFields } from '@muster/protocol';
import { startServer } from '@muster/server';
import { createTestDatabase, demoSignIn, TestChannel } from '@muster/server/testing';
import pg from 'pg';
import { copyLines, copyOut, floorSheet, serverModule } from './floor.mjs';
import { startProfile } from './profile.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const KIND = process.env.BENCH_DATABASE === 'pglite' ? 'pglite' : 'postgres';
const API_KEY = 'bench-key';
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (KIND === 'postgres' && !adminUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL server where the benchmark may create a database.');
  process.exit(1);
}
if (adminUrl) process.env.TEST_DATABASE_URL = adminUrl;
const print = (figure) => console.log(JSON.stringify(figure));
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const load = () => os.loadavg().map((value) => Math.round(value * 10) / 10);

/** The employees' listed columns (what the export writes, as stored) in the export's order. */
const employees = JSON.parse(
  fs.readFileSync(new URL('../../../apps/server/catalogue/employees.json', import.meta.url), 'utf8'),
);
const floorColumns = listColumnFields(employees).map((field) => field.name);

/** `query(sql, params)` answering `{ rows }`: a pg pool or PGlite. */
async function generateEmployees(query, count) {
  const { rows } = await query('select id from partners where sw_handle = $1', [demoSignIn.swhandle]);
  await query(`insert into sites (id, code, name)
    select md5('bench-site-' || g)::uuid, 'S' || g, jsonb_build_object('eng', 'Site ' || g) from generate_series(0, 9) g`);
  await query(
    `insert into persons (id, first_name, last_name)
    select md5('bench-person-' || g)::uuid, jsonb_build_object('eng', 'First ' || g), jsonb_build_object('eng', 'Last ' || g)
    from generate_series(1, $1) g`,
    [count],
  );
  await query(
    `insert into employees (id, partners_id, code, persons_id, employee_status, joining_date, sites_id, gross_salary)
    select md5('bench-employee-' || g)::uuid, $2, 'B' || lpad(g::text, 6, '0'), md5('bench-person-' || g)::uuid,
      'approved', timestamptz '2024-04-01' + make_interval(days => g % 365), md5('bench-site-' || g % 10)::uuid,
      15000 + g % 20000
    from generate_series(1, $1) g`,
    [count, rows[0].id],
  );
  await query('vacuum analyze');
  return rows[0].id;
}

/** The floor's statement: the rows the admin's export writes, its columns as stored, in its order. */
const floorQuery = (partner) =>
  `select ${floorColumns.map((name) => `"${name}"`).join(', ')} from employees
  where not deleted and partners_id = '${partner}' order by creation_date desc, id desc`;

/** The floor on PostgreSQL: COPY … TO STDOUT streamed into the writer. */
async function postgresFloor(url, partner, file) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const sheet = await floorSheet(file, floorColumns);
    const lines = copyLines((values) => sheet.add(values));
    await copyOut(client, floorQuery(partner), (chunk) => lines.take(chunk));
    lines.end();
    const rows = await sheet.close();
    return { rows, ms: Math.round(performance.now() - started) };
  } finally {
    await client.end();
  }
}

/** The floor on PGlite (no server running): COPY to its blob, then into the writer. */
async function pgliteFloor(pglite, partner, file) {
  const started = performance.now();
  const sheet = await floorSheet(file, floorColumns);
  const result = await pglite.query(`copy (${floorQuery(partner)}) to '/dev/blob'`);
  const lines = copyLines((values) => sheet.add(values));
  lines.take(Buffer.from(await result.blob.arrayBuffer()));
  lines.end();
  const rows = await sheet.close();
  return { rows, ms: Math.round(performance.now() - started) };
}

async function openPGlite(dataDir) {
  const [{ PGlite }, { btree_gist }] = await Promise.all([
    serverModule('@electric-sql/pglite'),
    serverModule('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  return PGlite.create(path.join(dataDir, 'pglite'), { extensions: { btree_gist } });
}

const database = await createTestDatabase(KIND);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-bench-io-'));
const serverConfig = {
  port: 0,
  dataDir: KIND === 'pglite' ? database.dataDir : dataDir,
  databaseUrl: database.databaseUrl,
  apiKey: API_KEY,
  hostDist: dataDir,
  seedDemo: true,
};
let server = await startServer(serverConfig);
const pool = KIND === 'postgres' ? new pg.Pool({ connectionString: database.databaseUrl, max: 2 }) : null;
pool?.on('error', () => {});
const floorFile = path.join(dataDir, 'floor.xlsx');
const floors = [];
/** Runs the floor once: PGlite's with the server stopped (one process holds its files). */
async function floor(partner) {
  if (pool) return postgresFloor(database.databaseUrl, partner, floorFile);
  await server.close();
  const pglite = await openPGlite(database.dataDir);
  try {
    return await pgliteFloor(pglite, partner, floorFile);
  } finally {
    await pglite.close();
    server = await startServer(serverConfig);
  }
}
try {
  const generated = performance.now();
  let partner;
  if (pool) partner = await generateEmployees((text, values) => pool.query(text, values), ROWS);
  else {
    await server.close();
    const pglite = await openPGlite(database.dataDir);
    partner = await generateEmployees((text, values) => pglite.query(text, values), ROWS);
    await pglite.close();
    server = await startServer(serverConfig);
  }
  print({
    figure: 'generate_employees',
    database: KIND,
    rows: ROWS,
    ms: Math.round(performance.now() - generated),
  });
  floors.push(await floor(partner));
  print({ figure: 'floor_copy_to_xlsx', ...floors[0], columns: floorColumns.length, load: load() });

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
  const stopProfile = await startProfile(process.env.BENCH_CPU_PROFILE);
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
  const loadBefore = load();
  const started = performance.now();
  const reply = await channel.txn(txn, session);
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  if (collector) clearInterval(collector);
  await stopProfile();
  if (reply.output.type !== 'success') throw new Error(reply.output.message);
  const file = JSON.parse(reply.output.data.records[0]);
  channel.close();
  floors.push(await floor(partner));
  print({ figure: 'floor_copy_to_xlsx', ...floors[1], columns: floorColumns.length, load: load() });
  const floorMs = (floors[0].ms + floors[1].ms) / 2;
  print({
    figure: 'export_xlsx',
    database: KIND,
    rows: floors[1].rows,
    ms,
    rows_per_s: Math.round((floors[1].rows / ms) * 1000),
    file_mb: mb(file.size_bytes),
    rss_growth_mb: mb(peakRss - before.rss),
    heap_growth_mb: mb(peakHeap - before.heapUsed),
    ...(global.gc && { live_heap_growth_mb: mb(peakLive - before.heapUsed) }),
    target_mb: 100,
    load: loadBefore,
  });
  print({ figure: 'ratio', times_floor: Math.round((ms / floorMs) * 100) / 100, target: 2 });
} finally {
  await server.close();
  await pool?.end();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
