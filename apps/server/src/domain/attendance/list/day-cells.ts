import type { AttendanceDayCell } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { businessDaySql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { monthInvoicedSql } from '../edits/invoiced-month.js';

/** An instant as `Date.prototype.toISOString` writes it (UTC, milliseconds, `Z`). */
const isoSql = (column: string) =>
  sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The stored days of some employees over `[start, end)`, per employee, oldest first, each
 * named by its day in the business's zone (`timeZone`, the listed business's: a day is
 * stored as its midnight there). The
 * database writes each employee's cells as one JSON array in the wire shape (as PostgREST
 * would): 6,200 cells of a grid page then cost one JSON parse per employee instead of
 * 27 typed columns and four Date conversions per cell.
 */
export async function loadDayCells(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  start: Date,
  end: Date,
  timeZone: string,
): Promise<Map<string, AttendanceDayCell[]>> {
  if (!employeeIds.length) return new Map();
  const daySql = (column: string) => businessDaySql(sql.ref(column), timeZone);
  const rows = await sql<{ employees_id: string; days: AttendanceDayCell[] }>`select a.employees_id,
      json_agg((json_build_object(
        'id', a.id,
        'attendance_date', ${daySql('a.attendance_date')},
        'att_type', case when t.code is null then null else json_build_object('id', a.att_type, 'code', t.code) end,
        'attendance_status', s.code,
        'leave_type', a.leave_type,
        'pending_leave_type', a.pending_leave_type,
        'sites_id', a.sites_id,
        'shifts_id', a.shifts_id,
        'shift_code', sh.shift_code,
        'designation', a.designation,
        'departments', a.departments,
        'subsections', a.subsections,
        'in_lieu_of', ${daySql('a.in_lieu_of')},
        'in_timestamp', ${isoSql('a.in_timestamp')},
        'out_timestamp', ${isoSql('a.out_timestamp')},
        'observed_in_timestamp', ${isoSql('a.observed_in_timestamp')},
        'observed_out_timestamp', ${isoSql('a.observed_out_timestamp')},
        'working_minutes', coalesce(a.working_minutes, 0),
        'overtime_minutes', coalesce(a.overtime_minutes, 0),
        'deficit_minutes', coalesce(a.deficit_minutes, 0),
        'min_working_minutes', a.min_working_minutes,
        'leave_minutes', coalesce(a.leave_minutes, 0),
        'payable_days', coalesce(a.payable_days, 0)::float8,
        'total_punch_count', coalesce(a.total_punch_count, 0),
        'isMissedPunch', coalesce(a.is_missed_punch, false),
        'attendance_edit_type', a.attendance_edit_type,
        'notes', a.notes,
        -- the computation writes the list (compute/types ExceptionEntry)
        'exception', case when jsonb_typeof(a.exception) = 'array' then a.exception else '[]'::jsonb end
      )::jsonb
      -- keys most days lack are left out rather than sent as null: a page of 200 × 31 cells is near
      -- the reply's 4 MB, and 'invoiced': false on every cell took it over
      || jsonb_strip_nulls(jsonb_build_object(
        'compensatory_off_until', ${daySql('a.compensatory_off_until')},
        'compensatory_off_days', case when a.compensatory_off_days > 0 then a.compensatory_off_days::float8 end,
        -- overtime, the business default, goes unsaid (the cell's preview reads its absence as such)
        'holiday_work', case when a.holiday_work = 'compensatory_off' then a.holiday_work end,
        -- the contract of the allocation covering the day (the latest, as the edit check reads it) has
        -- the day's month invoiced: the cell shows locked (spec 001 §5 "Day-cell editability")
        'invoiced', (select case when ${monthInvoicedSql(sql.ref('al.contracts_id'), sql.ref('a.attendance_date'))} then true end
          from allocations al where al.employees_id = a.employees_id and not al.deleted
            and al.allocations_range @> a.attendance_date
          order by al.creation_date desc limit 1))))
      order by a.attendance_date) as days
    from attendance a left join attendance_types t on t.id = a.att_type
      left join attendance_status s on s.id = a.attendance_status
      left join shifts sh on sh.id = a.shifts_id
    where a.employees_id = any(${employeeIds}::uuid[]) and not a.deleted
      and a.attendance_date >= ${start} and a.attendance_date < ${end}
    group by a.employees_id`.execute(db);
  return new Map(rows.rows.map((row) => [row.employees_id, row.days]));
}
