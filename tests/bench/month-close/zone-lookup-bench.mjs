// What reading a row's business zone costs (issue #28 item 2): the month lock and several
// loaders read each row's zone by a scalar subquery per row (zoneOfPartnerSql in
// apps/server/src/engine/query/business-time-sql.ts, used by month-lock/locked-folders.ts);
// the alternative is one join of partners. Times the month lock's read of 10,000 stored rows'
// months (loadRowMonths in month-lock/month-lock.ts: a one-month folder, attendance, and a
// folder lying across months, leaves) and one loader's filter (compliance/load/wage-payslips.ts:
// a month's payslips of the business, their month read in its zone) three ways: the subquery,
// the join, and a fixed zone (the floor: no lookup at all). Prints one JSON line per figure, on
// PostgreSQL (BENCH_DATABASE_URL) and PGlite. Run from the repository root:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/month-close/zone-lookup-bench.mjs
import { createRequire } from 'node:module';
import os from 'node:os';
import pg from 'pg';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 25);
const print = (figure) => console.log(JSON.stringify(figure));
const round = (ms) => Math.round(ms * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const schema = `
  create table partners (id uuid primary key, time_zone text);
  create table attendance (id uuid primary key, partners_id uuid, attendance_date timestamptz, deleted boolean not null default false);
  create table leaves (id uuid primary key, partners_id uuid, leave_from timestamptz, leave_to timestamptz, deleted boolean not null default false);
  create table payslips (id uuid primary key, partners_id uuid, payroll_month timestamptz, deleted boolean not null default false);
  insert into partners values
    ('00000000-0000-4000-8000-000000000001', 'Asia/Kolkata'),
    ('00000000-0000-4000-8000-000000000002', 'Asia/Dubai'),
    ('00000000-0000-4000-8000-000000000003', 'Asia/Kathmandu');
  insert into attendance (id, partners_id, attendance_date)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(n + 16), 12, '0'))::uuid,
      ('00000000-0000-4000-8000-00000000000' || (n % 3 + 1))::uuid, '2026-10-31T18:30:00Z'::timestamptz + (n % 30) * interval '1 day'
    from generate_series(1, ${ROWS}) n;
  insert into leaves (id, partners_id, leave_from, leave_to)
    select id, partners_id, attendance_date, attendance_date + interval '40 days' from attendance;
  insert into payslips (id, partners_id, payroll_month)
    select id, partners_id, '2026-10-31T18:30:00Z'::timestamptz from attendance;
  analyze;`;

// the zone of the row's business, three ways (r is the row, rz the joined partner)
const zones = {
  subquery: {
    from: '',
    zone: `coalesce((select bz.time_zone from partners bz where bz.id = r.partners_id), 'Asia/Kolkata')`,
  },
  join: {
    from: 'left join partners rz on rz.id = r.partners_id',
    zone: `coalesce(rz.time_zone, 'Asia/Kolkata')`,
  },
  fixed: { from: '', zone: `'Asia/Kolkata'` },
};
// loadRowMonths of locked-folders.ts' attendance (one month) and leaves (every month it covers)
const oneMonth = ({ from, zone }) => `select r.id, r.partners_id,
    array(select distinct m from (select to_char((r.attendance_date) at time zone ${zone}, 'YYYY-MM')) as months(m)) as months
  from attendance r ${from} where r.id = any($1::uuid[]) and not r.deleted`;
const acrossMonths = ({ from, zone }) => `select r.id, r.partners_id,
    array(select distinct m from (select to_char(m, 'YYYY-MM') from generate_series(
      date_trunc('month', (r.leave_from) at time zone ${zone}),
      date_trunc('month', (coalesce(r.leave_to, r.leave_from)) at time zone ${zone}), interval '1 month') m) as months(m)) as months
  from leaves r ${from} where r.id = any($1::uuid[]) and not r.deleted`;
// wage-payslips.ts: a month's payslips of some businesses, the month read in the row's zone
const loader = ({ from, zone }) => `select count(*)::int as n from payslips r ${from}
  where r.partners_id = any($1::uuid[]) and not r.deleted
    and to_char((r.payroll_month) at time zone ${zone}, 'YYYY-MM') = '2026-11'`;

async function timeAll(label, query) {
  const ids = (await query('select id from attendance order by id', [])).map((row) => row.id);
  const partners = (await query('select id from partners', [])).map((row) => row.id);
  const cases = [
    ['month lock, attendance (one month)', oneMonth, ids],
    ['month lock, leaves (across months)', acrossMonths, ids],
    ['loader: payslips of a month', loader, partners],
  ];
  for (const [what, shape, param] of cases) {
    const texts = Object.entries(zones).map(([way, zone]) => [way, shape(zone)]);
    for (const [, text] of texts) await query(text, [param]);
    // the ways take turns, so a change of the machine's load falls on each alike
    const laps = Object.fromEntries(texts.map(([way]) => [way, []]));
    for (let i = 0; i < ITERATIONS; i++)
      for (const [way, text] of texts) {
        const start = performance.now();
        await query(text, [param]);
        laps[way].push(performance.now() - start);
      }
    const results = Object.fromEntries(texts.map(([way]) => [way, round(median(laps[way]))]));
    print({ database: label, rows: ROWS, figure: what, p50_ms: results, load: os.loadavg()[0].toFixed(1) });
  }
}

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const name = `zone_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, `/${name}`) });
  await client.connect();
  try {
    await client.query(schema);
    await timeAll('postgres', async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.end();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

// PGlite is the server's own dependency, not this package's
const require = createRequire(new URL('../../../apps/server/package.json', import.meta.url));
const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
const lite = new PGlite();
await lite.exec(schema);
await timeAll('pglite', async (text, params) => (await lite.query(text, params)).rows);
await lite.close();
