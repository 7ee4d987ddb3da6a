import { type Kysely, sql } from 'kysely';
import { addDays, istDayKey, istDayStart } from '../../domain/attendance/compute/index.js';
import { recomputeChunks, recomputeEmployeesDays } from '../../domain/attendance/recompute/index.js';
import { zoneColumnSql } from '../../engine/query/index.js';
import type { Database } from '../../platform/db/schema.js';
import { demoPunchMinutes } from './attendance-punches.js';
import { demoPayrollMonth } from './payroll-month.js';
import { demoRestDays } from './rest-days.js';
import { demoTimeZone } from './seed-rows.js';

/** Days of demo punches up to yesterday: a month the grid shows filled. */
export const demoAttendanceDays = 31;

/**
 * The first day the demo punches: 31 days back, or the first of last month when that is
 * earlier, so last month, whose payslips the demo pays (payslips.ts), is worked whole.
 */
export function demoAttendanceFirstDay(last: string, lastMonthFirstDay: string): string {
  const monthBack = addDays(last, 1 - demoAttendanceDays);
  return lastMonthFirstDay < monthBack ? lastMonthFirstDay : monthBack;
}

/**
 * Punches a month for every active worker with a shift of the businesses `handles` names
 * (the principal employer and its contractors alike) whom nothing punched yet, in one
 * insert, then computes their days business by business, one recompute of all its workers
 * a piece of the range, so the product opens on a real month for every role. It runs after
 * the demo terminals (terminals.ts), whose punchers' days came in through ADMS: they are
 * not punched twice.
 */
export async function seedDemoAttendance(
  db: Kysely<Database>,
  handles: readonly string[],
  now = new Date(),
): Promise<void> {
  const last = addDays(istDayKey(now.getTime(), demoTimeZone), -1);
  const first = demoAttendanceFirstDay(last, demoPayrollMonth(now).firstDay);
  const employees = await sql<{
    id: string;
    code: string;
    partners_id: string;
    start_min: number;
    weekly_off: number | null;
    time_zone: string;
  }>`
    select e.id, e.code, e.partners_id, lower(s.shift_time) as start_min, e.weekly_off,
      ${zoneColumnSql('p.time_zone')} as time_zone
    from employees e join partners p on p.id = e.partners_id join shifts s on s.id = e.shifts_id
    where lower(p.sw_handle) = any(${handles.map((handle) => handle.toLowerCase())}::text[])
      and not e.deleted and e.leaving_date is null and s.shift_time is not null
      and not exists (select 1 from punches x where x.employees_id = e.id)
    order by e.code`.execute(db);
  // each worker's days and punches are its business's (issue #28 item 2)
  const restDays = new Map<string, Set<string>>();
  for (const zone of new Set(employees.rows.map((employee) => employee.time_zone))) {
    const ofZone = employees.rows.filter((employee) => employee.time_zone === zone);
    for (const [id, days] of await demoRestDays(db, ofZone, first, last, zone)) restDays.set(id, days);
  }
  const employeeIds: string[] = [];
  const instants: string[] = [];
  for (const employee of employees.rows)
    for (let day = first; day <= last; day = addDays(day, 1))
      for (const minute of demoPunchMinutes(
        employee.code,
        day,
        Number(employee.start_min),
        restDays.get(employee.id)?.has(day) === true,
      )) {
        employeeIds.push(employee.id);
        instants.push(new Date(istDayStart(day, employee.time_zone) + minute * 60_000).toISOString());
      }
  await sql`insert into punches (employees_id, punched_at, source)
    select punched.employees_id, punched.punched_at, 'demo'
    from unnest(${employeeIds}::uuid[], ${instants}::timestamptz[]) as punched (employees_id, punched_at)
    on conflict (employees_id, punched_at) do nothing`.execute(db);
  const businesses = new Map<string, string[]>();
  for (const employee of employees.rows)
    businesses.set(employee.partners_id, [...(businesses.get(employee.partners_id) ?? []), employee.id]);
  // up to two months: a recompute takes a bounded range, so they go in pieces
  for (const workers of businesses.values())
    for (const piece of recomputeChunks(first, last))
      await db
        .transaction()
        .execute((trx) => recomputeEmployeesDays(trx, workers, piece.first, piece.last, now));
}
