// Month-close counts at scale (issue #32 'Benchmark'): the demo business with 10,000 more
// employees and a month of their attendance (310,000 rows, some unapproved, some single
// punches) on PostgreSQL; the month-close screen's call, txn_month_close_status over the
// channel, against one hand-written SQL of the same counts run straight on the database in
// the same run. Prints one JSON line per figure. Run from the repository root (README.md):
//   pnpm exec tsc -b apps/server && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/month-close/month-close-bench.mjs
import os from 'node:os';
import { demoSignIn, TestChannel } from '@muster/server/testing';
import { startDemoServer } from '../demo-server.mjs';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const print = (figure) => console.log(JSON.stringify(figure));
const round = (ms) => Math.round(ms * 10) / 10;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
};

// a 31-day month: the 310,000 rows are 10,000 employees × 31 days
const now = new Date(Date.now() + 330 * 60_000);
let year = now.getUTCFullYear();
let month = now.getUTCMonth() - 1;
while (new Date(Date.UTC(year, month + 1, 0)).getUTCDate() !== 31) month -= 1;
if (month < 0) {
  year -= 1;
  month += 12;
}
const monthStart = new Date(Date.UTC(year, month, 1) - 330 * 60_000);
const monthEnd = new Date(Date.UTC(year, month + 1, 1) - 330 * 60_000);
const monthKey = `${year}-${String(month + 1).padStart(2, '0')}`;

/** The same counts as the screen's, written by hand: one scalar subquery per step. */
const handSql = `
  with e as (select id, salary_structures_id, gross_salary, bank_account_no from employees
    where partners_id = $1 and not deleted and (employee_status is distinct from 'Left' or leaving_date is not null)
      and (joining_date is null or joining_date < $3) and (leaving_date is null or leaving_date >= $2)),
  ps as (select employees_id, status, payable_days, net_pay from payslips
    where partners_id = $1 and not deleted and payroll_month >= $2 and payroll_month < $3),
  ap as (select p.id, p.id::text || ':' || coalesce(p.aggregate_pay_details::text, '') || ':'
      || coalesce(p.itemized_pay_details::text, '') as fingerprint,
      coalesce((p.aggregate_pay_details->>'esi_covered')::boolean, false) as esi,
      exists (select 1 from jsonb_array_elements(case jsonb_typeof(p.itemized_pay_details)
        when 'array' then p.itemized_pay_details else '[]'::jsonb end) line
        where line->>'code' = 'EPF_EE' and coalesce((line->>'amount')::numeric, 0) > 0) as epf
    from payslips p where p.partners_id = $1 and not p.deleted and p.status = 'approved'
      and p.payroll_month >= $2 and p.payroll_month < $3),
  inv as (select id, status from invoices where partners_id = $1 and not deleted
    and invoice_month >= $2 and invoice_month < $3)
  select
    (select count(*) from attendance a left join attendance_status s on s.id = a.attendance_status
      where a.partners_id = $1 and not a.deleted and a.attendance_date >= $2 and a.attendance_date < $3
        and coalesce(s.code, '') not in ('final_approved', 'settled', 'rejected'))::int as attendance_unapproved,
    (select count(*) from attendance a left join attendance_status s on s.id = a.attendance_status
      join attendance_types t on t.id = a.att_type and t.code = 'SP'
      where a.partners_id = $1 and not a.deleted and a.attendance_date >= $2 and a.attendance_date < $3
        and coalesce(s.code, '') not in ('final_approved', 'settled', 'rejected'))::int as single_punches,
    (select count(distinct l.id) from leaves l join leaves__leave_days d on d.parent_id = l.id and not d.deleted
      where l.partners_id = $1 and not l.deleted and d.leave_period && tstzrange($2, $3)
        and l.leave_status in ('created', 'intermediate_approved'))::int
      as leaves_undecided,
    (select count(*) from e where salary_structures_id is null or coalesce(gross_salary, 0) <= 0)::int
      as no_salary_structure,
    (select count(*) from e where coalesce(bank_account_no, '') = '')::int as no_bank_account,
    (select count(*) from e where not exists (select 1 from ps where ps.employees_id = e.id))::int
      as payslips_not_generated,
    (select count(*) from ps where coalesce(payable_days, 0) <= 0 or coalesce(net_pay, 0) <= 0)::int as payslips_zero,
    (select count(*) from ps where coalesce(status, 'created') <> 'approved')::int as payslips_unapproved,
    (select coalesce((bool_or(ap.epf) and not exists (select 1 from statutory_file_downloads f
        where f.partners_id = $1 and f.kind = 'epf_ecr' and f.payroll_month >= $2 and f.payroll_month < $3
          and f.payslips_digest = md5(string_agg(ap.fingerprint, ',' order by ap.id))))::int, 0) from ap)
      as ecr_not_downloaded,
    (select coalesce((bool_or(ap.esi) and not exists (select 1 from statutory_file_downloads f
        where f.partners_id = $1 and f.kind = 'esi' and f.payroll_month >= $2 and f.payroll_month < $3
          and f.payslips_digest = md5(string_agg(ap.fingerprint, ',' order by ap.id))))::int, 0) from ap)
      as esi_not_downloaded,
    (select count(*) from contracts c where c.partners_id = $1 and not c.deleted
      and (c.contract_period is null or c.contract_period && tstzrange($2, $3))
      and not exists (select 1 from invoices i where i.contracts_id = c.id and not i.deleted
        and i.invoice_month >= $2 and i.invoice_month < $3))::int as invoices_not_generated,
    (select count(*) from inv where coalesce(status, 'created') <> 'approved')::int as invoices_unapproved,
    (select count(distinct inv.id) from inv join invoices__approval_documents d on d.parent_id = inv.id
      and not d.deleted where d.status in ('pending', 'uploaded', 'rejected'))::int as invoice_documents_pending,
    (select count(*) from settlements s where s.partners_id = $1 and not s.deleted and s.status is distinct from 'paid'
      and s.leaving_date >= $2 and s.leaving_date < $3 and s.due_on >= $4)::int as settlements_due,
    (select count(*) from settlements s where s.partners_id = $1 and not s.deleted and s.status is distinct from 'paid'
      and s.leaving_date >= $2 and s.leaving_date < $3 and s.due_on < $4)::int as settlements_late`;

const { server, pool, stop } = await startDemoServer('month-close');
try {
  const setup = Date.now();
  const {
    rows: [template],
  } = await pool.query(
    `select e.* from employees e join partners p on p.id = e.partners_id
     where p.sw_handle = 'demo' and e.code like 'DI%' and e.salary_structures_id is not null limit 1`,
  );
  await pool.query(
    `insert into employees (partners_id, code, persons_id, employee_status, employee_type, joining_date,
       departments, sites_id, shifts_id, salary_structures_id, gross_salary, bank_account_no, weekly_off)
     select $1, 'MCB' || lpad(i::text, 5, '0'), $2, 'approved', $3, $4, $5, $6, $7,
       case when i % 50 = 0 then null else $8::uuid end, 18000,
       case when i % 40 = 0 then null else (300000000 + i)::text end, 0
     from generate_series(1, $9) i`,
    [
      template.partners_id,
      template.persons_id,
      template.employee_type,
      template.joining_date,
      template.departments,
      template.sites_id,
      template.shifts_id,
      template.salary_structures_id,
      EMPLOYEES,
    ],
  );
  // every day of the month; one day in twenty unapproved, one in a hundred a single punch
  await pool.query(
    `insert into attendance (partners_id, employees_id, attendance_date, att_type, attendance_status,
       payable_days, working_minutes, overtime_minutes, deficit_minutes)
     select e.partners_id, e.id, d,
       case when (extract(day from d) + e.n) % 100 = 0 then sp.id else p.id end,
       case when (extract(day from d) + e.n) % 20 = 0 then null else approved.id end, 1, 480, 0, 0
     from (select id, partners_id, substr(code, 4)::int as n from employees where code like 'MCB%') e
       cross join generate_series($1::timestamptz, $2::timestamptz - interval '1 day', interval '1 day') d
       cross join (select id from attendance_types where code = 'P' and not deleted limit 1) p
       cross join (select id from attendance_types where code = 'SP' and not deleted limit 1) sp
       cross join (select id from attendance_status where code = 'final_approved' limit 1) approved`,
    [monthStart, monthEnd],
  );
  await pool.query('vacuum analyze employees, attendance');
  const {
    rows: [counted],
  } = await pool.query(
    `select count(*)::int as rows from attendance where partners_id = $1 and attendance_date >= $2
       and attendance_date < $3 and not deleted`,
    [template.partners_id, monthStart, monthEnd],
  );
  print({
    figure: 'setup',
    employees: EMPLOYEES,
    month: monthKey,
    attendance_rows: counted.rows,
    seconds: (Date.now() - setup) / 1000,
  });

  const channel = await TestChannel.open(server.url, 'bench-key');
  const session = await channel.login({ ...demoSignIn, code: 'hr1' });
  const screen = async () => {
    const reply = await channel.txn(
      { name: 'txn_month_close_status', folder: 'month_close', params: { month: monthKey } },
      session,
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record));
  };
  // today's IST start splits settlements due from late, as the screen's count does
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 330 * 60_000);
  const hand = async () =>
    (await pool.query(handSql, [template.partners_id, monthStart, monthEnd, today])).rows[0];

  // the two agree before either is timed
  const [own] = await screen();
  const expected = await hand();
  const agree = JSON.stringify(own.counts) === JSON.stringify(expected);
  print({ figure: 'counts', screen: own.counts, hand_sql: expected, agree });
  if (!agree) throw new Error('the screen and the hand-written SQL disagree');

  const time = async (run) => {
    await run();
    const times = [];
    for (let i = 0; i < ITERATIONS; i += 1) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    return { p50: round(percentile(times, 50)), p90: round(percentile(times, 90)) };
  };
  const screenTimes = await time(screen);
  const handTimes = await time(hand);
  print({ figure: 'txn_month_close_status (whole screen: own business + 2 contractors)', ms: screenTimes });
  print({ figure: 'hand-written SQL, own business only', ms: handTimes });
  print({
    figure: 'ratio screen p50 / hand SQL p50',
    ratio: Math.round((screenTimes.p50 / handTimes.p50) * 100) / 100,
    target: '<= 2 and screen <= 200 ms',
  });
  print({ figure: 'load_average', one_minute: os.loadavg()[0] });
  channel.close();
} finally {
  await stop();
}
