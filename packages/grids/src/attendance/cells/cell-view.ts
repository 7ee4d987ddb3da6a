import { type AttendanceDayCell, type EmployeeAttendance, formatDuration } from '@muster/protocol';
import { clockText } from '../editor/time-text';
import type { AttendanceReferences, PendingEdit, ReferenceOption } from '../types';
import { previewDay } from './day-preview';
import { lacksPunch } from './missing-punch';

/** The colour family of an attendance type (spec 001 §9 "Attendance colours"). */
export type TypeTone = 'present' | 'absent' | 'holiday' | 'single-punch' | 'punch-request' | 'other';

const tones: Record<string, TypeTone> = {
  P: 'present',
  A: 'absent',
  H: 'holiday',
  SP: 'single-punch',
  PR: 'punch-request',
};
export const typeTone = (code: string): TypeTone => tones[code] ?? 'other';

export type StatusMark = 'final_approved' | 'intermediate_approved' | 'rejected' | 'settled';
const statusMarks = new Set<string>(['final_approved', 'intermediate_approved', 'rejected', 'settled']);

/** What a day cell shows, with a queued edit's values over the stored ones. */
export interface DayCellView {
  code: string | null;
  tone: TypeTone;
  /** First two characters of the shift code. */
  shift: string;
  working: string;
  overtime: string;
  /** 'HH:MM–HH:MM' in IST, or null when neither is known. */
  inOut: string | null;
  deficit: boolean;
  edit: 'system' | 'manual' | null;
  status: StatusMark | null;
  leave: boolean;
  /** A leave applied for on the day awaits approval: shown, the day still its punches. */
  leavePending: boolean;
  /** The day's contract month is invoiced (spec 001 §5): shown locked, not editable. */
  invoiced: boolean;
  pending: boolean;
  sitesId: string | null;
  designation: string | null;
}

/** Reference rows by id, for labels and codes. */
export interface ReferenceIndex {
  /** The lists themselves, as the day preview reads them. */
  all: AttendanceReferences;
  sites: Map<string, ReferenceOption>;
  shifts: Map<string, ReferenceOption>;
  designations: Map<string, ReferenceOption>;
  departments: Map<string, ReferenceOption>;
  subsections: Map<string, ReferenceOption>;
  attendanceTypes: Map<string, ReferenceOption>;
  leaveTypes: Map<string, ReferenceOption>;
}

const byId = (options: readonly ReferenceOption[]) => new Map(options.map((option) => [option.id, option]));

export function indexReferences(references: AttendanceReferences): ReferenceIndex {
  return {
    all: references,
    sites: byId(references.sites),
    shifts: byId(references.shifts),
    designations: byId(references.designations),
    departments: byId(references.departments),
    subsections: byId(references.subsections),
    attendanceTypes: byId(references.attendanceTypes),
    leaveTypes: byId(references.leaveTypes),
  };
}

const days = new WeakMap<EmployeeAttendance, Map<string, AttendanceDayCell>>();

/** An employee's stored day by date (indexed once per record). */
export function dayOf(employee: EmployeeAttendance, date: string): AttendanceDayCell | null {
  let index = days.get(employee);
  if (!index) {
    index = new Map(employee.days.map((day) => [day.attendance_date, day]));
    days.set(employee, index);
  }
  return index.get(date) ?? null;
}

/** A value the edit sets, else the stored one (undefined in an edit means "unchanged"). */
const over = <T>(edited: T | undefined, stored: T): T => (edited === undefined ? stored : edited);

/**
 * A day cell's look. Its figures are the day's preview (day-preview.ts): a queued edit
 * recomputes working, overtime and the difference as the server will (spec 001 §4).
 */
export function dayCellView(
  day: AttendanceDayCell | null,
  pending: PendingEdit | null,
  references: ReferenceIndex,
  /** The employee's own shift: the basis of an edit of a day with no stored row. */
  employeeShiftId: string | null = null,
): DayCellView | null {
  if (!day && !pending) return null;
  // the stored figures are the server's; only a queued edit is recomputed (31,000 cells paint at once)
  const figures = pending ? previewDay(day, pending, references.all, employeeShiftId) : null;
  const working = figures?.workingMinutes ?? day?.working_minutes ?? 0;
  const overtime = figures?.overtimeMinutes ?? day?.overtime_minutes ?? 0;
  const difference = figures?.differenceMinutes ?? day?.deficit_minutes ?? 0;
  const inAt = over(pending?.in_timestamp, day?.in_timestamp ?? null);
  const outAt = over(pending?.out_timestamp, day?.out_timestamp ?? null);
  const typeId = over(pending?.att_type, day?.att_type?.id ?? null);
  const code = typeId ? (references.attendanceTypes.get(typeId)?.code ?? day?.att_type?.code ?? null) : null;
  const shiftId = over(pending?.shifts_id, day?.shifts_id ?? null);
  const shiftCode = shiftId ? (references.shifts.get(shiftId)?.code ?? day?.shift_code ?? '') : '';
  const leaveType = over(pending?.leave_type, day?.leave_type ?? null);
  const edit = day?.attendance_edit_type;
  const status = day?.attendance_status ?? null;
  // a day short of a punch has no hours to show (#29 item 6): its missing side reads --:--
  const short = lacksPunch(code, inAt ? Date.parse(inAt) : null, outAt ? Date.parse(outAt) : null);
  return {
    code,
    tone: code ? typeTone(code) : 'other',
    shift: shiftCode.slice(0, 2),
    working: short ? '' : formatDuration(working),
    overtime: short ? '' : formatDuration(overtime),
    inOut:
      inAt || outAt
        ? `${inAt ? clockText(inAt, references.all.timeZone) : '--:--'}–${outAt ? clockText(outAt, references.all.timeZone) : '--:--'}`
        : null,
    deficit: difference < 0,
    edit: edit === 'manual' || edit === 'system' ? edit : null,
    status: status && statusMarks.has(status) ? (status as StatusMark) : null,
    leave: code === 'L' || leaveType !== null,
    leavePending: (day?.pending_leave_type ?? null) !== null,
    invoiced: day?.invoiced === true,
    pending: pending !== null,
    sitesId: over(pending?.sites_id, day?.sites_id ?? null),
    designation: over(pending?.designation, day?.designation ?? null),
  };
}
