import { type Kysely, sql } from 'kysely';
import { addDays, istDayKey, istDayStart } from '../../domain/attendance/compute/index.js';
import { recomputeEmployeeAttendance } from '../../domain/attendance/recompute/index.js';
import type { Database } from '../../platform/db/schema.js';
import { demoPunchMinutes } from './attendance-punches.js';

/** Days of demo punches up to yesterday: a month the grid shows filled. */
export const demoAttendanceDays = 31;

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
  const first = addDays(last, 1 - demoAttendanceDays);
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
  for (const employee of employees.rows) await recomputeEmployeeAttendance(db, employee.id, first, last, now);
}
