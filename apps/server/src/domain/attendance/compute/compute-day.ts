import {
  type AttendanceCode,
  compensatoryOffLeaveCode,
  type DayBasis,
  type DayFigures,
  dayDifference,
  dayOvertime,
  dayPayableDays,
  defaultMinWorkingMinutes,
  dueMinutes,
  editFigures,
  floorToMinute,
  formatBusinessTime,
  fullDayMinutes,
  isHalfDayLeave,
  isOffDay,
  minutesBetween,
  offDayOvertime,
} from '@muster/protocol';
import { compensatoryOffEarned, defaultAttendancePolicy } from './attendance-policy.js';
import type {
  DayInput,
  DayPunchRequest,
  DayResult,
  ExceptionEntry,
  ManualEdit,
  ShiftWindow,
} from './types.js';

export const systemDescription = 'System calculation';
export const manualDescription = 'Manual edit';

/** The day's minimum: the shift's own, else the business default (510). */
const minimumOf = (shift: ShiftWindow | null, input: DayInput) =>
  shift?.minWorkingMinutes ?? input.defaultMinimumMinutes ?? defaultMinWorkingMinutes;
/** Overtime counts working beyond the shift's length, or beyond a work day without a shift. */
const overtimeBaseOf = (shift: ShiftWindow | null) =>
  shift ? shift.endMin - shift.startMin : fullDayMinutes;

/** The minutes of the day's approved leave the day's due time and pay read (a WO leave is a weekly off, not a leave). */
const leaveMinutesOf = (input: DayInput) =>
  input.leave && input.leave.leaveTypeCode !== 'WO' ? input.leave.minutes : 0;

/**
 * The attendance of one employee on one IST day, computed from its inputs alone. Punches
 * are taken to the minute before any arithmetic (README "Punches to the minute"), so a day
 * shown as 09:00–17:30 is 510 minutes whatever the seconds were.
 */
export function computeDay(input: DayInput): DayResult {
  const minimum = minimumOf(input.shift, input);
  const leaveMinutes = leaveMinutesOf(input);
  const punches = input.punches.map(floorToMinute).sort((a, b) => a - b);
  const firstPunch = punches[0] ?? null;
  const lastPunch = punches.length > 1 ? (punches[punches.length - 1] ?? null) : null;
  const working = firstPunch !== null && lastPunch !== null ? minutesBetween(firstPunch, lastPunch) : 0;
  const computed = computedType(input, punches.length, working, minimum);
  const requests = input.punchRequests ?? [];
  const holidayWork = input.holidayWork ?? defaultAttendancePolicy.holidayWork;
  // a day missing a punch (SP, or a missed punch) that a request waits for shows PR and pays nothing yet
  const attType =
    requests.some((request) => request.waiting) && isMissingPunch(computed, punches.length) ? 'PR' : computed;
  const earned = compensatoryOffEarned(
    { dayKey: input.dayKey, code: attType, workingMinutes: working, minimumMinutes: minimum },
    holidayWork,
    compensatoryOffDaysOf(input),
  );
  const system: DayResult = {
    dayKey: input.dayKey,
    attType,
    leaveTypeId:
      attType === 'L' || attType === 'HD' || attType === 'CO' ? (input.leave?.leaveTypeId ?? null) : null,
    shiftId: input.shift?.id ?? null,
    placement: input.placement,
    inLieuOf: null,
    compensatoryOffUntil: earned?.until ?? null,
    compensatoryOffDays: earned?.days ?? 0,
    holidayWork,
    observedInMs: firstPunch,
    observedOutMs: lastPunch,
    inMs: firstPunch,
    outMs: lastPunch,
    workingMinutes: working,
    // work on a holiday or weekly off is overtime or earns a compensatory off, as the policy says (#29 item 2)
    overtimeMinutes: isOffDay(attType)
      ? offDayOvertime(working, holidayWork)
      : dayOvertime(attType, working, overtimeBaseOf(input.shift)),
    deficitMinutes: dayDifference(attType, working, dueMinutes(minimum, leaveMinutes)),
    minWorkingMinutes: minimum,
    leaveMinutes,
    pendingLeaveTypeId: input.leave ? null : input.pendingLeaveTypeId,
    payableDays: dayPayableDays(attType, leaveMinutes, working, minimum),
    totalPunchCount: punches.length,
    isMissedPunch: attType === 'A' && punches.length === 0,
    editType: null,
    notes: null,
    exception: [],
  };
  system.exception.push(historyEntry(system, 'system', systemDescription, input.computedAt));
  for (const request of requests)
    if (!request.waiting && request.decidedAt !== null)
      system.exception.push({
        ...historyEntry(system, 'request', requestDescription(request, input.timeZone), request.decidedAt),
        by: request.decidedBy ?? '',
      });
  const edits = [...input.edits].sort((a, b) => a.editedAt - b.editedAt);
  let shift = input.shift;
  let day = system;
  for (const edit of edits) {
    shift = edit.shift ?? shift;
    day = applyEdit(day, edit, shift, input);
  }
  return day;
}

const compensatoryOffDaysOf = (input: DayInput) =>
  input.compensatoryOffDays ?? defaultAttendancePolicy.compensatoryOffDays;

/** A single punch, or no punch on a day work was due: what a punch request completes. */
const isMissingPunch = (code: AttendanceCode, punchCount: number) =>
  code === 'SP' || (code === 'A' && punchCount === 0);

/** 'out 18:00: forgot to punch at the gate', the request as its history entry keeps it, on the business's clock. */
const requestDescription = (request: DayPunchRequest, timeZone: string) =>
  `${request.direction} ${formatBusinessTime(new Date(request.punchMs).toISOString(), timeZone)}: ${request.reason}`;

/**
 * A full day of leave is L, or CO when it is a compensatory off taken from earned credits
 * (README "Compensatory off as a leave credit"): a paid day off under its own mark.
 */
const leaveDayCode = (leaveTypeCode: string): AttendanceCode =>
  leaveTypeCode === compensatoryOffLeaveCode ? 'CO' : 'L';

/** Type, first rule that holds (README "Type"); a day with no punch where work was due is a missed punch. */
function computedType(input: DayInput, punchCount: number, working: number, minimum: number): AttendanceCode {
  if (input.isHoliday) return 'H';
  if (input.isWeeklyOff || input.leave?.leaveTypeCode === 'WO') return 'WO';
  if (input.leave)
    return isHalfDayLeave(input.leave.minutes) ? 'HD' : leaveDayCode(input.leave.leaveTypeCode);
  if (punchCount === 0) return 'A';
  if (punchCount === 1) return 'SP';
  if (working >= minimum) return 'P';
  if (working >= minimum / 2) return 'HD';
  return 'A';
}

/**
 * A manual edit overrides what it sets; the figures follow protocol's `editFigures`, the
 * rule every screen's preview applies too. A missed punch stays one while the day is
 * still an absence with no time.
 */
function applyEdit(day: DayResult, edit: ManualEdit, shift: ShiftWindow | null, input: DayInput): DayResult {
  const minimum = minimumOf(shift, input);
  const basis: DayBasis = {
    minimumMinutes: minimum,
    overtimeBase: overtimeBaseOf(shift),
    leaveMinutes: day.leaveMinutes,
    offDayWork: day.holidayWork,
  };
  const before: DayFigures = {
    code: day.attType,
    inMs: day.inMs,
    outMs: day.outMs,
    workingMinutes: day.workingMinutes,
    overtimeMinutes: day.overtimeMinutes,
    differenceMinutes: day.deficitMinutes,
    payableDays: day.payableDays,
  };
  const figures = editFigures(
    before,
    {
      code: edit.attType,
      inMs: edit.inMs,
      outMs: edit.outMs,
      workingMinutes: edit.workingMinutes,
      overtimeMinutes: edit.overtimeMinutes,
      shiftChanged: edit.shift !== null,
    },
    basis,
  );
  const attType = figures.code ?? day.attType;
  // the edited day earns by the same rule as a punched one: an edit moves its credit, never adds one
  const earned = compensatoryOffEarned(
    { dayKey: day.dayKey, code: attType, workingMinutes: figures.workingMinutes, minimumMinutes: minimum },
    day.holidayWork,
    compensatoryOffDaysOf(input),
  );
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
    compensatoryOffUntil: earned?.until ?? null,
    compensatoryOffDays: earned?.days ?? 0,
    inMs: figures.inMs,
    outMs: figures.outMs,
    workingMinutes: figures.workingMinutes,
    overtimeMinutes: figures.overtimeMinutes,
    deficitMinutes: figures.differenceMinutes,
    payableDays: figures.payableDays,
    minWorkingMinutes: minimum,
    editType: 'manual',
    notes: edit.notes ?? day.notes,
    isMissedPunch: day.isMissedPunch && attType === 'A' && figures.inMs === null && figures.outMs === null,
  };
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
