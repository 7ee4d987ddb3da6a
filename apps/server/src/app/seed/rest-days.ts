import type { Kysely } from 'kysely';
import { addDays, istDayKey, istDayStart, istWeekday } from '../../domain/attendance/compute/index.js';
import { loadHolidayDates } from '../../domain/attendance/recompute/index.js';
import type { Database } from '../../platform/db/schema.js';

/**
 * The days from `first` to `last` each employee is not due at work: its weekly offs and the
 * holidays the computation gives it (the same query), which the demo's punches mostly rest.
 */
export async function demoRestDays(
  db: Kysely<Database>,
  employees: readonly { id: string; weekly_off: number | null }[],
  first: string,
  last: string,
  /** The employees' business's zone: the days are its. */
  timeZone: string,
): Promise<Map<string, Set<string>>> {
  const holidays = await loadHolidayDates(
    db,
    employees.map((employee) => employee.id),
    new Date(istDayStart(first, timeZone)),
    new Date(istDayStart(addDays(last, 1), timeZone)),
  );
  const rest = new Map(employees.map((employee) => [employee.id, new Set<string>()]));
  for (const employee of employees)
    for (let day = first; day <= last; day = addDays(day, 1))
      if (employee.weekly_off === istWeekday(day)) rest.get(employee.id)?.add(day);
  for (const holiday of holidays)
    rest.get(holiday.employees_id)?.add(istDayKey(new Date(holiday.holiday_date).getTime(), timeZone));
  return rest;
}
