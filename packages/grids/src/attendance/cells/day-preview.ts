import {
  type AttendanceCode,
  type AttendanceDayCell,
  attendanceCodes,
  type DayBasis,
  type DayFigures,
  defaultMinWorkingMinutes,
  editFigures,
  fullDayMinutes,
} from '@muster/protocol';
import type { AttendanceReferences, PendingEdit, ShiftOption } from '../types';

/**
 * What a day shows with a queued edit over it: the stored figures, or the figures the
 * server will compute for the edit (protocol's `editFigures`, the rule the server applies),
 * so the grid cell, the popup and the register row cannot disagree with each other or
 * with the day once it is saved.
 */
export interface DayPreview extends DayFigures {
  /** A day work was due with no punch at all: the register shows it as such. */
  missedPunch: boolean;
}

const asCode = (code: string | null | undefined): AttendanceCode | null =>
  attendanceCodes.find((known) => known === code) ?? null;

const instant = (iso: string | null | undefined): number | null => (iso ? Date.parse(iso) : null);

/** A shift places a day only with its times (the server ignores a shift without shift_time). */
const timedShift = (references: AttendanceReferences, id: string | null | undefined): ShiftOption | null => {
  const shift = id ? references.shifts.find((option) => option.id === id) : undefined;
  return shift && shift.start !== null && shift.end !== null ? shift : null;
};

/** The stored day's own figures, as the server wrote them. */
export function storedFigures(day: AttendanceDayCell): DayPreview {
  return {
    code: asCode(day.att_type?.code),
    inMs: instant(day.in_timestamp),
    outMs: instant(day.out_timestamp),
    workingMinutes: day.working_minutes,
    overtimeMinutes: day.overtime_minutes,
    differenceMinutes: day.deficit_minutes,
    payableDays: day.payable_days,
    missedPunch: day.isMissedPunch,
  };
}

const emptyDay: DayPreview = {
  code: null,
  inMs: null,
  outMs: null,
  workingMinutes: 0,
  overtimeMinutes: 0,
  differenceMinutes: 0,
  payableDays: 0,
  missedPunch: false,
};

/**
 * What the day is computed against after the edit: the edited shift's minimum and length
 * when the edit names a shift with times, else the stored day's minimum and its shift's
 * length; on a day with no stored row the employee's own shift, as the server computes a
 * new day (issue #29 item 6: it measured against 510 and 480 whatever the shift); 510 and
 * 480 only without any shift; the day's half-day leave and its off-day rule (what work on a
 * holiday or weekly off earns) either way.
 */
function basisOf(
  day: AttendanceDayCell | null,
  pending: PendingEdit,
  references: AttendanceReferences,
  employeeShiftId: string | null,
): { basis: DayBasis; shiftChanged: boolean } {
  const edited = timedShift(references, pending.shifts_id);
  const own = timedShift(references, day ? day.shifts_id : employeeShiftId);
  const shift = edited ?? own;
  const length =
    shift && shift.start !== null && shift.end !== null ? shift.end - shift.start : fullDayMinutes;
  return {
    basis: {
      minimumMinutes:
        (edited ? edited.minWorkingMinutes : day ? day.min_working_minutes : own?.minWorkingMinutes) ??
        defaultMinWorkingMinutes,
      overtimeBase: length,
      leaveMinutes: day?.leave_minutes ?? 0,
      // the list names the rule only where it is not the business default
      offDayWork: day?.holiday_work ?? 'overtime',
    },
    shiftChanged: edited !== null,
  };
}

/**
 * The day as it shows with the queued edit (null for an empty cell with no edit);
 * `employeeShiftId` is the employee's own shift, the basis of a day with no stored row.
 */
export function previewDay(
  day: AttendanceDayCell | null,
  pending: PendingEdit | null,
  references: AttendanceReferences,
  employeeShiftId: string | null = null,
): DayPreview | null {
  if (!pending) return day ? storedFigures(day) : null;
  const before = day ? storedFigures(day) : emptyDay;
  const typeCode = pending.att_type
    ? (asCode(references.attendanceTypes.find((type) => type.id === pending.att_type)?.code) ??
      (pending.att_type === day?.att_type?.id ? asCode(day?.att_type?.code) : null))
    : null;
  const { basis, shiftChanged } = basisOf(day, pending, references, employeeShiftId);
  const figures = editFigures(
    before,
    {
      code: typeCode,
      inMs: instant(pending.in_timestamp),
      outMs: instant(pending.out_timestamp),
      workingMinutes: pending.working_minutes ?? null,
      overtimeMinutes: pending.overtime_minutes ?? null,
      shiftChanged,
    },
    basis,
  );
  return {
    ...figures,
    missedPunch:
      before.missedPunch && figures.code === 'A' && figures.inMs === null && figures.outMs === null,
  };
}
