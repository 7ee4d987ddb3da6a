import { type Kysely, sql } from 'kysely';
import { addDays, istDayKey, istDayStart } from '../../domain/attendance/compute/index.js';
import { recomputeChunks, recomputeEmployeeAttendance } from '../../domain/attendance/recompute/index.js';
import type { Database } from '../../platform/db/schema.js';
import { demoPunchMinutes } from './attendance-punches.js';
import { demoPayrollMonth } from './payroll-month.js';

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
 * Punches a month for every active worker of the business `swhandle` with a shift (one
 * insert), then computes their attendance, so the product opens on a real month. Users
 * who sign in get no punches: their days are left to the device endpoint and manual edits.
 */
export async function seedDemoAttendance(
  db: Kysely<Database>,
  swhandle: string,
  now = new Date(),
): Promise<void> {
  const last = addDays(istDayKey(now.getTime()), -1);
  const first = demoAttendanceFirstDay(last, demoPayrollMonth(now).firstDay);
  const employees = await sql<{ id: string; code: string; start_min: number }>`
    select e.id, e.code, lower(s.shift_time) as start_min
    from employees e join partners p on p.id = e.partners_id join shifts s on s.id = e.shifts_id
    where lower(p.sw_handle) = lower(${swhandle}) and not e.deleted and e.leaving_date is null
      and s.shift_time is not null and e.password is null`.execute(db);
  const employeeIds: string[] = [];
  const instants: string[] = [];
  for (const employee of employees.rows)
    for (let day = first; day <= last; day = addDays(day, 1))
      for (const minute of demoPunchMinutes(employee.code, day, Number(employee.start_min))) {
        employeeIds.push(employee.id);
        instants.push(new Date(istDayStart(day) + minute * 60_000).toISOString());
      }
  await sql`insert into punches (employees_id, punched_at, source)
    select punched.employees_id, punched.punched_at, 'demo'
    from unnest(${employeeIds}::uuid[], ${instants}::timestamptz[]) as punched (employees_id, punched_at)
    on conflict (employees_id, punched_at) do nothing`.execute(db);
  // up to two months: a recompute takes a bounded range, so they go in pieces
  for (const piece of recomputeChunks(first, last))
    for (const employee of employees.rows)
      await recomputeEmployeeAttendance(db, employee.id, piece.first, piece.last, now);
}
