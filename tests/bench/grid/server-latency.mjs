// The server's side of the grid: txn_attendance_list_with_summary for a month, 200
// employees a request (the grid's block), over a real WebSocket on PostgreSQL. Prints one
// JSON line per figure: the first page (which carries aggregateSummary) and later pages apart. Run from the repository root after `pnpm exec tsc -b`:
//   node tests/bench/grid/server-latency.mjs [--database-url postgres://…] [--employees 1000] [--iterations 60]
// The URL names a PostgreSQL server where the benchmark keeps a database of its own
// (`muster_bench_grid`): scale employees and their month of punches are generated there on
// the first run and reused afterwards.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '@muster/server';
import { demoSignIn, TestChannel } from '@muster/server/testing';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = (file) => path.join(root, 'apps/server/dist', file);
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    employees: { type: 'string', default: '1000' },
    iterations: { type: 'string', default: '60' },
  },
});
const adminUrl = values['database-url'] ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('server-latency: give --database-url or set TEST_DATABASE_URL (a PostgreSQL server)');
  process.exit(2);
}
const EMPLOYEES = Number(values.employees);
const ITERATIONS = Number(values.iterations);
const PAGE = 200;
const DATABASE = 'muster_bench_grid';
const API_KEY = 'bench-key';

const print = (figure) => console.log(JSON.stringify(figure));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (value) => Math.round(value * 10) / 10;

// ---- the benchmark's own database on the given server ------------------------------------
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
{
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (!found.rowCount) await admin.query(`create database ${DATABASE}`);
  await admin.end();
}

// ---- scale data, if the database has fewer scale employees than asked --------------------
const { istDayKey, addDays } = await import(dist('domain/attendance/compute/index.js'));
const last = addDays(istDayKey(Date.now()), -1);
const first = addDays(last, -30);

async function counts() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query(`select to_regclass('employees') is not null as ready`);
    if (!tables.rows[0].ready) return { employees: 0, days: 0 };
    const employees = await client.query(`select count(*)::int as n from employees where code like 'SC%'`);
    const days = await client.query(
      `select count(*)::int as n from attendance a join employees e on e.id = a.employees_id
       where e.code like 'SC%' and not a.deleted and a.attendance_date >= $1`,
      [new Date(`${first}T00:00:00+05:30`)],
    );
    return { employees: employees.rows[0].n, days: days.rows[0].n };
  } finally {
    await client.end();
  }
}

let before = await counts();
if (before.employees < EMPLOYEES) {
  const started = performance.now();
  const output = execFileSync(
    process.execPath,
    [
      dist('app/seed/generate-scale.js'),
      '--employees',
      String(EMPLOYEES - before.employees),
      '--database-url',
      databaseUrl,
    ],
    { encoding: 'utf8' },
  );
  print({
    figure: 'generate_scale_employees',
    output: output.trim(),
    ms: round(performance.now() - started),
  });
  before = await counts();
}
// Scale employees come without punches: give the demo business's workers the demo's month
// (the seed's own pattern, days recomputed) when most of the month is missing.
if (before.days < before.employees * 31 * 0.9) {
  const started = performance.now();
  const { openDatabase } = await import(dist('platform/db/database.js'));
  const { seedDemoAttendance } = await import(dist('app/seed/attendance.js'));
  const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
  try {
    await seedDemoAttendance(database.db, demoSignIn.swhandle);
  } finally {
    await database.close();
  }
  print({ figure: 'generate_month_of_attendance', ms: round(performance.now() - started) });
  before = await counts();
}

// ---- the server, a signed-in admin, and the month's list 200 employees at a time ---------
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-bench-grid-'));
const server = await startServer({
  port: 0,
  dataDir,
  databaseUrl,
  apiKey: API_KEY,
  hostDist: dataDir,
  seedDemo: false,
});
const channel = await TestChannel.open(server.url, API_KEY);
try {
  const session = await channel.login(demoSignIn);
  const list = async (offset) => {
    const started = performance.now();
    const reply = await channel.txn(
      {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        params: { from: first, to: last, limit: PAGE, offset },
      },
      session,
    );
    const ms = performance.now() - started;
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    const { records, rowCount, aggregateSummary } = reply.output.data;
    const days = records.reduce((sum, record) => sum + JSON.parse(record).days.length, 0);
    return { ms, rows: records.length, rowCount, days, summary: aggregateSummary !== undefined };
  };
  const { rowCount } = await list(0);
  const pages = Math.max(1, Math.floor(rowCount / PAGE));
  for (let warm = 0; warm < 3; warm++) await list(0);
  // The grid asks for the first page once per query and for later pages as the user
  // scrolls: both are timed, apart, page after page through the business so every block
  // of employees is read. The first page gets as many calls as the later ones together.
  const timed = { first: [], later: [] };
  let rows = 0;
  let days = 0;
  const summaries = { first: 0, later: 0 };
  for (let i = 0; i < ITERATIONS; i++) {
    const page = i % 2 === 0 || pages === 1 ? 0 : 1 + ((i >> 1) % (pages - 1));
    const kind = page === 0 ? 'first' : 'later';
    const answer = await list(page * PAGE);
    timed[kind].push(answer.ms);
    if (answer.summary) summaries[kind] += 1;
    rows = Math.max(rows, answer.rows);
    days = Math.max(days, answer.days);
  }
  for (const kind of ['first', 'later']) {
    const times = timed[kind].sort((a, b) => a - b);
    if (!times.length) continue;
    print({
      figure: `attendance_list_with_summary_200_rows_month_${kind}_page`,
      database: 'postgres',
      from: first,
      to: last,
      employees_matching: rowCount,
      rows_per_reply: rows,
      day_cells_per_reply: days,
      calls: times.length,
      replies_with_aggregate_summary: summaries[kind],
      p50_ms: round(percentile(times, 50)),
      p95_ms: round(percentile(times, 95)),
      p99_ms: round(percentile(times, 99)),
      cpus: os.cpus().length,
      load_average_1m: round(os.loadavg()[0]),
    });
  }
} finally {
  channel.close();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
