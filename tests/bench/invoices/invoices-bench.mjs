// Invoice generation at scale (issue #16): 50 contracts of one contractor covering 10,000
// employees' month of approved attendance on PostgreSQL, their invoices generated through
// txn_invoices_generate with one progress frame each, against the floor: one hand-written
// aggregate SQL of the same totals (approved payable days × rate per contract item, service
// charge, GST by rate) in the same run. Prints one JSON line per figure.
// Run from the repository root (see README.md):
//   pnpm exec tsc -b apps/server && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/invoices/invoices-bench.mjs
import os from 'node:os';
import { demoSignIn, TestChannel } from '@muster/server/testing';
import { startDemoServer } from '../demo-server.mjs';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 50);
const print = (figure) => console.log(JSON.stringify(figure));
const seconds = (ms) => Math.round(ms) / 1000;

// July 2026 (IST): inside the demo contracts' financial year, a month the demo never invoices
const monthStart = new Date(Date.UTC(2026, 6, 1) - 330 * 60_000);
const monthEnd = new Date(Date.UTC(2026, 7, 1) - 330 * 60_000);

const { server, pool, stop } = await startDemoServer('invoices');
try {
  const setup = Date.now();
  // the contracts: copies of Sunrise's demo contract with its four items, numbered BENCH-001…
  const {
    rows: [template],
  } = await pool.query(
    `select c.* from contracts c join partners p on p.id = c.partners_id
     where p.sw_handle = 'sunrise' and not c.deleted order by c.code limit 1`,
  );
  const { rows: contracts } = await pool.query(
    `insert into contracts (partners_id, code, name, contract_period, place_of_supply, service_charge_percent,
       start_payroll_on, date_of_previous_month, invoices_generated)
     select partners_id, 'BENCH-' || lpad(n::text, 3, '0'), 'Bench contract ' || n, contract_period, place_of_supply,
       service_charge_percent, 1, false, false
     from contracts, generate_series(1, $2) n where id = $1 returning id`,
    [template.id, CONTRACTS],
  );
  await pool.query(
    `insert into contracts__attendance_based_items (parent_id, sites_id, shifts_id, products_id, rate_per_day, rate_unit)
     select c.id, i.sites_id, i.shifts_id, i.products_id, i.rate_per_day, 'day'
     from contracts c cross join contracts__attendance_based_items i
     where c.code like 'BENCH-%' and i.parent_id = $1 and not i.deleted`,
    [template.id],
  );
  // the employees: copies of one Sunrise worker, each allocated to one contract and item for
  // the month and working it every day, approved (a tenth of the employees' last day not)
  const {
    rows: [worker],
  } = await pool.query(
    `select e.* from employees e where e.partners_id = $1 and e.code like 'SUN%' limit 1`,
    [template.partners_id],
  );
  await pool.query(
    `insert into employees (partners_id, code, persons_id, employee_status, employee_type, joining_date)
     select $1, 'BENCH' || lpad(i::text, 5, '0'), $2, 'approved', $3, $4 from generate_series(1, $5) i`,
    [worker.partners_id, worker.persons_id, worker.employee_type, worker.joining_date, EMPLOYEES],
  );
  await pool.query(
    `with placed as (
       select e.id as employees_id, e.partners_id, c.id as contracts_id, it.sites_id, it.shifts_id, it.products_id,
         gen_random_uuid() as allocation_id
       from (select id, partners_id, row_number() over (order by code) - 1 as n from employees where code like 'BENCH%') e
         join (select id, row_number() over (order by code) - 1 as n from contracts where code like 'BENCH-%') c
           on c.n = e.n % $1
         join lateral (select sites_id, shifts_id, products_id from contracts__attendance_based_items
           where parent_id = c.id order by id offset (e.n / $1) % 4 limit 1) it on true),
     allocated as (
       insert into allocations (id, partners_id, name, employees_id, contracts_id, sites_id, products_id, allocations_range)
       select allocation_id, partners_id, 'Bench', employees_id, contracts_id, sites_id, products_id, tstzrange($2, $3)
       from placed returning id)
     insert into attendance (partners_id, employees_id, attendance_date, att_type, attendance_status, sites_id, shifts_id,
       designation, allocations_id, payable_days, working_minutes, overtime_minutes, deficit_minutes)
     select p.partners_id, p.employees_id, d, present.id,
       case when d = $3::timestamptz - interval '1 day' and p.employees_id::text like '%0' then unapproved.id else approved.id end,
       p.sites_id, p.shifts_id, p.products_id, p.allocation_id, 1, 480, 0, 0
     from placed p
       cross join generate_series($2::timestamptz, $3::timestamptz - interval '1 day', interval '1 day') d
       cross join (select id from attendance_types where code = 'P' and not deleted limit 1) present
       cross join (select id from attendance_status where code = 'final_approved' limit 1) approved
       cross join (select id from attendance_status where code = 'unapproved' limit 1) unapproved`,
    [CONTRACTS, monthStart, monthEnd],
  );
  const {
    rows: [counted],
  } = await pool.query(
    `select count(*)::int as days from attendance a join allocations al on al.id = a.allocations_id
     where al.name = 'Bench'`,
  );
  // fresh statistics for the planner, as a deployment's autovacuum would have them
  await pool.query(
    'analyze contracts, contracts__attendance_based_items, allocations, attendance, employees',
  );
  print({
    figure: 'setup',
    contracts: CONTRACTS,
    employees: EMPLOYEES,
    days: counted.days,
    seconds: seconds(Date.now() - setup),
  });

  // the floor: one aggregate of the same totals, rounded as the invoices are (README "Rounding")
  const floorStart = Date.now();
  const {
    rows: [floor],
  } = await pool.query(
    `with line as (
       select c.id as contract, c.service_charge_percent as sc, coalesce(p.taxes, 0) as rate, p.sac_code,
         round(i.rate_per_day * 100 * coalesce(sum(a.payable_days) filter (where s.code in ('final_approved', 'settled')), 0)) as amount
       from contracts c join contracts__attendance_based_items i on i.parent_id = c.id and not i.deleted
         join products p on p.id = i.products_id
         left join allocations al on al.contracts_id = c.id and not al.deleted
         left join attendance a on a.allocations_id = al.id and not a.deleted and a.sites_id = i.sites_id
           and a.shifts_id = i.shifts_id and a.designation = i.products_id
           and a.attendance_date >= $1 and a.attendance_date < $2
         left join attendance_status s on s.id = a.attendance_status
       where c.code like 'BENCH-%'
       group by c.id, c.service_charge_percent, p.taxes, p.sac_code, i.id, i.rate_per_day),
     charged as (select contract, rate, sac_code, amount, round(amount * sc / 100) as service from line),
     taxed as (select contract, sum(amount + service) as taxable, 2 * round(sum(amount + service) * rate / 200) as gst
       from charged group by contract, sac_code, rate)
     select count(distinct contract)::int as invoices, sum(taxable + gst)::bigint as payable_paise from taxed`,
    [monthStart, monthEnd],
  );
  const floorMs = Date.now() - floorStart;
  print({
    figure: 'floor: one aggregate SQL of the same totals',
    invoices: floor.invoices,
    seconds: seconds(floorMs),
  });

  // generation through the txn, with its progress
  const channel = await TestChannel.open(server.url, 'bench-key');
  const session = await channel.login({ ...demoSignIn, swhandle: 'sunrise' });
  const id = channel.nextId;
  const started = Date.now();
  const reply = await channel.txn(
    {
      name: 'txn_invoices_generate',
      folder: 'invoices',
      params: {
        invoice_month: new Date(monthStart.getTime() + 10 * 86_400_000).toISOString(),
        contracts_id: contracts.map((contract) => contract.id),
        proceed: true,
      },
    },
    session,
  );
  if (reply.output.type !== 'success') throw new Error(reply.output.message);
  const frames = await channel.progressUntil(id, (frame) => frame.output.stage === 'all done', 900_000);
  const generateMs = Date.now() - started;
  const items = frames.filter((frame) => frame.output.stage !== 'all done');
  const {
    rows: [stored],
  } = await pool.query(
    `select count(*)::int as invoices, round(sum(payable_amount) * 100)::bigint as payable_paise
     from invoices i join contracts c on c.id = i.contracts_id
     where c.code like 'BENCH-%' and i.invoice_month = $1 and not i.deleted`,
    [monthStart],
  );
  print({
    figure: 'generate through txn_invoices_generate',
    invoices: stored.invoices,
    progress_frames: items.length,
    errors: items.filter((frame) => frame.output.error).length,
    payable_equals_floor: stored.payable_paise === floor.payable_paise,
    seconds: seconds(generateMs),
    times_floor: Math.round((generateMs / floorMs) * 10) / 10,
  });
  print({
    figure: 'load average at the end',
    load: os.loadavg().map((value) => Math.round(value * 10) / 10),
  });
  channel.close();
} finally {
  await stop();
}
