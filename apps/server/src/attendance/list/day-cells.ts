import type { AttendanceDayCell, AttendanceHistoryEntry } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { istDayKey } from '../compute/index.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The stored days of some employees over `[start, end)`, per employee, oldest first. */
export async function loadDayCells(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  start: Date,
  end: Date,
): Promise<Map<string, AttendanceDayCell[]>> {
  const cells = new Map<string, AttendanceDayCell[]>();
  if (!employeeIds.length) return cells;
  const rows = await sql<{
    id: string;
    employees_id: string;
    attendance_date: Date;
    att_type: string | null;
    att_code: string | null;
    status: string | null;
    leave_type: string | null;
    sites_id: string | null;
    shifts_id: string | null;
    shift_code: string | null;
    designation: string | null;
    departments: string | null;
    subsections: string | null;
    in_lieu_of: Date | null;
    in_timestamp: Date | null;
    out_timestamp: Date | null;
    observed_in_timestamp: Date | null;
    observed_out_timestamp: Date | null;
    working_minutes: number | null;
    overtime_minutes: number | null;
    deficit_minutes: number | null;
    min_working_minutes: number | null;
    total_punch_count: number | null;
    is_missed_punch: boolean | null;
    attendance_edit_type: string | null;
    notes: string | null;
    exception: unknown;
  }>`select a.id, a.employees_id, a.attendance_date, a.att_type, t.code as att_code, s.code as status,
      a.leave_type, a.sites_id, a.shifts_id, sh.shift_code, a.designation, a.departments, a.subsections,
      a.in_lieu_of, a.in_timestamp, a.out_timestamp, a.observed_in_timestamp, a.observed_out_timestamp,
      a.working_minutes, a.overtime_minutes, a.deficit_minutes, a.min_working_minutes,
      a.total_punch_count, a.is_missed_punch, a.attendance_edit_type, a.notes, a.exception
    from attendance a left join attendance_types t on t.id = a.att_type
      left join attendance_status s on s.id = a.attendance_status
      left join shifts sh on sh.id = a.shifts_id
    where a.employees_id = any(${employeeIds}::uuid[]) and not a.deleted
      and a.attendance_date >= ${start} and a.attendance_date < ${end}
    order by a.employees_id, a.attendance_date`.execute(db);
  for (const row of rows.rows) {
    const list = cells.get(row.employees_id) ?? [];
    cells.set(row.employees_id, list);
    list.push({
      id: row.id,
      attendance_date: istDayKey(new Date(row.attendance_date).getTime()),
      att_type: row.att_type && row.att_code ? { id: row.att_type, code: row.att_code } : null,
      attendance_status: row.status,
      leave_type: row.leave_type,
      sites_id: row.sites_id,
      shifts_id: row.shifts_id,
      shift_code: row.shift_code,
      designation: row.designation,
      departments: row.departments,
      subsections: row.subsections,
      in_lieu_of: row.in_lieu_of === null ? null : istDayKey(new Date(row.in_lieu_of).getTime()),
      in_timestamp: iso(row.in_timestamp),
      out_timestamp: iso(row.out_timestamp),
      observed_in_timestamp: iso(row.observed_in_timestamp),
      observed_out_timestamp: iso(row.observed_out_timestamp),
      working_minutes: Number(row.working_minutes ?? 0),
      overtime_minutes: Number(row.overtime_minutes ?? 0),
      deficit_minutes: Number(row.deficit_minutes ?? 0),
      min_working_minutes: row.min_working_minutes === null ? null : Number(row.min_working_minutes),
      total_punch_count: Number(row.total_punch_count ?? 0),
      isMissedPunch: row.is_missed_punch === true,
      attendance_edit_type: row.attendance_edit_type,
      notes: row.notes,
      // the computation writes the column (compute/types ExceptionEntry)
      exception: Array.isArray(row.exception) ? (row.exception as AttendanceHistoryEntry[]) : [],
    });
  }
  return cells;
}
