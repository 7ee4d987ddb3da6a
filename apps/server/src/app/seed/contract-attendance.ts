import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/** Days a contract's item is worked in a month: approved first, then not yet approved. */
export interface ContractDays {
  approved: number;
  unapproved: number;
}

/**
 * Attendance a contractor's invoice bills (issue #16 item 6): for each attendance-based item
 * of the contract, one worker allocated to the contract that month works the item's site,
 * shift and designation from the month's first day — `approved` days final approved, then
 * `unapproved` days left unapproved — as the contractor's register of the month says.
 * The rule against a second row: the register is the record of the days it covers, so where
 * the worker already has a day (the demo punches and computes every worker's month,
 * attendance.ts) that row is rewritten to the register's day, keeping its id; elsewhere a
 * row is inserted. So an employee never has two rows of one day, and the invoice bills the
 * register whatever the punches said. Answers the rows written per item, approved and not.
 */
export async function seedContractAttendance(
  db: Kysely<Database>,
  contractId: string,
  month: { start: Date; end: Date },
  days: ContractDays,
): Promise<number> {
  const dayCount = days.approved + days.unapproved;
  const written = await sql<{ n: number }>`with item as (
      select i.sites_id, i.shifts_id, i.products_id, row_number() over (order by i.creation_date, i.id) as n
      from contracts__attendance_based_items i where i.parent_id = ${contractId} and not i.deleted),
    allocated as (
      select a.id, a.employees_id, a.partners_id, row_number() over (order by a.id) as n
      from allocations a
      where a.contracts_id = ${contractId} and not a.deleted
        and a.allocations_range && tstzrange(${month.start}, ${month.end})),
    register as (
      select al.partners_id, al.employees_id, ${month.start}::timestamptz + (d.day * interval '1 day') as attendance_date,
        (select id from attendance_types where code = 'P' and not deleted limit 1) as att_type,
        it.sites_id, it.shifts_id, it.products_id as designation, al.id as allocations_id,
        (select id from attendance_status where not deleted
          and code = case when d.day < ${days.approved} then 'final_approved' else 'unapproved' end limit 1)
          as attendance_status
      from item it join allocated al on al.n = it.n
        cross join generate_series(0, ${dayCount - 1}) as d (day)
      where ${month.start}::timestamptz + (d.day * interval '1 day') < ${month.end}),
    rewritten as (
      update attendance a set att_type = r.att_type, sites_id = r.sites_id, shifts_id = r.shifts_id,
        designation = r.designation, allocations_id = r.allocations_id, attendance_status = r.attendance_status,
        payable_days = 1, working_minutes = 480, overtime_minutes = 0, deficit_minutes = 0, leave_type = null,
        leave_minutes = null, in_lieu_of = null, in_timestamp = null, out_timestamp = null,
        observed_in_timestamp = null, observed_out_timestamp = null, total_punch_count = null,
        is_missed_punch = null, attendance_edit_type = null, notes = null, exception = null,
        last_processed_by = null, last_modified = now()
      from register r
      where a.employees_id = r.employees_id and a.attendance_date = r.attendance_date and not a.deleted
      returning a.employees_id, a.attendance_date),
    inserted as (
      insert into attendance (partners_id, employees_id, attendance_date, att_type, sites_id, shifts_id, designation,
        allocations_id, payable_days, working_minutes, overtime_minutes, deficit_minutes, attendance_status)
      select r.partners_id, r.employees_id, r.attendance_date, r.att_type, r.sites_id, r.shifts_id, r.designation,
        r.allocations_id, 1, 480, 0, 0, r.attendance_status
      from register r
      where not exists (select 1 from rewritten w
        where w.employees_id = r.employees_id and w.attendance_date = r.attendance_date)
      returning 1)
    select (select count(*) from rewritten)::int + (select count(*) from inserted)::int as n`.execute(db);
  return written.rows[0]?.n ?? 0;
}
