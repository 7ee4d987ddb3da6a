import type { AttendanceTotals, EmployeeAttendance } from '@muster/protocol';
import { isoToDayKey } from '../editor/time-text';

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

/**
 * Every record of a month names the same 31 day instants: convert each once (date parsing
 * and formatting for 31,000 counts was the largest cost of the grid's first paint).
 */
const dayKeysByZone = new Map<string, Map<string, string>>();
function dayKeyOf(iso: string, timeZone: string): string {
  let dayKeyOfInstant = dayKeysByZone.get(timeZone);
  if (dayKeyOfInstant === undefined) {
    dayKeyOfInstant = new Map();
    dayKeysByZone.set(timeZone, dayKeyOfInstant);
  }
  let key = dayKeyOfInstant.get(iso);
  if (key === undefined) {
    if (dayKeyOfInstant.size >= 1000) dayKeyOfInstant.clear();
    key = isoToDayKey(iso, timeZone);
    dayKeyOfInstant.set(iso, key);
  }
  return key;
}

interface BlockSums {
  days: Map<string, DayTotal>;
  grand: DayTotal;
  /** The zone its days were counted in: the same block summed for another business's zone is summed again. */
  timeZone: string;
}

/**
 * One loaded block's per-day sums, by the block's rows array (the loader keeps a block's array
 * while it is cached): a new block is summed once, not again on every later block's arrival,
 * and nothing is kept per record.
 */
const blockSums = new WeakMap<readonly EmployeeAttendance[], BlockSums>();
function sumsOf(block: readonly EmployeeAttendance[], timeZone: string): BlockSums {
  let sums = blockSums.get(block);
  if (sums?.timeZone === timeZone) return sums;
  sums = { days: new Map(), grand: { working_minutes: 0, punches: 0 }, timeZone };
  for (const row of block) {
    for (const count of row.dailyCount) {
      const date = dayKeyOf(count.attendance_date, timeZone);
      let day = sums.days.get(date);
      if (!day) {
        day = { working_minutes: 0, punches: 0 };
        sums.days.set(date, day);
      }
      day.working_minutes += count.working_minutes;
      day.punches += count.total_punch_count;
    }
  }
  for (const day of sums.days.values()) {
    sums.grand.working_minutes += day.working_minutes;
    sums.grand.punches += day.punches;
  }
  blockSums.set(block, sums);
  return sums;
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
 * The bottom row's figures from the loaded blocks (each block's rows, as the loader holds
 * them). The server's aggregate has no per-day counts, so the day columns and the grand total
 * sum the rows loaded so far (all of them once the list is scrolled through; the row count
 * says how many match).
 */
export function gridTotals(
  blocks: readonly (readonly EmployeeAttendance[])[],
  rowCount: number,
  aggregate: AttendanceTotals | null,
  /** The business's zone, whose days the day columns are. */
  timeZone: string,
): GridTotals {
  const days = new Map<string, DayTotal>();
  const grand: DayTotal = { working_minutes: 0, punches: 0 };
  let summedRows = 0;
  for (const block of blocks) {
    const sums = sumsOf(block, timeZone);
    summedRows += block.length;
    for (const [date, sum] of sums.days) {
      const day = days.get(date);
      if (day) {
        day.working_minutes += sum.working_minutes;
        day.punches += sum.punches;
      } else days.set(date, { ...sum });
    }
    grand.working_minutes += sums.grand.working_minutes;
    grand.punches += sums.grand.punches;
  }
  return { rowCount, summedRows, days, grand, aggregate };
}
