import { payrollMonth } from '@muster/payroll-rules';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { generateInvoice } from '../../domain/invoices/generate/write-invoice.js';
import { generateChunk } from '../../domain/payroll/generate/generate-chunk.js';
import { zoneColumnSql } from '../../engine/query/index.js';
import type { Database } from '../../platform/db/schema.js';
import { demoTimeZone, fixedDemoId, fixedDemoIdSql } from './seed-rows.js';

/**
 * The month tests/e2e/compliance.spec.ts walks a red minimum-wage finding to its payslip and
 * out again (issue #33's Playwright test): August 2026 of Sunrise. Fixed, like the month-close
 * walk's July (month-close-walk.ts), inside the contracts' financial year 2026-27, before the
 * months the demo fills relative to today, and apart from the months the invoice tests bill
 * (May and June: generate, invoices and gst-files tests), so no other test or spec reads, pays
 * or approves it.
 */
export const minimumWageWalkMonth = {
  key: '2026-08',
  firstDay: '2026-08-01',
  afterLast: '2026-09-01',
} as const;

/** A fixed id from a name: the walk's rows keep their ids in every fresh demo. */
export const minimumWageWalkId = (name: string): string => fixedDemoId('muster-minimum-wage-walk', name);

/** The same fixed id in SQL, of a text expression. */
const walkIdSql = (name: RawBuilder<unknown>) => fixedDemoIdSql('muster-minimum-wage-walk', name);

/**
 * Sunrise's August 2026 as a contractor bills a month it has not yet paid: its underpaid
 * security guard (demo.ts `underpaidGross`, below West Bengal's zone A minimum) is allocated
 * to Sunrise's contract for the month and works it — present every day but its weekly off,
 * every day final approved (ids fixed) — on the contract's item of its own designation and
 * site where there is one; its payslip is generated and left unapproved (so Sunrise's admin
 * can regenerate it, DESIGN: an approved payslip is locked), and the month's invoice is
 * generated for the principal employer to approve. Its scorecard is red for the payslip
 * alone: nobody else is deployed, no payslip is approved, so no licence, challan or
 * wage-payment finding. Runs before the demo month's invoices, so August's invoice, issued on 1 September, is
 * Sunrise's first of the year and the demo month's the newest in its list.
 */
export async function seedMinimumWageWalk(db: Kysely<Database>, underpaidGross: number): Promise<void> {
  const month = payrollMonth(2026, 8, demoTimeZone);
  const range = `["${month.start.toISOString()}","${month.end.toISOString()}")`;
  const guard = await sql<{ id: string; contract: string | null }>`
    select e.id, (select c.id from contracts c where c.partners_id = e.partners_id and not c.deleted
        and c.contract_period && ${range}::tstzrange order by c.code limit 1) as contract
    from employees e join partners p on p.id = e.partners_id
    where lower(p.sw_handle) = 'sunrise' and not e.deleted and e.gross_salary = ${underpaidGross}
    order by e.code limit 1`.execute(db);
  const worker = guard.rows[0];
  if (!worker?.contract)
    throw new Error('The demo has no underpaid Sunrise guard on a contract for August 2026');
  const allocation = minimumWageWalkId('allocation');
  // the contract's item of the guard's designation and site, else its first: the invoice bills
  // the days stored under it (invoices' loadItemAttendance)
  await sql`with item as (
      select i.sites_id, i.shifts_id, i.products_id from contracts__attendance_based_items i, employees e
      where i.parent_id = ${worker.contract} and not i.deleted and e.id = ${worker.id}
      order by (i.products_id = e.designation and i.sites_id = e.sites_id) desc, i.creation_date, i.id limit 1),
    allocated as (
      insert into allocations (id, partners_id, name, employees_id, contracts_id, sites_id, products_id, allocations_range)
      select ${allocation}, e.partners_id, 'Monthly allocation', e.id, ${worker.contract}, it.sites_id, it.products_id,
        ${range}::tstzrange
      from employees e, item it where e.id = ${worker.id} returning id)
    insert into allocations__allocation_periods (id, parent_id, allocations_range, shifts_id, allocation_type, departments_id)
    select ${minimumWageWalkId('allocation period')}, a.id, ${range}::tstzrange, it.shifts_id,
      (select id from allocation_types where code = 'regular' limit 1), e.departments
    from allocated a, item it, employees e where e.id = ${worker.id}`.execute(db);
  await sql`with day as (select d::date as day from generate_series(${minimumWageWalkMonth.firstDay}::date,
        ${minimumWageWalkMonth.afterLast}::date - 1, interval '1 day') d),
    cell as (
      select e.id, e.partners_id, d.day, al.sites_id, al.products_id, ap.shifts_id,
        (d.day::timestamp at time zone ${zoneColumnSql('p.time_zone')}) as attendance_date,
        case when e.weekly_off is not null and extract(isodow from d.day)::int - 1 = e.weekly_off then 'WO'
          else 'P' end as type_code
      from employees e join partners p on p.id = e.partners_id
        join allocations al on al.id = ${allocation}
        join allocations__allocation_periods ap on ap.parent_id = al.id
        cross join day d
      where e.id = ${worker.id})
    insert into attendance (id, partners_id, employees_id, attendance_date, att_type, sites_id, shifts_id, designation,
      allocations_id, payable_days, working_minutes, overtime_minutes, deficit_minutes, attendance_status)
    select ${walkIdSql(sql`'day:' || c.day::text`)}, c.partners_id, c.id, c.attendance_date, t.id, c.sites_id,
      c.shifts_id, c.products_id, ${allocation}, 1, case c.type_code when 'P' then 480 else 0 end, 0, 0,
      (select id from attendance_status where code = 'final_approved' and not deleted limit 1)
    from cell c join attendance_types t on t.code = c.type_code and not t.deleted`.execute(db);
  // issued after the month, as a contractor bills it: outside today's GST period, which the GST files' tests read
  const { error } = await generateInvoice(
    db,
    worker.contract,
    month,
    new Date(`${minimumWageWalkMonth.afterLast}T04:30:00Z`),
  );
  if (error) throw new Error(`August 2026's invoice of Sunrise was not generated: ${error}`);
  await generateChunk(db, month, [worker.id]);
}
