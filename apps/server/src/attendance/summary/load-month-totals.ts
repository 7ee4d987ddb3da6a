import type { AttendanceDailyCount, AttendanceDayCell, AttendanceTotals } from '@muster/protocol';
import { attendanceCodes } from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { istDayStart, type SummaryDay, summariseMonth } from '../compute/index.js';
import { loadDayCells } from '../list/day-cells.js';

export interface EmployeeMonth {
  dailyCount: AttendanceDailyCount[];
  totals: AttendanceTotals;
}

/**
 * One employee's month (or week) from its stored day cells, oldest first: each day's punch
 * count and working minutes, and the totals. A day with no type (never computed, or an
 * unknown code) counts in no total.
 */
export function monthOfCells(cells: readonly AttendanceDayCell[]): EmployeeMonth {
  const days: SummaryDay[] = [];
  for (const cell of cells) {
    const attType = attendanceCodes.find((code) => code === cell.att_type?.code);
    if (attType)
      days.push({
        attType,
        overtimeMinutes: cell.overtime_minutes,
        deficitMinutes: cell.deficit_minutes,
        leaveTypeId: cell.leave_type,
        status: cell.attendance_status,
      });
  }
  return {
    dailyCount: cells.map((cell) => ({
      attendance_date: new Date(istDayStart(cell.attendance_date)).toISOString(),
      total_punch_count: cell.total_punch_count,
      working_minutes: cell.working_minutes,
    })),
    totals: summariseMonth(days),
  };
}

/**
 * The stored attendance of some employees over `[from, to)` (a month or a week), read in
 * one query and summed per employee. Employees with no rows are absent from the answer.
 */
export async function loadMonthTotals(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, EmployeeMonth>> {
  const cells = await loadDayCells(db, employeeIds, from, to);
  return new Map([...cells].map(([id, employeeCells]) => [id, monthOfCells(employeeCells)]));
}
