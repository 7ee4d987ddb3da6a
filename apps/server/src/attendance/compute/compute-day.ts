import type { AttendanceCode } from '@muster/protocol';
import { minuteMs } from './ist-day.js';
import type { DayInput, DayLeave, DayResult, ExceptionEntry, ManualEdit, ShiftWindow } from './types.js';

/** "Default deficit base when none is set is -510 minutes" (spec 001 §9). */
export const defaultMinimumMinutes = 510;
/** "A day of work is 480 minutes" (DESIGN §6): overtime base when no shift is known. */
export const workDayMinutes = 480;
/** Leaves up to this many minutes are half days (spec 001 §9: 240). */
export const halfDayLeaveMinutes = 240;

export const systemDescription = 'System calculation';
export const manualDescription = 'Manual edit';

/** Types on which no work is due: no deficit is counted (README "Deficit"). */
const restCodes: ReadonlySet<AttendanceCode> = new Set([
  'H',
  'WO',
  'L',
  'A',
  'SP',
  'PR',
  'T',
  'R',
  'LWP',
  'CO',
]);
/**
 * Types an edit sets with no working time: Absent and Holiday (spec 001 §5), and a
 * Compensatory Off, a day off whose pay is the holiday or weekly off worked (README "CO").
 */
const noWorkCodes: ReadonlySet<AttendanceCode> = new Set(['A', 'H', 'CO']);

/** The day's minimum: the shift's own, else the business default (510). */
const minimumOf = (shift: ShiftWindow | null, input: DayInput) =>
  shift?.minWorkingMinutes ?? input.defaultMinimumMinutes ?? defaultMinimumMinutes;
/** Overtime counts working beyond the shift's length, or beyond a work day without a shift. */
const overtimeBaseOf = (shift: ShiftWindow | null) =>
  shift ? shift.endMin - shift.startMin : workDayMinutes;

/** The attendance of one employee on one IST day, computed from its inputs alone. */
export function computeDay(input: DayInput): DayResult {
  const minimum = minimumOf(input.shift, input);
  const punches = [...input.punches].sort((a, b) => a - b);
  const firstPunch = punches[0] ?? null;
  const lastPunch = punches.length > 1 ? (punches[punches.length - 1] ?? null) : null;
  const working = firstPunch !== null && lastPunch !== null ? minutesBetween(firstPunch, lastPunch) : 0;
  const leave = input.leave;
  const attType = computedType(input, punches.length, working, minimum);
  const system: DayResult = {
    dayKey: input.dayKey,
    attType,
    leaveTypeId: attType === 'L' || attType === 'HD' ? (leave?.leaveTypeId ?? null) : null,
    shiftId: input.shift?.id ?? null,
    placement: input.placement,
    inLieuOf: null,
    observedInMs: firstPunch,
    observedOutMs: lastPunch,
    inMs: firstPunch,
    outMs: lastPunch,
    workingMinutes: working,
    overtimeMinutes: Math.max(0, working - overtimeBaseOf(input.shift)),
    deficitMinutes: deficitOf(attType, working, dueMinutes(minimum, leave)),
    minWorkingMinutes: minimum,
    totalPunchCount: punches.length,
    isMissedPunch: punches.length === 1,
    editType: null,
    notes: null,
    exception: [],
  };
  system.exception.push(historyEntry(system, 'system', systemDescription, input.computedAt));
  const edits = [...input.edits].sort((a, b) => a.editedAt - b.editedAt);
  let shift = input.shift;
  let day = system;
  for (const edit of edits) {
    shift = edit.shift ?? shift;
    day = applyEdit(day, edit, shift, input);
  }
  return day;
}

function computedType(input: DayInput, punchCount: number, working: number, minimum: number): AttendanceCode {
  if (input.isHoliday) return 'H';
  if (input.isWeeklyOff || input.leave?.leaveTypeCode === 'WO') return 'WO';
  if (input.leave) return isHalfDay(input.leave) ? 'HD' : 'L';
  if (punchCount === 0) return 'A';
  if (punchCount === 1) return 'SP';
  if (working >= minimum) return 'P';
  if (working >= minimum / 2) return 'HD';
  return 'A';
}

const isHalfDay = (leave: DayLeave) => leave.minutes <= halfDayLeaveMinutes;

/** A half-day leave covers its minutes of the day's minimum. */
function dueMinutes(minimum: number, leave: DayLeave | null): number {
  return leave && isHalfDay(leave) ? Math.max(0, minimum - leave.minutes) : minimum;
}

function deficitOf(attType: AttendanceCode, working: number, due: number): number {
  return restCodes.has(attType) ? 0 : working - due;
}

/**
 * A manual edit overrides what it sets. Working follows new in/out when not given; a new
 * shift brings its minimum; overtime follows the working and the shift when not given.
 */
function applyEdit(day: DayResult, edit: ManualEdit, shift: ShiftWindow | null, input: DayInput): DayResult {
  const inMs = edit.inMs ?? day.inMs;
  const outMs = edit.outMs ?? day.outMs;
  const timesChanged = edit.inMs !== null || edit.outMs !== null;
  const derivedWorking = timesChanged && inMs !== null && outMs !== null ? minutesBetween(inMs, outMs) : null;
  const workingMinutes = edit.workingMinutes ?? derivedWorking ?? day.workingMinutes;
  const workingChanged = edit.workingMinutes !== null || derivedWorking !== null;
  const overtimeMinutes =
    edit.overtimeMinutes ??
    (workingChanged || edit.shift
      ? Math.max(0, workingMinutes - overtimeBaseOf(shift))
      : day.overtimeMinutes);
  const minimum = minimumOf(shift, input);
  const attType = edit.attType ?? day.attType;
  const forcedZero = noWorkCodes.has(attType);
  const edited: DayResult = {
    ...day,
    attType,
    leaveTypeId: edit.leaveTypeId ?? (attType === 'L' || attType === 'HD' ? day.leaveTypeId : null),
    shiftId: shift?.id ?? null,
    placement: {
      sitesId: edit.sitesId ?? day.placement.sitesId,
      designation: edit.designation ?? day.placement.designation,
      departments: edit.departments ?? day.placement.departments,
      subsections: edit.subsections ?? day.placement.subsections,
    },
    inLieuOf: edit.inLieuOf ?? day.inLieuOf,
    inMs,
    outMs,
    workingMinutes: forcedZero ? 0 : workingMinutes,
    overtimeMinutes: forcedZero ? 0 : overtimeMinutes,
    minWorkingMinutes: minimum,
    editType: 'manual',
    notes: edit.notes ?? day.notes,
    isMissedPunch: day.isMissedPunch && attType === 'SP',
  };
  edited.deficitMinutes = deficitOf(attType, edited.workingMinutes, dueMinutes(minimum, input.leave));
  edited.exception = [
    ...day.exception,
    historyEntry(edited, 'manual', edit.notes ?? manualDescription, edit.editedAt),
  ];
  return edited;
}

function historyEntry(
  day: DayResult,
  type: ExceptionEntry['type'],
  description: string,
  at: number,
): ExceptionEntry {
  return {
    type,
    description,
    edit_timestamp: new Date(at).toISOString(),
    attendance_code: day.attType,
    working_minutes: day.workingMinutes,
    overtime_minutes: day.overtimeMinutes,
  };
}

const minutesBetween = (from: number, to: number) => Math.floor((to - from) / minuteMs);
