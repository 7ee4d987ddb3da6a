import type { PayrollMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import type { DayHeadcount } from '../rules/index.js';

/**
 * Each contractor's deployed headcount on each of its days of the month (in its time zone,
 * `zoneOfPartnerSql`): the distinct employees
 * of its allocations whose allocated periods meet the day (the allocation grid's days). Days
 * with nobody deployed are left out.
 */
export async function loadHeadcounts(
  db: Kysely<Database>,
  partnerIds: readonly string[],
  month: PayrollMonth,
): Promise<Map<string, DayHeadcount[]>> {
  const rows = await sql<{ partners_id: string; day: string; workers: number }>`
    with contractors as (
      select c.id, ${zoneOfPartnerSql('c.id')} as zone from unnest(${partnerIds}::uuid[]) as c (id)),
    days as (
      select contractors.id as partners_id, to_char(d, 'YYYY-MM-DD') as day,
        tstzrange(d at time zone contractors.zone, (d + interval '1 day') at time zone contractors.zone) as span
      from contractors
        cross join generate_series(${month.firstDay}::timestamp, ${month.lastDay}::timestamp, interval '1 day') d)
    select days.partners_id, days.day, count(distinct a.employees_id)::int as workers
    from days
      join allocations a on a.partners_id = days.partners_id and not a.deleted
      join allocations__allocation_periods p on p.parent_id = a.id and not p.deleted
        and p.allocations_range && days.span
    group by days.partners_id, days.day
    order by days.day`.execute(db);
  const byPartner = new Map<string, DayHeadcount[]>();
  for (const { partners_id, ...day } of rows.rows)
    byPartner.set(partners_id, [...(byPartner.get(partners_id) ?? []), day]);
  return byPartner;
}
