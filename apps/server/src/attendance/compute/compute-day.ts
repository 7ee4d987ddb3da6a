import type { AttendanceCode } from '@muster/protocol';
import { minuteMs } from './ist-day.js';
import type { DayInput, DayLeave, DayResult, ExceptionEntry, ManualEdit } from './types.js';

/** "Default deficit base when none is set is -510 minutes" (spec 001 §9). */
export const defaultMinimumMinutes = 510;
/** "A day of work is 480 minutes" (DESIGN §6): overtime base when no shift is known. */
export const workDayMinutes = 480;
/** Leaves up to this many minutes are half days (spec 001 §9: 240). */
export const halfDayLeaveMinutes = 240;

export const systemDescription = 'System calculation';
export const manualDescription = 'Manual edit';

/** Types on which no work is due: no deficit is counted (README "Deficit"). */
const restCodes: ReadonlySet<AttendanceCode> = new Set(['H', 'WO', 'L', 'A', 'SP', 'PR', 'T', 'R', 'LWP']);

/** The attendance of one employee on one IST day, computed from its inputs alone. */
export function computeDay(input: DayInput): DayResult {
  const minimum = input.shift?.minWorkingMinutes ?? input.defaultMinimumMinutes ?? defaultMinimumMinutes;
  const shiftLength = input.shift ? input.shift.endMin - input.shift.startMin : workDayMinutes;
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
    observedInMs: firstPunch,
    observedOutMs: lastPunch,
    inMs: firstPunch,
    outMs: lastPunch,
    workingMinutes: working,
    overtimeMinutes: Math.max(0, working - shiftLength),
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
  return edits.reduce((day, edit) => applyEdit(day, edit, minimum, leave), system);
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

/** A manual edit overrides what it sets; working follows new in/out when not given. */
function applyEdit(day: DayResult, edit: ManualEdit, minimum: number, leave: DayLeave | null): DayResult {
  const inMs = edit.inMs ?? day.inMs;
  const outMs = edit.outMs ?? day.outMs;
  const timesChanged = edit.inMs !== null || edit.outMs !== null;
  const derivedWorking = timesChanged && inMs !== null && outMs !== null ? minutesBetween(inMs, outMs) : null;
  const workingMinutes = edit.workingMinutes ?? derivedWorking ?? day.workingMinutes;
  const attType = edit.attType ?? day.attType;
  const forcedZero = attType === 'A' || attType === 'H';
  const edited: DayResult = {
    ...day,
    attType,
    leaveTypeId: edit.leaveTypeId ?? (attType === 'L' || attType === 'HD' ? day.leaveTypeId : null),
    inMs,
    outMs,
    workingMinutes: forcedZero ? 0 : workingMinutes,
    overtimeMinutes: forcedZero ? 0 : (edit.overtimeMinutes ?? day.overtimeMinutes),
    editType: 'manual',
    notes: edit.notes ?? day.notes,
    isMissedPunch: day.isMissedPunch && attType === 'SP',
  };
  edited.deficitMinutes = deficitOf(attType, edited.workingMinutes, dueMinutes(minimum, leave));
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
