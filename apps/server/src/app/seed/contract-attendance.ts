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
 * `unapproved` days left unapproved. The demo computes attendance from punches for the
 * provider only; a contractor's days are written here as its approved register would be.
 * Answers the rows written per item, approved and not.
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
    inserted as (
      insert into attendance (partners_id, employees_id, attendance_date, att_type, sites_id, shifts_id, designation,
        allocations_id, payable_days, working_minutes, overtime_minutes, deficit_minutes, attendance_status)
      select al.partners_id, al.employees_id, ${month.start}::timestamptz + (d.day * interval '1 day'),
        (select id from attendance_types where code = 'P' and not deleted limit 1),
        it.sites_id, it.shifts_id, it.products_id, al.id, 1, 480, 0, 0,
        (select id from attendance_status where not deleted
          and code = case when d.day < ${days.approved} then 'final_approved' else 'unapproved' end limit 1)
      from item it join allocated al on al.n = it.n
        cross join generate_series(0, ${dayCount - 1}) as d (day)
      where ${month.start}::timestamptz + (d.day * interval '1 day') < ${month.end}
      returning 1)
    select count(*)::int as n from inserted`.execute(db);
  return written.rows[0]?.n ?? 0;
}
