import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { istDayStart } from '../compute/index.js';
import type { EmployeeDefaults } from './load-inputs.js';
import type { PlannedDay } from './plan-days.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** One employee's computed days. */
export interface EmployeeDays {
  employee: EmployeeDefaults;
  days: readonly PlannedDay[];
}

/**
 * The stored columns a day's result sets, bar its history (`exception`, whose system entry
 * is stamped with each computation's time): what a recompute changed is a change of these.
 */
const figureColumns = [
  'att_type',
  'leave_type',
  'sites_id',
  'shifts_id',
  'designation',
  'departments',
  'subsections',
  'in_lieu_of',
  'compensatory_off_until',
  'compensatory_off_days',
  'holiday_work',
  'allocations_id',
  'observed_in_timestamp',
  'observed_out_timestamp',
  'in_timestamp',
  'out_timestamp',
  'working_minutes',
  'overtime_minutes',
  'deficit_minutes',
  'min_working_minutes',
  'leave_minutes',
  'pending_leave_type',
  'payable_days',
  'total_punch_count',
  'is_missed_punch',
  'attendance_edit_type',
  'notes',
] as const;
const figuresOf = (alias: string) => sql.join(figureColumns.map((column) => sql.ref(`${alias}.${column}`)));
/**
 * A day's history (`exception`) without the time of its system entries, which each
 * computation stamps anew: what the history says, to compare a recompute with the stored day.
 */
const historyOf = (alias: string) => {
  const history = sql.ref(`${alias}.exception`);
  return sql`case when jsonb_typeof(${history}) = 'array' then (
      select jsonb_agg(case when entry ->> 'type' = 'system' then entry - 'edit_timestamp' else entry end
        order by position)
      from jsonb_array_elements(${history}) with ordinality as history (entry, position))
    else ${history} end`;
};

/**
 * Writes computed days of any number of employees as attendance rows, in one statement:
 * existing rows (one per employee and date) whose figures or history changed are updated in
 * place, keeping their id and approval status; missing ones are inserted. A stored day that
 * computes the same as before (bar the time stamp of the computation's own history entry) is
 * not written at all: a terminal resending a batch, or the days around a punch that the
 * punch does not move, then cost no row version, no audit row and no change of
 * last_modified under a form open on the day (issue #35 item 7: two of every three days an
 * upload recomputes are such). The caller holds the employees' recompute locks, so no other
 * writer races the insert. Answers how many days changed: the rows inserted and updated.
 */
export async function writeDays(
  trx: Transaction<Database>,
  planned: readonly EmployeeDays[],
  typeIds: ReadonlyMap<string, string>,
): Promise<number> {
  const records = planned.flatMap(({ employee, days }) =>
    days.map((day) => ({
      partners_id: employee.partnersId,
      employees_id: employee.id,
      attendance_date: day.attendanceDate.toISOString(),
      att_type: typeIds.get(day.result.attType) ?? null,
      leave_type: day.result.leaveTypeId,
      sites_id: day.result.placement.sitesId,
      shifts_id: day.result.shiftId,
      designation: day.result.placement.designation,
      departments: day.result.placement.departments,
      subsections: day.result.placement.subsections,
      in_lieu_of:
        day.result.inLieuOf === null
          ? null
          : new Date(istDayStart(day.result.inLieuOf, employee.timeZone)).toISOString(),
      compensatory_off_until:
        day.result.compensatoryOffUntil === null
          ? null
          : new Date(istDayStart(day.result.compensatoryOffUntil, employee.timeZone)).toISOString(),
      compensatory_off_days: day.result.compensatoryOffDays,
      holiday_work: day.result.holidayWork,
      allocations_id: day.allocationsId,
      observed_in_timestamp: iso(day.result.observedInMs),
      observed_out_timestamp: iso(day.result.observedOutMs),
      in_timestamp: iso(day.result.inMs),
      out_timestamp: iso(day.result.outMs),
      working_minutes: day.result.workingMinutes,
      overtime_minutes: day.result.overtimeMinutes,
      deficit_minutes: day.result.deficitMinutes,
      min_working_minutes: day.result.minWorkingMinutes,
      leave_minutes: day.result.leaveMinutes,
      pending_leave_type: day.result.pendingLeaveTypeId,
      payable_days: day.result.payableDays,
      total_punch_count: day.result.totalPunchCount,
      is_missed_punch: day.result.isMissedPunch,
      attendance_edit_type: day.result.editType,
      notes: day.result.notes,
      exception: day.result.exception,
    })),
  );
  if (!records.length) return 0;
  const computed = sql`jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(
    partners_id uuid, employees_id uuid, attendance_date timestamptz, att_type uuid, leave_type uuid,
    sites_id uuid, shifts_id uuid, designation uuid, departments uuid, subsections uuid, in_lieu_of timestamptz, compensatory_off_until timestamptz, compensatory_off_days numeric, holiday_work text, allocations_id uuid,
    observed_in_timestamp timestamptz, observed_out_timestamp timestamptz, in_timestamp timestamptz,
    out_timestamp timestamptz, working_minutes bigint, overtime_minutes bigint, deficit_minutes bigint,
    min_working_minutes bigint, leave_minutes bigint, pending_leave_type uuid, payable_days numeric, total_punch_count bigint, is_missed_punch boolean, attendance_edit_type text,
    notes text, exception jsonb)`;
  // one statement, the records parsed once: `stored` (read before any write, one snapshot)
  // holds the days found and whether each changed; only those are updated, the rest are new
  const counted = await sql<{ changed: number }>`with x as materialized (select * from ${computed}),
    stored as materialized (
      select a.id, a.employees_id, a.attendance_date,
        row(${figuresOf('a')}) is distinct from row(${figuresOf('x')})
          or ${historyOf('a')} is distinct from ${historyOf('x')} as changed
      from attendance a join x on a.employees_id = x.employees_id and a.attendance_date = x.attendance_date
      where not a.deleted),
    updated as (
      update attendance a set
        att_type = x.att_type, leave_type = x.leave_type, sites_id = x.sites_id, shifts_id = x.shifts_id,
        designation = x.designation, departments = x.departments, subsections = x.subsections,
        in_lieu_of = x.in_lieu_of, compensatory_off_until = x.compensatory_off_until, compensatory_off_days = x.compensatory_off_days, holiday_work = x.holiday_work, allocations_id = x.allocations_id, observed_in_timestamp = x.observed_in_timestamp,
        observed_out_timestamp = x.observed_out_timestamp, in_timestamp = x.in_timestamp,
        out_timestamp = x.out_timestamp, working_minutes = x.working_minutes, overtime_minutes = x.overtime_minutes,
        deficit_minutes = x.deficit_minutes, min_working_minutes = x.min_working_minutes,
        leave_minutes = x.leave_minutes, pending_leave_type = x.pending_leave_type, payable_days = x.payable_days, total_punch_count = x.total_punch_count,
        is_missed_punch = x.is_missed_punch, attendance_edit_type = x.attendance_edit_type, notes = x.notes,
        exception = x.exception, sync_timestamp = now(), last_modified = now()
      from x join stored s on s.employees_id = x.employees_id and s.attendance_date = x.attendance_date
      where a.id = s.id and s.changed
      returning 1),
    inserted as (insert into attendance (partners_id, employees_id, attendance_date, att_type, leave_type, sites_id,
      shifts_id, designation, departments, subsections, in_lieu_of, compensatory_off_until, compensatory_off_days, holiday_work, allocations_id, observed_in_timestamp,
      observed_out_timestamp, in_timestamp, out_timestamp, working_minutes, overtime_minutes, deficit_minutes,
      min_working_minutes, leave_minutes, pending_leave_type, payable_days, total_punch_count, is_missed_punch, attendance_edit_type, notes, exception,
      sync_timestamp)
    select x.partners_id, x.employees_id, x.attendance_date, x.att_type, x.leave_type, x.sites_id, x.shifts_id,
      x.designation, x.departments, x.subsections, x.in_lieu_of, x.compensatory_off_until, x.compensatory_off_days, x.holiday_work, x.allocations_id, x.observed_in_timestamp,
      x.observed_out_timestamp, x.in_timestamp, x.out_timestamp, x.working_minutes, x.overtime_minutes,
      x.deficit_minutes, x.min_working_minutes, x.leave_minutes, x.pending_leave_type, x.payable_days, x.total_punch_count, x.is_missed_punch, x.attendance_edit_type,
      x.notes, x.exception, now()
    from x
    where not exists (select 1 from stored s
      where s.employees_id = x.employees_id and s.attendance_date = x.attendance_date)
    returning 1)
    select (select count(*) from inserted)::int + (select count(*) from updated)::int as changed`.execute(
    trx,
  );
  return Number(counted.rows[0]?.changed ?? 0);
}
