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
/** Each record's dailyCount keyed by IST day, worked out once per record (the sums run on every block). */
const dailyCache = new WeakMap<EmployeeAttendance, [date: string, working: number, punches: number][]>();

/**
 * Every record of a month names the same 31 day instants: convert each once (date parsing
 * and formatting for 31,000 counts was the largest cost of the grid's first paint).
 */
const dayKeyOfInstant = new Map<string, string>();
function dayKeyOf(iso: string): string {
  let key = dayKeyOfInstant.get(iso);
  if (key === undefined) {
    if (dayKeyOfInstant.size >= 1000) dayKeyOfInstant.clear();
    key = isoToIstDayKey(iso);
    dayKeyOfInstant.set(iso, key);
  }
  return key;
}

function dailyOf(employee: EmployeeAttendance) {
  let daily = dailyCache.get(employee);
  if (!daily) {
    daily = employee.dailyCount.map((count) => [
      dayKeyOf(count.attendance_date),
      count.working_minutes,
      count.total_punch_count,
    ]);
    dailyCache.set(employee, daily);
  }
  return daily;
}

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
    for (const [date, working, punches] of dailyOf(row)) {
      let day = days.get(date);
      if (!day) {
        day = { working_minutes: 0, punches: 0 };
        days.set(date, day);
      }
      day.working_minutes += working;
      day.punches += punches;
      grand.working_minutes += working;
      grand.punches += punches;
    }
  }
  return { rowCount, summedRows: rows.length, days, grand, aggregate };
}
