// Payroll generation at scale (issue #15): 10,000 employees with a month of approved
// attendance on PostgreSQL, all their payslips generated through txn_payslips_generate with
// one progress item each, against the floor: a bare INSERT … SELECT of the same 10,000
// payslip rows with 20 itemised lines each. Prints one JSON line per figure.
// Run from the repository root (see README.md):
//   pnpm exec tsc -b apps/server && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/payroll/payroll-bench.mjs
import fs from 'node:fs';
import os from 'node:os';
import { demoSignIn, TestChannel } from '@muster/server/testing';
import { databaseBackendsCpu, databaseCpuSince } from '../../reliability/database.mjs';
import { processCpuSeconds } from '../../reliability/server-process.mjs';
import { startDemoServerProcess } from '../demo-server.mjs';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const print = (figure) => console.log(JSON.stringify(figure));
const seconds = (ms) => Math.round(ms) / 1000;
const mb = (bytes) => Math.round(bytes / 1048576);
const loadAverage = () => os.loadavg().map((value) => Math.round(value * 10) / 10);
/** The server process's resident memory, bytes (/proc: the server runs in a process of its own). */
const serverRss = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

// last month, IST: its first day's instant and the next month's
const now = new Date(Date.now() + 330 * 60_000);
const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1) - 330 * 60_000);
const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 330 * 60_000);

/**
 * The employees: copies of one demo worker in a department of their own, each with a month
 * of approved days (present, Sundays weekly off). Answers the department.
 */
async function setUp() {
  const setup = Date.now();
  const {
    rows: [template],
  } = await pool.query(
    `select e.* from employees e join partners p on p.id = e.partners_id
     where p.sw_handle = 'demo' and e.code like 'DI%' and e.salary_structures_id is not null limit 1`,
  );
  const {
    rows: [department],
  } = await pool.query(
    `insert into departments (code, name) values ('BENCH', jsonb_build_object('eng', 'Bench', 'fr', 'Bench', 'hin', 'Bench', 'ben', 'Bench')) returning id`,
  );
  await pool.query(
    `insert into employees (partners_id, code, persons_id, employee_status, employee_type, joining_date,
       departments, sites_id, shifts_id, salary_structures_id, gross_salary, uan, esic_no, weekly_off)
     select $1, 'BENCH' || lpad(i::text, 6, '0'), $2, 'approved', $3, $4, $5, $6, $7, $8,
       18000 + (i % 40) * 500, (100000000000 + i)::text, (2000000000 + i)::text, 0
     from generate_series(1, $9) i`,
    [
      template.partners_id,
      template.persons_id,
      template.employee_type,
      template.joining_date,
      department.id,
      template.sites_id,
      template.shifts_id,
      template.salary_structures_id,
      EMPLOYEES,
    ],
  );
  await pool.query(
    `insert into attendance (partners_id, employees_id, attendance_date, att_type, attendance_status,
       payable_days, working_minutes, overtime_minutes, deficit_minutes)
     select e.partners_id, e.id, d,
       case when extract(dow from d + interval '330 minutes') = 0 then wo.id else p.id end,
       approved.id, 1, 480, case when e.code like '%0' then 60 else 0 end, 0
     from employees e
       cross join generate_series($2::timestamptz, $3::timestamptz - interval '1 day', interval '1 day') d
       cross join (select id from attendance_types where code = 'P' and not deleted limit 1) p
       cross join (select id from attendance_types where code = 'WO' and not deleted limit 1) wo
       cross join (select id from attendance_status where code = 'final_approved' limit 1) approved
     where e.departments = $1`,
    [department.id, monthStart, monthEnd],
  );
  const {
    rows: [counted],
  } = await pool.query(
    `select count(*)::int as days from attendance a join employees e on e.id = a.employees_id where e.departments = $1`,
    [department.id],
  );
  // a month of 310,000 new rows: the statistics autovacuum would gather in a running
  // business, without which the planner reads a chunk's days through the status index
  await pool.query('analyze employees, attendance');
  print({
    figure: 'setup',
    employees: EMPLOYEES,
    approved_days: counted.days,
    seconds: seconds(Date.now() - setup),
  });
  return { id: department.id, employees: EMPLOYEES };
}

/**
 * A kept database's bench department (BENCH_REUSE_DATABASE), its payslips of earlier runs
 * removed as starting data (the audit trail skips them), so the run writes each anew.
 */
async function benchDepartment() {
  const {
    rows: [department],
  } = await pool.query(
    `select d.id, count(e.id)::int as employees from departments d join employees e on e.departments = d.id
     where d.code = 'BENCH' group by d.id`,
  );
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('muster.txn', 'starting data', true)`);
    await client.query('delete from payslips where departments_id = $1', [department.id]);
    await client.query('commit');
  } finally {
    client.release();
  }
  // the table as a first run finds it: no dead rows of the last one in its indexes
  await pool.query('vacuum analyze payslips');
  print({ figure: 'setup: a kept database', employees: department.employees });
  return department;
}

// the server in a process of its own: its memory and CPU are read apart from this client's
const { server, apiKey, pool, reused, stop } = await startDemoServerProcess('payroll');
try {
  const department = reused ? await benchDepartment() : await setUp();
  // the floor: the same payslip rows, 20 itemised lines each, by one INSERT … SELECT
  await pool.query('drop table if exists payslips_floor');
  await pool.query('create table payslips_floor (like payslips including defaults)');
  const floorDatabaseBefore = await databaseBackendsCpu(pool);
  const floorStart = Date.now();
  await pool.query(
    `insert into payslips_floor (partners_id, uconst, employees_id, payroll_month, pay_period, departments_id,
       employee_types, salary_structures_id, working_days, payable_days, gross_pay, total_deductions, net_pay,
       aggregate_pay_details, itemized_pay_details, status, txn_state)
     select e.partners_id, e.code || '-floor', e.id, $2, tstzrange($2, $3, '[)'), e.departments, e.employee_type,
       e.salary_structures_id, 26, 30, e.gross_salary, 2000, e.gross_salary - 2000,
       jsonb_build_object('gross_pay', e.gross_salary, 'net_pay', e.gross_salary - 2000),
       (select jsonb_agg(jsonb_build_object('code', 'L' || i, 'name', 'Line ' || i, 'kind', 'earning',
          'amount', e.gross_salary / 20, 'source', 'structure')) from generate_series(1, 20) i),
       'created', 'created'
     from employees e where e.departments = $1`,
    [department.id, monthStart, monthEnd],
  );
  const floorMs = Date.now() - floorStart;
  const floorDatabaseSeconds = databaseCpuSince(floorDatabaseBefore, await databaseBackendsCpu(pool));
  print({
    figure: 'floor: INSERT … SELECT of the payslip rows, 20 lines each',
    payslips: department.employees,
    seconds: seconds(floorMs),
    database_cpu_seconds: Math.round(floorDatabaseSeconds * 100) / 100,
    load: loadAverage(),
  });

  // BENCH_AUDIT=off: generation without the audit trail's row triggers, to measure their cost
  // (issue #32 item 5; README 'Audit trail'); otherwise enabled, as a kept database's last run may have left them
  await pool.query(`do $$ declare t record; begin
      for t in select tgrelid::regclass as tbl, tgname from pg_trigger where tgname like '%\\_audit' loop
        execute format('alter table %s ${process.env.BENCH_AUDIT === 'off' ? 'disable' : 'enable'} trigger %I', t.tbl, t.tgname);
      end loop;
    end $$`);
  const {
    rows: [audited],
  } = await pool.query(
    `select count(*)::int as n from pg_trigger where tgname like '%\\_audit' and tgenabled <> 'D'`,
  );
  print({ figure: 'audit triggers enabled', triggers: audited.n });
  // generation through the txn, with its progress
  const channel = await TestChannel.open(server.url, apiKey);
  const session = await channel.login({ ...demoSignIn, code: 'hr1' });
  const baseline = serverRss(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, serverRss(server.pid));
  }, 50);
  const cpuBefore = processCpuSeconds(server.pid);
  const databaseBefore = await databaseBackendsCpu(pool);
  const id = channel.nextId;
  const started = Date.now();
  const reply = await channel.txn(
    {
      name: 'txn_payslips_generate',
      folder: 'payslips',
      params: {
        payroll_month: new Date(monthStart.getTime() + 10 * 86_400_000).toISOString(),
        generation_basis: 'departments',
        generate_departments: [department.id],
      },
    },
    session,
  );
  if (reply.output.type !== 'success') throw new Error(reply.output.message);
  const replyMs = Date.now() - started;
  const frames = await channel.progressUntil(id, (frame) => frame.output.stage === 'all done', 900_000);
  const generateMs = Date.now() - started;
  const serverCpu = processCpuSeconds(server.pid) - cpuBefore;
  const databaseSeconds = databaseCpuSince(databaseBefore, await databaseBackendsCpu(pool));
  clearInterval(sampler);
  const items = frames.filter((frame) => frame.output.stage !== 'all done');
  const {
    rows: [stored],
  } = await pool.query(
    `select count(*)::int as payslips, avg(jsonb_array_length(itemized_pay_details))::float8 as lines,
       count(*) filter (where net_pay > 0)::int as paid,
       -- the figures to the paisa, to compare two versions' runs on the same data
       md5(string_agg(concat_ws('|', uconst, gross_pay, total_deductions, net_pay, itemized_pay_details::text),
         ',' order by uconst)) as checksum
     from payslips where departments_id = $1 and payroll_month = $2 and not deleted`,
    [department.id, monthStart],
  );
  print({
    figure: 'generate through txn_payslips_generate',
    payslips: stored.payslips,
    paid: stored.paid,
    lines_per_payslip: Math.round(stored.lines * 10) / 10,
    checksum: stored.checksum,
    progress_items: items.length,
    // frames as they reached the socket: several items to a frame (edge/channel/progress-throttle.ts)
    progress_frames: channel.progressReceived?.filter((frame) => frame.id === id).length ?? items.length + 1,
    errors: items.filter((frame) => frame.output.error).length,
    reply_seconds: seconds(replyMs),
    seconds: seconds(generateMs),
    times_floor: Math.round((generateMs / floorMs) * 10) / 10,
    server_cpu_seconds: Math.round(serverCpu * 100) / 100,
    database_cpu_seconds: Math.round(databaseSeconds * 100) / 100,
    // the run's CPU (server and database) against the floor's: less moved by the load than the clock
    cpu_times_floor: Math.round(((serverCpu + databaseSeconds) / floorDatabaseSeconds) * 10) / 10,
  });
  print({
    figure: 'memory of the server process',
    rss_before_mb: mb(baseline),
    rss_peak_mb: mb(peak),
    growth_mb: mb(peak - baseline),
  });
  print({ figure: 'load average at the end', load: loadAverage() });
  channel.close();
} finally {
  await stop();
}
