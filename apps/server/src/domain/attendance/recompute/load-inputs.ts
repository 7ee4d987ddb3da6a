import {
  approvedPunchRequestState,
  attendanceCodes,
  fullDayMinutes,
  waitingPunchRequestStates,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import {
  type AttendancePolicy,
  type DayLeave,
  type DayPunchRequest,
  defaultAttendancePolicy,
  type HolidayWork,
  istDayKey,
  type LeavesCountFrom,
  leaveCounts,
  type ManualEdit,
  type PunchMergeSetting,
  type ShiftWindow,
} from '../compute/index.js';

/** The employee's own defaults a day falls back to. */
export interface EmployeeDefaults {
  id: string;
  partnersId: string;
  /** The business's time zone (partners.time_zone): the zone of its days. */
  timeZone: string;
  weeklyOff: number | null;
  shiftsId: string | null;
  sitesId: string | null;
  designation: string | null;
  departments: string | null;
  subsections: string | null;
  joiningDate: Date | null;
}

export interface AllocationSpan {
  from: number;
  to: number | null;
  allocationsId: string;
  sitesId: string | null;
  shiftsId: string | null;
}

/**
 * Statuses of leaves read: the approved (counted from the approval the business's policy
 * names, README "Leaves"), and those not yet counted, shown as pending.
 */
const liveLeaveStatuses = ['created', 'intermediate_approved', 'final_approved'];

export interface LeaveSpan {
  from: number;
  to: number | null;
  leave: DayLeave;
  /** Approved as far as the business's policy counts: the day is the leave's. Else it is pending. */
  approved: boolean;
}

export interface DatedPunchRequest {
  attendanceDate: number;
  request: DayPunchRequest;
}

export interface DatedEdit {
  attendanceDate: number;
  edit: ManualEdit;
}

/** Everything the computation reads for one employee over an instant range. */
export interface EmployeeInputs {
  employee: EmployeeDefaults;
  shifts: Map<string, ShiftWindow>;
  allocations: AllocationSpan[];
  holidayDates: Set<number>;
  leaves: LeaveSpan[];
  punches: number[];
  edits: DatedEdit[];
  /** Punch requests waiting or approved (rejected and cancelled ones are not read). */
  punchRequests: DatedPunchRequest[];
  /** The dated double-tap merge windows (attendance_settings), oldest first. */
  punchMerge: PunchMergeSetting[];
  /** The employee's business's attendance policy (attendance_policies), else the defaults. */
  policy: AttendancePolicy;
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** Rows of one source, each tagged with the employee it belongs to. */
const byEmployee = <Row extends { employees_id: string }>(rows: readonly Row[]) => {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const own = grouped.get(row.employees_id);
    if (own) own.push(row);
    else grouped.set(row.employees_id, [row]);
  }
  return (employeeId: string) => grouped.get(employeeId) ?? [];
};

/**
 * The holidays of each of `employeeIds` in `[from, to)`: those of its site, of its state when
 * they name no site, or of everyone when they name neither; optional holidays for nobody.
 */
export async function loadHolidayDates(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  from: Date,
  to: Date,
): Promise<{ employees_id: string; holiday_date: Date }[]> {
  const rows = await sql<{ employees_id: string; holiday_date: Date }>`
    select e.id as employees_id, h.holiday_date
    from employees e left join sites s on s.id = e.sites_id
      join holidays h on h.sites_id = e.sites_id or (h.sites_id is null and (h.states_id is null or h.states_id = s.states_id))
    where e.id = any(${[...employeeIds]}::uuid[]) and not h.deleted and not coalesce(h.optional_holiday, false)
      and h.holiday_date >= ${from} and h.holiday_date < ${to}`.execute(db);
  return rows.rows;
}

/**
 * The inputs of each of `employeeIds` (skipping missing or deleted ones) over `[from, to)`,
 * one query per source for all of them, so recomputing a business costs as many queries
 * as recomputing one employee. Holidays count for the employee's site, or for its state
 * when they name no site, or for everyone when they name neither; optional holidays count
 * for nobody. Leave days approved (intermediate or final) count, created ones are pending
 * (shown on the day), rejected and cancelled ones are not read; a leave day's minutes are its
 * half_day_duration's (the one field that decides a half day), else a full day.
 */
export async function loadEmployeesInputs(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  from: Date,
  to: Date,
): Promise<EmployeeInputs[]> {
  const ids = sql`${[...employeeIds]}::uuid[]`;
  const employeeRows = await sql<{
    id: string;
    partners_id: string;
    time_zone: string;
    weekly_off: number | null;
    shifts_id: string | null;
    sites_id: string | null;
    designation: string | null;
    departments: string | null;
    subsections: string | null;
    joining_date: Date | null;
  }>`select e.id, e.partners_id, p.time_zone, e.weekly_off, e.shifts_id, e.sites_id, e.designation,
      e.departments, e.subsections, e.joining_date
    from employees e join partners p on p.id = e.partners_id
    where e.id = any(${ids}) and not e.deleted`.execute(db);
  if (!employeeRows.rows.length) return [];
  const [shifts, allocations, holidays, leaves, punches, edits, punchMerge, requests, policies] =
    await Promise.all([
      sql<{
        id: string;
        start_min: number;
        end_min: number;
        min_working_minutes: number | null;
        holiday_work: HolidayWork | null;
      }>`
      select id, lower(shift_time) as start_min, upper(shift_time) as end_min, min_working_minutes,
        nullif(holiday_work, '') as holiday_work
      from shifts where not deleted and shift_time is not null`.execute(db),
      sql<{
        employees_id: string;
        lower: Date;
        upper: Date | null;
        allocations_id: string;
        sites_id: string | null;
        shifts_id: string | null;
      }>`
      select a.employees_id, lower(p.allocations_range) as lower, upper(p.allocations_range) as upper,
        a.id as allocations_id, a.sites_id, p.shifts_id
      from allocations a join allocations__allocation_periods p on p.parent_id = a.id
      where a.employees_id = any(${ids}) and not a.deleted and not p.deleted
        and p.allocations_range && tstzrange(${from}, ${to})`.execute(db),
      loadHolidayDates(db, employeeIds, from, to),
      sql<{
        employees_id: string;
        lower: Date;
        upper: Date | null;
        leave_types_id: string;
        code: string | null;
        half_minutes: number | null;
        status: string;
      }>`
      select l.employees_id, lower(d.leave_period) as lower, upper(d.leave_period) as upper, d.leave_types_id, t.code,
        h.leave_minutes as half_minutes, coalesce(d.leave_status, l.leave_status) as status
      from leaves l join leaves__leave_days d on d.parent_id = l.id left join leave_types t on t.id = d.leave_types_id
        left join half_day_duration h on h.id = d.half_day_duration
      where l.employees_id = any(${ids}) and not l.deleted and not d.deleted
        and coalesce(d.leave_status, l.leave_status) in (${sql.join(liveLeaveStatuses.map((status) => sql`${status}`))})
        and d.leave_period && tstzrange(${from}, ${to})`.execute(db),
      sql<{ employees_id: string; punched_at: Date }>`
      select employees_id, punched_at from punches
      where employees_id = any(${ids}) and punched_at >= ${from} and punched_at < ${to}`.execute(db),
      sql<{
        employees_id: string;
        attendance_date: Date;
        edited_at: Date;
        code: string | null;
        leave_type: string | null;
        shifts_id: string | null;
        sites_id: string | null;
        designation: string | null;
        departments: string | null;
        subsections: string | null;
        in_lieu_of: Date | null;
        in_timestamp: Date | null;
        out_timestamp: Date | null;
        working_minutes: number | null;
        overtime_minutes: number | null;
        notes: string | null;
      }>`select e.employees_id, e.attendance_date, coalesce(e.sync_timestamp, e.creation_date) as edited_at, t.code,
        e.leave_type, e.shifts_id, e.sites_id, e.designation, e.departments, e.subsections, e.in_lieu_of, e.in_timestamp,
        e.out_timestamp, e.working_minutes, e.overtime_minutes, e.notes
      from attendance_edits e left join attendance_types t on t.id = e.att_type
      where e.employees_id = any(${ids}) and not e.deleted
        and e.attendance_date >= ${from} and e.attendance_date < ${to}`.execute(db),
      sql<{ effective_from: string; punch_merge_minutes: number }>`
      select to_char(effective_from, 'YYYY-MM-DD') as effective_from, punch_merge_minutes
      from attendance_settings order by effective_from`.execute(db),
      sql<{
        employees_id: string;
        attendance_date: Date;
        direction: 'in' | 'out';
        punch_time: Date;
        reason: string | null;
        request_status: string;
        decided_at: Date | null;
        decided_by: string | null;
      }>`select r.employees_id, r.attendance_date, r.direction, r.punch_time, r.reason, r.request_status, r.decided_at,
        nullif(concat_ws(' ', d.code, p.first_name ->> 'eng', p.last_name ->> 'eng'), '') as decided_by
      from punch_requests r left join employees d on d.id = r.decided_by left join persons p on p.id = d.persons_id
      where r.employees_id = any(${ids}) and not r.deleted
        and r.request_status in (${sql.join([...waitingPunchRequestStates, approvedPunchRequestState].map((state) => sql`${state}`))})
        and r.attendance_date >= ${from} and r.attendance_date < ${to}`.execute(db),
      sql<{
        partners_id: string;
        leaves_count_from: LeavesCountFrom | null;
        holiday_work: HolidayWork | null;
        compensatory_off_days: number | null;
      }>`select partners_id, leaves_count_from, holiday_work, compensatory_off_days from attendance_policies
      where not deleted and partners_id in (select partners_id from employees where id = any(${ids}))`.execute(
        db,
      ),
    ]);
  const policyOf = (partnersId: string): AttendancePolicy => {
    const row = policies.rows.find((policy) => policy.partners_id === partnersId);
    return {
      leavesCountFrom: row?.leaves_count_from ?? defaultAttendancePolicy.leavesCountFrom,
      holidayWork: row?.holiday_work ?? defaultAttendancePolicy.holidayWork,
      compensatoryOffDays:
        row?.compensatory_off_days == null
          ? defaultAttendancePolicy.compensatoryOffDays
          : Number(row.compensatory_off_days),
    };
  };
  const shiftWindows = new Map(
    shifts.rows.map((shift): [string, ShiftWindow] => [
      shift.id,
      {
        id: shift.id,
        startMin: Number(shift.start_min),
        endMin: Number(shift.end_min),
        minWorkingMinutes: shift.min_working_minutes === null ? null : Number(shift.min_working_minutes),
        holidayWork: shift.holiday_work,
      },
    ]),
  );
  const allocationsOf = byEmployee(allocations.rows);
  const holidaysOf = byEmployee(holidays);
  const leavesOf = byEmployee(leaves.rows);
  const punchesOf = byEmployee(punches.rows);
  const editsOf = byEmployee(edits.rows);
  const requestsOf = byEmployee(requests.rows);
  const punchMergeSettings = punchMerge.rows.map((setting) => ({
    effectiveFrom: setting.effective_from,
    minutes: Number(setting.punch_merge_minutes),
  }));
  return employeeRows.rows.map((row) => {
    const policy = policyOf(row.partners_id);
    return {
      policy,
      employee: {
        id: row.id,
        partnersId: row.partners_id,
        timeZone: row.time_zone,
        weeklyOff: row.weekly_off,
        shiftsId: row.shifts_id,
        sitesId: row.sites_id,
        designation: row.designation,
        departments: row.departments,
        subsections: row.subsections,
        joiningDate: row.joining_date,
      },
      shifts: shiftWindows,
      allocations: allocationsOf(row.id).map((allocation) => ({
        from: time(allocation.lower) ?? Number.NEGATIVE_INFINITY,
        to: time(allocation.upper),
        allocationsId: allocation.allocations_id,
        sitesId: allocation.sites_id,
        shiftsId: allocation.shifts_id,
      })),
      holidayDates: new Set(holidaysOf(row.id).map((holiday) => new Date(holiday.holiday_date).getTime())),
      leaves: leavesOf(row.id).map((leave) => ({
        from: time(leave.lower) ?? Number.NEGATIVE_INFINITY,
        to: time(leave.upper),
        leave: {
          leaveTypeId: leave.leave_types_id,
          leaveTypeCode: leave.code ?? '',
          minutes: leave.half_minutes === null ? fullDayMinutes : Number(leave.half_minutes),
        },
        approved: leaveCounts(leave.status, policy),
      })),
      punches: punchesOf(row.id).map((punch) => new Date(punch.punched_at).getTime()),
      edits: editsOf(row.id).map((edit) => ({
        attendanceDate: new Date(edit.attendance_date).getTime(),
        edit: {
          editedAt: new Date(edit.edited_at).getTime(),
          attType: attendanceCodes.find((code) => code === edit.code) ?? null,
          leaveTypeId: edit.leave_type,
          // a shift without its times (no shift_time) cannot place the day: the edit keeps the day's shift
          shift: (edit.shifts_id && shiftWindows.get(edit.shifts_id)) || null,
          sitesId: edit.sites_id,
          designation: edit.designation,
          departments: edit.departments,
          subsections: edit.subsections,
          inLieuOf:
            edit.in_lieu_of === null ? null : istDayKey(new Date(edit.in_lieu_of).getTime(), row.time_zone),
          inMs: time(edit.in_timestamp),
          outMs: time(edit.out_timestamp),
          workingMinutes: edit.working_minutes === null ? null : Number(edit.working_minutes),
          overtimeMinutes: edit.overtime_minutes === null ? null : Number(edit.overtime_minutes),
          notes: edit.notes,
        },
      })),
      punchRequests: requestsOf(row.id).map((request) => ({
        attendanceDate: new Date(request.attendance_date).getTime(),
        request: {
          waiting: waitingPunchRequestStates.includes(request.request_status),
          direction: request.direction,
          punchMs: new Date(request.punch_time).getTime(),
          reason: request.reason ?? '',
          decidedAt: time(request.decided_at),
          decidedBy: request.decided_by,
        },
      })),
      punchMerge: punchMergeSettings,
    };
  });
}
