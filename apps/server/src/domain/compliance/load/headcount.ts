import type { PayrollMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { DayHeadcount } from '../rules/index.js';

/**
 * Each contractor's deployed headcount on each IST day of the month: the distinct employees
 * of its allocations whose allocated periods meet the day (the allocation grid's days). Days
 * with nobody deployed are left out.
 */
export async function loadHeadcounts(
  db: Kysely<Database>,
  partnerIds: readonly string[],
  month: PayrollMonth,
): Promise<Map<string, DayHeadcount[]>> {
  const rows = await sql<{ partners_id: string; day: string; workers: number }>`
    with days as (
      select to_char(d, 'YYYY-MM-DD') as day,
        tstzrange(d at time zone 'Asia/Kolkata', (d + interval '1 day') at time zone 'Asia/Kolkata') as span
      from generate_series(${month.firstDay}::timestamp, ${month.lastDay}::timestamp, interval '1 day') d)
    select a.partners_id, days.day, count(distinct a.employees_id)::int as workers
    from days
      join allocations__allocation_periods p on not p.deleted and p.allocations_range && days.span
      join allocations a on a.id = p.parent_id and not a.deleted
    where a.partners_id = any(${partnerIds}::uuid[])
    group by a.partners_id, days.day
    order by days.day`.execute(db);
  const byPartner = new Map<string, DayHeadcount[]>();
  for (const { partners_id, ...day } of rows.rows)
    byPartner.set(partners_id, [...(byPartner.get(partners_id) ?? []), day]);
  return byPartner;
}
