import type { AttendanceDailyCount, AttendanceDayCell, AttendanceTotals } from '@muster/protocol';
import { attendanceCodes } from '@muster/protocol';
import { istDayStart, type SummaryDay, summariseMonth } from '../compute/index.js';

export interface EmployeeMonth {
  dailyCount: AttendanceDailyCount[];
  totals: AttendanceTotals;
}

/**
 * One employee's month (or week) from its stored day cells, oldest first: each day's punch
 * count and working minutes, and the totals. A day with no type (never computed, or an
 * unknown code) counts in no total. A day's `attendance_date` is the instant it starts in
 * `timeZone`, the listed business's (issue #28 item 2), as the stored rows name it.
 */
export function monthOfCells(cells: readonly AttendanceDayCell[], timeZone: string): EmployeeMonth {
  const days: SummaryDay[] = [];
  for (const cell of cells) {
    const attType = attendanceCodes.find((code) => code === cell.att_type?.code);
    if (attType)
      days.push({
        attType,
        overtimeMinutes: cell.overtime_minutes,
        deficitMinutes: cell.deficit_minutes,
        payableDays: cell.payable_days,
        status: cell.attendance_status,
      });
  }
  return {
    dailyCount: cells.map((cell) => ({
      attendance_date: new Date(istDayStart(cell.attendance_date, timeZone)).toISOString(),
      total_punch_count: cell.total_punch_count,
      working_minutes: cell.working_minutes,
    })),
    totals: summariseMonth(days),
  };
}
