import { type AttendanceCode, type AttendanceTotals, emptyAttendanceTotals } from './attendance.js';

/** What the month totals read of a day: its type, minutes, leave and status. */
export interface SummaryDay {
  attType: AttendanceCode;
  overtimeMinutes: number;
  deficitMinutes: number;
  leaveTypeId: string | null;
  /** attendance_status code; null while no status is set (unapproved). */
  status: string | null;
}

const countedBy: Partial<Record<AttendanceCode, keyof AttendanceTotals>> = {
  P: 'present',
  HD: 'partialAttendance',
  PR: 'punchRequest',
  A: 'absent',
  R: 'rest',
  WO: 'weeklyOff',
  H: 'holidays',
  L: 'leaves',
  LWP: 'leaveWithoutPay',
  T: 'tour',
};

/** Spec 001 §9's full days, and CO: a paid day off (apps/server/src/attendance/README.md "CO"). */
const fullDayCodes: ReadonlySet<AttendanceCode> = new Set(['P', 'T', 'R', 'WO', 'H', 'L', 'CO']);

/**
 * Payable days of one day (spec 001 §9): P, T, R, WO, H, L and CO count 1; HD counts 0.5,
 * or 1 with a leave; a rejected day counts 0; every other type counts 0. CO has no counter
 * of its own among the spec's totals: it shows in the payable days only.
 */
export function payableDays(day: SummaryDay): number {
  if (day.status === 'rejected') return 0;
  if (fullDayCodes.has(day.attType)) return 1;
  if (day.attType === 'HD') return day.leaveTypeId ? 1 : 0.5;
  return 0;
}

/** Days of one kind counted together: their minutes are summed, `deficitMinutes` over shortfalls only. */
export interface SummaryGroup extends SummaryDay {
  days: number;
}

/** Totals over groups of like days, so a whole filtered set is summed without reading each day. */
export function summariseGroups(groups: readonly SummaryGroup[]): AttendanceTotals {
  const totals = emptyAttendanceTotals();
  for (const group of groups) {
    const counter = countedBy[group.attType];
    if (counter) totals[counter] += group.days;
    totals.overtime_minutes += group.overtimeMinutes;
    totals.deficitHours += group.deficitMinutes;
    totals.total_payable_days += payableDays(group) * group.days;
  }
  return totals;
}

export function summariseMonth(days: readonly SummaryDay[]): AttendanceTotals {
  return summariseGroups(
    days.map((day) => ({ ...day, deficitMinutes: Math.min(0, day.deficitMinutes), days: 1 })),
  );
}
