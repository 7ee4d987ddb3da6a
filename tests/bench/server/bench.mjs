// The server's read path on PostgreSQL with 10,000 employees: a 50-row employee list with
// nested projections and a row count, over the channel against the same query written by
// hand and run directly with pg; then list throughput with 1, 8 and 32 concurrent clients.
// Prints one JSON line per figure. Run from the repository root (see README.md):
//   pnpm exec tsc -b apps/server && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/server/bench.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '@muster/server';
import { createTestDatabase, demoSignIn, TestChannel } from '@muster/server/testing';
import pg from 'pg';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
const THROUGHPUT_MS = Number(process.env.BENCH_MS ?? 3000);
const CLIENTS = [1, 8, 32];
const API_KEY = 'bench-key';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL server where the benchmark may create a database.');
  process.exit(1);
}
process.env.TEST_DATABASE_URL = adminUrl;

const print = (figure) => console.log(JSON.stringify(figure));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (value) => Math.round(value * 1000) / 1000;

// ---- scale data: one set-based INSERT ... SELECT generate_series per table ----------------
const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ananya',
  'Diya',
  'Ishaan',
  'Kavya',
  'Rohan',
  'Saanvi',
  'Arjun',
  'Meera',
  'Kabir',
];
const LAST = [
  'Sharma',
  'Verma',
  'Iyer',
  'Banerjee',
  'Das',
  'Nair',
  'Reddy',
  'Patel',
  'Gupta',
  'Mukherjee',
  'Singh',
  'Khan',
];

async function generateEmployees(pool, count) {
  const { rows } = await pool.query(`select id from partners where sw_handle = $1`, [demoSignIn.swhandle]);
  const partner = rows[0].id;
  await pool.query(`insert into departments (id, code, name)
    select md5('bench-department-' || g)::uuid, 'D' || g, jsonb_build_object('eng', 'Department ' || g) from generate_series(0, 9) g`);
  await pool.query(`insert into sites (id, code, name)
    select md5('bench-site-' || g)::uuid, 'S' || g, jsonb_build_object('eng', 'Site ' || g) from generate_series(0, 9) g`);
  await pool.query(`insert into products (id, code, name)
    select md5('bench-product-' || g)::uuid, 'P' || g, jsonb_build_object('eng', 'Designation ' || g) from generate_series(0, 9) g`);
  await pool.query(
    `insert into persons (id, first_name, last_name)
    select md5('bench-person-' || g)::uuid,
      jsonb_build_object('eng', ($2::text[])[1 + g % 12], 'fr', ($2::text[])[1 + g % 12]),
      jsonb_build_object('eng', ($3::text[])[1 + (g / 12) % 12], 'fr', ($3::text[])[1 + (g / 12) % 12])
    from generate_series(1, $1) g`,
    [count, FIRST, LAST],
  );
  await pool.query(
    `insert into employees (id, partners_id, code, persons_id, employee_status, joining_date, groups_id,
      departments, sites_id, designation, reporting_manager, gross_salary)
    select md5('bench-employee-' || g)::uuid, $2, 'B' || lpad(g::text, 6, '0'), md5('bench-person-' || g)::uuid,
      'approved', timestamptz '2024-04-01' + make_interval(days => g % 365),
      (select array_agg(id) from groups where code = 'RO' and g % 10 = 0),
      md5('bench-department-' || g % 10)::uuid, md5('bench-site-' || g % 10)::uuid, md5('bench-product-' || g % 10)::uuid,
      case when g > 10 then md5('bench-employee-' || g / 10)::uuid end, 15000 + g % 20000
    from generate_series(1, $1) g`,
    [count, partner],
  );
  // as autovacuum leaves a table after a bulk load: statistics, and the visibility map that
  // lets a count read an index alone
  await pool.query('vacuum analyze');
  return partner;
}

// ---- the list, as the client asks for it and as one would write it by hand -----------------
/** @type {import('@muster/protocol').Txn} */
const listTxn = {
  name: 'txn_employees_list',
  folder: 'employees',
  foldertype: 'folders',
  client_props: { txn_op: 'R', cache_when: 'immediate' },
  projections: [
    'code',
    'employee_status',
    'joining_date',
    'persons_id.first_name.eng',
    'persons_id.last_name.eng',
    'departments.name',
    'sites_id.name',
    'designation.name',
    'reporting_manager.code',
    'groups_id.code',
  ],
  params: {
    filters: { filterInput: [{ path: 'employee_status', operator: '=', value: 'approved' }] },
    orderBy: [{ path: 'code', dir: 'asc' }],
    limit: 50,
    offset: 100,
    getRowCount: true,
  },
};

const handWritten = `
  with page as (
    select * from employees e
    where not e.deleted and e.partners_id = $1 and e.employee_status = 'approved'
    order by e.code limit 50 offset 100)
  select json_build_object(
      'id', e.id,
      'last_modified', to_char(e.last_modified at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'code', e.code,
      'employee_status', e.employee_status,
      'joining_date', to_char(e.joining_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'persons_id', case when p.id is null then null else json_build_array(json_build_object(
        'id', p.id, 'first_name', json_build_object('eng', p.first_name -> 'eng'),
        'last_name', json_build_object('eng', p.last_name -> 'eng'))) end,
      'departments', case when d.id is null then null else json_build_array(json_build_object('id', d.id, 'name', d.name)) end,
      'sites_id', case when s.id is null then null else json_build_array(json_build_object('id', s.id, 'name', s.name)) end,
      'designation', case when pr.id is null then null else json_build_array(json_build_object('id', pr.id, 'name', pr.name)) end,
      'reporting_manager', case when m.id is null then null else json_build_array(json_build_object('id', m.id, 'code', m.code)) end,
      'groups_id', (select json_agg(json_build_object('id', g.id, 'code', g.code)) from groups g where g.id = any(e.groups_id))
    )::text as record,
    (select count(*) from employees c
      where not c.deleted and c.partners_id = $1 and c.employee_status = 'approved') as row_count
  from page e
  left join persons p on p.id = e.persons_id
  left join departments d on d.id = e.departments
  left join sites s on s.id = e.sites_id
  left join products pr on pr.id = e.designation
  left join employees m on m.id = e.reporting_manager
  order by e.code`;

async function latency(label, run) {
  for (let i = 0; i < 30; i++) await run();
  const times = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p99: percentile(times, 99) };
}

// The smallest useful read: one employee by code, for the runner's own cost per txn.
const lookupTxn = {
  ...listTxn,
  projections: ['code', 'persons_id.first_name.eng'],
  params: { filters: { filterInput: [{ path: 'code', operator: '=', value: 'B000123' }] }, limit: 1 },
};

/**
 * Runs `clients` loops of `once` for THROUGHPUT_MS: the rate, and this process's CPU per
 * call (server and clients share the process; PostgreSQL's CPU is not in it).
 */
async function throughput(clients, once) {
  let done = 0;
  const deadline = performance.now() + THROUGHPUT_MS;
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        await once(client);
        done++;
      }
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return {
    txn_per_s: round(done / (THROUGHPUT_MS / 1000)),
    process_cpu_us_per_txn: Math.round((cpu.user + cpu.system) / done),
  };
}

const overChannel = (channels, session, txn) => async (client) => {
  const reply = await channels[client].txn(txn, session);
  if (reply.output.type !== 'success') throw new Error(reply.output.message);
};

const database = await createTestDatabase('postgres');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'muster-bench-'));
const server = await startServer({
  port: 0,
  dataDir,
  databaseUrl: database.databaseUrl,
  apiKey: API_KEY,
  hostDist: dataDir,
  seedDemo: true,
});
const pool = new pg.Pool({ connectionString: database.databaseUrl, max: Math.max(...CLIENTS) });
// dropping the database at the end ends idle connections; that is no failure
pool.on('error', () => {});
const channels = [];
try {
  const generateStart = performance.now();
  const partner = await generateEmployees(pool, EMPLOYEES);
  print({ figure: 'generate_employees', employees: EMPLOYEES, ms: round(performance.now() - generateStart) });

  const first = await TestChannel.open(server.url, API_KEY);
  channels.push(first);
  const session = await first.login(demoSignIn);
  const check = await first.txn(listTxn, session);
  if (check.output.type !== 'success') throw new Error(check.output.message);
  const hand = await pool.query(handWritten, [partner]);
  if (
    hand.rows.length !== check.output.data.records.length ||
    Number(hand.rows[0].row_count) !== check.output.data.rowCount
  )
    throw new Error('the hand-written query and the channel disagree');

  const channel = await latency('channel', () => first.txn(listTxn, session));
  const direct = await latency('hand_sql', () => pool.query(handWritten, [partner]));
  for (const { label, p50, p99 } of [channel, direct])
    print({
      figure: `employees_list_50_rows_${label}`,
      rowCount: check.output.data.rowCount,
      p50_ms: round(p50),
      p99_ms: round(p99),
    });
  print({
    figure: 'employees_list_p50_ratio_channel_to_hand_sql',
    ratio: round(channel.p50 / direct.p50),
    target: 1.5,
  });

  while (channels.length < Math.max(...CLIENTS)) channels.push(await TestChannel.open(server.url, API_KEY));
  for (const [figure, once] of [
    // the ceiling: the hand-written list alone, straight to PostgreSQL, no server in between
    ['employees_list_50_rows_hand_sql_throughput', () => pool.query(handWritten, [partner])],
    ['employees_list_50_rows_throughput', overChannel(channels, session, listTxn)],
    ['employee_lookup_throughput', overChannel(channels, session, lookupTxn)],
  ]) {
    for (const clients of CLIENTS)
      print({ figure, clients, ...(await throughput(clients, once)), cpus: os.cpus().length });
  }
  print({ figure: 'load_average', one_minute: round(os.loadavg()[0]) });
} finally {
  for (const channel of channels) channel.close();
  await pool.end();
  await server.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
