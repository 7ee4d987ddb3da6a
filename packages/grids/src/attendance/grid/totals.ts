import type { AttendanceTotals, EmployeeAttendance } from '@muster/protocol';
import { isoToIstDayKey } from '../editor/time-text';

/** A day's 'working minutes / punch count' in the totals row. */
export interface DayTotal {
  working_minutes: number;
  punches: number;
}

export interface GridTotals {
  /** Employees matching the query (the loader's row count). */
  rowCount: number;
  /** Rows the per-day sums were taken over (the loaded ones). */
  summedRows: number;
  days: ReadonlyMap<string, DayTotal>;
  grand: DayTotal;
  /** The server's totals over every matching employee, when it has answered. */
  aggregate: AttendanceTotals | null;
}

const workingCache = new WeakMap<EmployeeAttendance, number>();

/** An employee's working minutes over the range (from its dailyCount). */
export function employeeWorkingMinutes(employee: EmployeeAttendance): number {
  let minutes = workingCache.get(employee);
  if (minutes === undefined) {
    minutes = employee.dailyCount.reduce((sum, day) => sum + day.working_minutes, 0);
    workingCache.set(employee, minutes);
  }
  return minutes;
}

/**
 * The bottom row's figures. The server's aggregate has no per-day counts, so the day
 * columns and the grand total sum the rows loaded so far (all of them once the list is
 * scrolled through; the row count says how many match).
 */
export function gridTotals(
  rows: readonly EmployeeAttendance[],
  rowCount: number,
  aggregate: AttendanceTotals | null,
): GridTotals {
  const days = new Map<string, DayTotal>();
  const grand: DayTotal = { working_minutes: 0, punches: 0 };
  for (const row of rows) {
    for (const count of row.dailyCount) {
      const date = isoToIstDayKey(count.attendance_date);
      const day = days.get(date) ?? { working_minutes: 0, punches: 0 };
      day.working_minutes += count.working_minutes;
      day.punches += count.total_punch_count;
      days.set(date, day);
      grand.working_minutes += count.working_minutes;
      grand.punches += count.total_punch_count;
    }
  }
  return { rowCount, summedRows: rows.length, days, grand, aggregate };
}
