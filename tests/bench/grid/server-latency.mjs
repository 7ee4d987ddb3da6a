// The server's side of the grids: the month reads behind AttendanceGrid and AllocationGrid
// (txn_attendance_list_with_summary, txn_allocations_list_by_employee), a grid's block of
// employees a request (200; 100 for allocations) over a real WebSocket on PostgreSQL, each timed in the same run as
// its floor: hand-written SQL returning the same cells and totals (server-floors.mjs), checked
// equal to the txn's answer. Prints one JSON line per read and page kind (the first page
// carries the attendance aggregate; later pages do not). Run from the repository root after
// `pnpm exec tsc -b`:
//   node tests/bench/grid/server-latency.mjs [--database-url postgres://…] [--employees 10000]
//     [--iterations 60] [--keep-database]
// The URL names a PostgreSQL server where the benchmark makes a database of its own
// (`muster_bench_grid`): scale employees, their month of punches and allocations are generated
// there, and the database is dropped at the end unless --keep-database (then the next run
// reuses what it holds).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '@muster/server';
import { demoSignIn, TestChannel } from '@muster/server/testing';
import pg from 'pg';
import { allocationsFloor, attendanceFloor, differenceOf } from './server-floors.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = (file) => path.join(root, 'apps/server/dist', file);
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    employees: { type: 'string', default: '10000' },
    iterations: { type: 'string', default: '60' },
    'keep-database': { type: 'boolean', default: false },
  },
});
const adminUrl = values['database-url'] ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('server-latency: give --database-url or set TEST_DATABASE_URL (a PostgreSQL server)');
  process.exit(2);
}
const EMPLOYEES = Number(values.employees);
const ITERATIONS = Number(values.iterations);
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
const { istDayKey, addDays } = await import('../../../apps/server/dist/domain/attendance/compute/index.js');
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
  // string literals, so the type check follows them into the server's declarations
  const { openDatabase } = await import('../../../apps/server/dist/platform/db/database.js');
  const { seedDemoAttendance } = await import('../../../apps/server/dist/app/seed/attendance.js');
  const database = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
  try {
    await seedDemoAttendance(database.db, [demoSignIn.swhandle]);
  } finally {
    await database.close();
  }
  print({ figure: 'generate_month_of_attendance', ms: round(performance.now() - started) });
  before = await counts();
}

// Scale employees come without allocations: each gets one over the month, a period a week
// (spec 001 §7: an allocation's days come from its periods), on its business's first contract.
{
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const added = await client.query(
      `with worker as (
          select e.id, e.partners_id, e.sites_id, e.designation, e.shifts_id, e.departments, gen_random_uuid() as allocation_id,
            (select c.id from contracts c where c.partners_id = e.partners_id and not c.deleted order by c.code limit 1) as contracts_id
          from employees e
          where e.code like 'SC%' and not e.deleted and e.shifts_id is not null and e.sites_id is not null
            and not exists (select 1 from allocations a where a.employees_id = e.id and not a.deleted
              and a.allocations_range && tstzrange($1, $2))),
        allocated as (
          insert into allocations (id, partners_id, name, employees_id, contracts_id, sites_id, products_id, allocations_range)
          select allocation_id, partners_id, 'Bench allocation', id, contracts_id, sites_id, designation, tstzrange($1, $2)
          from worker where contracts_id is not null returning id)
        insert into allocations__allocation_periods (parent_id, allocations_range, shifts_id, allocation_type, departments_id)
        select w.allocation_id, tstzrange(week, least(week + interval '7 days', $2)), w.shifts_id,
          (select id from allocation_types where code = 'regular'), w.departments
        from worker w join allocated a on a.id = w.allocation_id
          cross join generate_series($1::timestamptz, $2::timestamptz - interval '1 day', interval '7 days') as week`,
      [new Date(`${first}T00:00:00+05:30`), new Date(`${addDays(last, 1)}T00:00:00+05:30`)],
    );
    if (added.rowCount)
      print({
        figure: 'generate_month_of_allocations',
        periods: added.rowCount,
        ms: round(performance.now() - started),
      });
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

// ---- the server, a signed-in admin, and each read 200 employees at a time, against its floor
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
const floorClient = new pg.Client({ connectionString: databaseUrl });
await floorClient.connect();
try {
  const session = await channel.login(demoSignIn);
  const partner = await floorClient.query(
    'select id from partners where lower(sw_handle) = $1 and not deleted',
    [demoSignIn.swhandle],
  );
  const partnerId = partner.rows[0].id;
  // Each read a grid's block at a time: the attendance grid asks for 200 employees, the
  // allocation grid for 100 (maxAllocationRowsPerRequest, the most its txn answers).
  const reads = [
    {
      figure: 'attendance_list_with_summary',
      txn: 'txn_attendance_list_with_summary',
      folder: 'attendance',
      limit: 200,
      floor: attendanceFloor,
    },
    {
      figure: 'allocations_list_by_employee',
      txn: 'txn_allocations_list_by_employee',
      folder: 'allocations',
      limit: 100,
      floor: allocationsFloor,
    },
  ];
  const timedTxn = async (read, offset) => {
    const started = performance.now();
    const reply = await channel.txn(
      { name: read.txn, folder: read.folder, params: { from: first, to: last, limit: read.limit, offset } },
      session,
    );
    const ms = performance.now() - started;
    if (reply.output.type !== 'success') throw new Error(`${read.txn}: ${reply.output.message}`);
    const { records, rowCount, aggregateSummary } = reply.output.data;
    return {
      ms,
      answer: { records: records.map((record) => JSON.parse(record)), rowCount, aggregateSummary },
    };
  };
  const timedFloor = async (read, offset) => {
    const started = performance.now();
    const answer = await read.floor(floorClient, {
      partnerId,
      from: first,
      to: last,
      limit: read.limit,
      offset,
    });
    return { ms: performance.now() - started, answer };
  };
  for (const read of reads) {
    const { answer: txn } = await timedTxn(read, 0);
    const pages = Math.max(1, Math.floor((txn.rowCount ?? 0) / read.limit));
    // the floor must answer what the txn answers, on the first page and a later one
    for (const offset of [0, Math.min(pages - 1, 3) * read.limit]) {
      const difference = differenceOf(
        (await timedTxn(read, offset)).answer,
        (await timedFloor(read, offset)).answer,
      );
      if (difference)
        throw new Error(`${read.figure}: the floor differs from the txn at offset ${offset}: ${difference}`);
    }
    for (let warm = 0; warm < 3; warm++) {
      await timedTxn(read, 0);
      await timedFloor(read, 0);
    }
    // The grid asks for the first page once per query and for later pages as the user scrolls:
    // both are timed, apart, page after page through the business; the first page gets as many
    // calls as the later ones together. Txn and floor alternate which goes first.
    const timed = { first: { txn: [], floor: [] }, later: { txn: [], floor: [] } };
    let days = 0;
    for (let i = 0; i < ITERATIONS; i++) {
      const page = i % 2 === 0 || pages === 1 ? 0 : 1 + ((i >> 1) % (pages - 1));
      const kind = page === 0 ? 'first' : 'later';
      const order = (i >> 1) % 2 === 0 ? ['txn', 'floor'] : ['floor', 'txn'];
      for (const which of order) {
        const { ms, answer } = await (which === 'txn' ? timedTxn : timedFloor)(read, page * read.limit);
        timed[kind][which].push(ms);
        if (which === 'txn')
          days = Math.max(
            days,
            answer.records.reduce((sum, record) => sum + record.days.length, 0),
          );
      }
    }
    for (const kind of ['first', 'later']) {
      const of = (which) => {
        const times = timed[kind][which].sort((a, b) => a - b);
        return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
      };
      const [txnMs, floorMs] = [of('txn'), of('floor')];
      print({
        figure: `${read.figure}_${read.limit}_rows_month_${kind}_page`,
        database: 'postgres',
        from: first,
        to: last,
        employees_matching: txn.rowCount,
        day_cells_per_reply: days,
        calls: timed[kind].txn.length,
        txn_p50_ms: txnMs.p50,
        txn_p95_ms: txnMs.p95,
        floor_p50_ms: floorMs.p50,
        floor_p95_ms: floorMs.p95,
        p50_ratio: round(txnMs.p50 / floorMs.p50),
        target: 'txn p50 within 2x the floor',
        met: txnMs.p50 <= 2 * floorMs.p50,
        cpus: os.cpus().length,
        load_average_1m: round(os.loadavg()[0]),
      });
    }
  }
} finally {
  await floorClient.end();
  channel.close();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!values['keep-database']) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
}
