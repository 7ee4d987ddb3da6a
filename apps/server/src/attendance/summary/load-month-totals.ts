import { type AttendanceDailyCount, type AttendanceTotals, attendanceCodes } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type SummaryDay, summariseMonth } from '../compute/index.js';

export interface EmployeeMonth {
  dailyCount: AttendanceDailyCount[];
  totals: AttendanceTotals;
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
  if (!employeeIds.length) return new Map();
  const rows = await sql<{
    employees_id: string;
    attendance_date: Date;
    code: string | null;
    status: string | null;
    leave_type: string | null;
    working_minutes: number | null;
    overtime_minutes: number | null;
    deficit_minutes: number | null;
    total_punch_count: number | null;
  }>`select a.employees_id, a.attendance_date, t.code, s.code as status, a.leave_type, a.working_minutes,
      a.overtime_minutes, a.deficit_minutes, a.total_punch_count
    from attendance a left join attendance_types t on t.id = a.att_type
      left join attendance_status s on s.id = a.attendance_status
    where a.employees_id = any(${employeeIds}::uuid[]) and not a.deleted
      and a.attendance_date >= ${from} and a.attendance_date < ${to}
    order by a.employees_id, a.attendance_date`.execute(db);
  const byEmployee = new Map<string, { days: SummaryDay[]; dailyCount: AttendanceDailyCount[] }>();
  for (const row of rows.rows) {
    const month = byEmployee.get(row.employees_id) ?? { days: [], dailyCount: [] };
    byEmployee.set(row.employees_id, month);
    month.dailyCount.push({
      attendance_date: new Date(row.attendance_date).toISOString(),
      total_punch_count: Number(row.total_punch_count ?? 0),
      working_minutes: Number(row.working_minutes ?? 0),
    });
    const attType = attendanceCodes.find((code) => code === row.code);
    // A row with no type (never computed, or an unknown code) counts in no total.
    if (attType)
      month.days.push({
        attType,
        overtimeMinutes: Number(row.overtime_minutes ?? 0),
        deficitMinutes: Number(row.deficit_minutes ?? 0),
        leaveTypeId: row.leave_type,
        status: row.status,
      });
  }
  return new Map(
    [...byEmployee].map(([id, month]) => [
      id,
      { dailyCount: month.dailyCount, totals: summariseMonth(month.days) },
    ]),
  );
}
