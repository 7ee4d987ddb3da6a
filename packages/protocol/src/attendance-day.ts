import type { AttendanceCode } from './attendance.js';

/**
 * The figures of one attendance day, written once: the server's computation stores them
 * and every screen's preview (grid cell, popup, register row) recomputes a queued edit
 * with the same functions, so no two places can disagree (apps/server/src/domain/attendance/README.md
 * "Rules chosen where the specification is silent").
 */

export const minuteMs = 60_000;
/** "Default deficit base when none is set is -510 minutes (8.5 h)" (spec 001 §9). */
export const defaultMinWorkingMinutes = 510;
/** "A leave day is 480 minutes" (spec 001 §9); also the overtime base without a shift. */
export const fullDayMinutes = 480;
/** "Overtime is shown in hours and days of 8 hours" (spec 001 §9). */
export const overtimeDayMinutes = 480;

/** An instant taken to its minute: every punch and edited time is floored before any arithmetic. */
export const floorToMinute = (ms: number): number => Math.floor(ms / minuteMs) * minuteMs;

/** Whole minutes from one instant to another, each taken to its minute first (09:00:59 is 09:00). */
export const minutesBetween = (fromMs: number, toMs: number): number =>
  (floorToMinute(toMs) - floorToMinute(fromMs)) / minuteMs;

/** Types whose working time is measured against the day's due minutes: only they have a difference. */
const measuredCodes: ReadonlySet<string> = new Set(['P', 'HD']);
/** Types on which overtime is counted: days worked as such (P, HD) and a tour (T). */
const overtimeCodes: ReadonlySet<string> = new Set(['P', 'HD', 'T']);
/** Absent and Holiday force working and overtime to 0 (spec 001 §5), and so does a Compensatory Off. */
const noWorkCodes: ReadonlySet<string> = new Set(['A', 'H', 'CO']);

export const forcesNoWork = (code: string | null): boolean => code !== null && noWorkCodes.has(code);
export const countsOvertime = (code: string | null): boolean => code !== null && overtimeCodes.has(code);

/**
 * Whether an edit leaves the day no work: one that makes it A or CO, or makes a day that was
 * no holiday an H (spec 001 §5: choosing Absent or Holiday zeroes the hours). A holiday that
 * was worked stays worked when it is edited with its type kept (issue #29 item 2): correcting
 * its out punch must not wipe the work it earned.
 */
export const editForcesNoWork = (before: string | null, after: string | null): boolean =>
  forcesNoWork(after) && !(after === 'H' && before === 'H');

/** What work on a holiday or weekly off earns (issue #29 item 2): overtime pay, or a compensatory off. */
export type OffDayWork = 'overtime' | 'compensatory_off';

const offDayCodes: ReadonlySet<string> = new Set(['H', 'WO']);

/** A holiday or a weekly off: a day no work was due. */
export const isOffDay = (code: string | null): boolean => code !== null && offDayCodes.has(code);

/**
 * Overtime of the work on a holiday or weekly off: every minute worked when the policy pays
 * such work as overtime (the day off is paid anyway, so all of it is beyond the day's due
 * time); none when it earns a compensatory off instead.
 */
export const offDayOvertime = (workingMinutes: number, rule: OffDayWork): number =>
  rule === 'overtime' ? workingMinutes : 0;

/** A leave of at most half a full day is a half-day leave: it takes its minutes off the day's due time. */
export const isHalfDayLeave = (leaveMinutes: number): boolean =>
  leaveMinutes > 0 && leaveMinutes < fullDayMinutes;

/** The minutes the day asks for: the minimum, less a half-day leave's minutes. */
export function dueMinutes(minimumMinutes: number, leaveMinutes: number): number {
  return isHalfDayLeave(leaveMinutes) ? Math.max(0, minimumMinutes - leaveMinutes) : minimumMinutes;
}

/**
 * The day's signed difference: working − due on P and HD days (a surplus is positive, a
 * shortfall negative), 0 on every other type (A and SP days are counted apart, as absences).
 */
export function dayDifference(code: string | null, workingMinutes: number, due: number): number {
  return code !== null && measuredCodes.has(code) ? workingMinutes - due : 0;
}

/** Overtime: working beyond the shift's length (480 without a shift), on the types that count it. */
export function dayOvertime(code: string | null, workingMinutes: number, overtimeBase: number): number {
  return countsOvertime(code) ? Math.max(0, workingMinutes - overtimeBase) : 0;
}

/** Spec 001 §9's full days, and CO: a paid day off (the attendance README "CO"). */
const fullDayCodes: ReadonlySet<string> = new Set(['P', 'T', 'R', 'WO', 'H', 'L', 'CO']);

/**
 * Payable days of one day before its status (spec 001 §9): P, T, R, WO, H, L and CO count 1;
 * HD counts 0.5, and 1 with a half-day leave only when the worked half reached half the
 * minimum (the leave pays one half, work the other); every other type 0.
 * A rejected day pays 0 whatever this says (attendance-totals.ts).
 */
export function dayPayableDays(
  code: string | null,
  leaveMinutes: number,
  workingMinutes: number,
  minimumMinutes: number,
): number {
  if (code === null) return 0;
  if (fullDayCodes.has(code)) return 1;
  if (code !== 'HD') return 0;
  const workedHalf = workingMinutes * 2 >= minimumMinutes;
  if (isHalfDayLeave(leaveMinutes)) return workedHalf ? 1 : 0.5;
  return 0.5;
}

/** What a day's figures are computed against: its shift's minimum and length, and its half-day leave. */
export interface DayBasis {
  minimumMinutes: number;
  /** The shift's end − start, or 480 without a shift. */
  overtimeBase: number;
  /** The day's approved leave minutes: 0 without a leave, the half's minutes on a half-day leave. */
  leaveMinutes: number;
  /** What work on the day earns if it is a holiday or weekly off: its policy's rule (issue #29 item 2). */
  offDayWork: OffDayWork;
}

/** The figures of a day a screen shows and the totals sum. */
export interface DayFigures {
  code: AttendanceCode | null;
  inMs: number | null;
  outMs: number | null;
  workingMinutes: number;
  overtimeMinutes: number;
  differenceMinutes: number;
  payableDays: number;
}

/** A manual edit of a day's figures: null leaves a value as it was. */
export interface FiguresEdit {
  code: AttendanceCode | null;
  inMs: number | null;
  outMs: number | null;
  workingMinutes: number | null;
  overtimeMinutes: number | null;
  /** The edit names a shift: its minimum and length are in the basis, and overtime follows it. */
  shiftChanged: boolean;
}

/**
 * A day's figures after a manual edit (the server's computation and every preview): new
 * in/out without working minutes recompute working; overtime not given follows the working
 * and the shift when either changed, else stays; A, CO and a day made H force working and
 * overtime to 0 (`editForcesNoWork`); on a holiday or weekly off overtime not given follows the
 * off-day rule of a punched day (`offDayOvertime`), so an edit keeps what the work earned; another
 * type that counts no overtime drops it; the difference and payable days are always
 * recomputed against the basis (the edited shift's minimum, the day's half-day leave).
 */
export function editFigures(day: DayFigures, edit: FiguresEdit, basis: DayBasis): DayFigures {
  const inMs = edit.inMs === null ? day.inMs : floorToMinute(edit.inMs);
  const outMs = edit.outMs === null ? day.outMs : floorToMinute(edit.outMs);
  const timesChanged = edit.inMs !== null || edit.outMs !== null;
  const derived = timesChanged && inMs !== null && outMs !== null ? minutesBetween(inMs, outMs) : null;
  const worked = edit.workingMinutes ?? derived ?? day.workingMinutes;
  const workingChanged = edit.workingMinutes !== null || derived !== null;
  const code = edit.code ?? day.code;
  const overtime =
    edit.overtimeMinutes ??
    (workingChanged || edit.shiftChanged ? Math.max(0, worked - basis.overtimeBase) : day.overtimeMinutes);
  const noWork = editForcesNoWork(day.code, code);
  const workingMinutes = noWork ? 0 : worked;
  return {
    code,
    inMs,
    outMs,
    workingMinutes,
    overtimeMinutes: noWork
      ? 0
      : isOffDay(code)
        ? (edit.overtimeMinutes ?? offDayOvertime(workingMinutes, basis.offDayWork))
        : countsOvertime(code)
          ? overtime
          : 0,
    differenceMinutes: dayDifference(
      code,
      workingMinutes,
      dueMinutes(basis.minimumMinutes, basis.leaveMinutes),
    ),
    payableDays: dayPayableDays(code, basis.leaveMinutes, workingMinutes, basis.minimumMinutes),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** U+2212, the minus sign: a difference reads −00:06, not a hyphen. */
export const minusSign = '−';

/** A duration as hours and minutes, never wrapped at 24 hours: 1975 minutes is '32:55'. */
export function formatDuration(minutes: number): string {
  const size = Math.abs(Math.trunc(minutes));
  return `${minutes < 0 ? minusSign : ''}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** Overtime in days of 8 hours (spec 001 §9), to two decimals: 600 minutes is 1.25. */
export const overtimeDays = (minutes: number): number =>
  Math.round((minutes / overtimeDayMinutes) * 100) / 100;
