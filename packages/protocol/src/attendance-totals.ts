import { type AttendanceCode, type AttendanceTotals, emptyAttendanceTotals } from './attendance.js';

/** What the month totals read of a day: its type, minutes, payable days and status. */
export interface SummaryDay {
  attType: AttendanceCode;
  overtimeMinutes: number;
  /** The day's signed difference (attendance-day.ts `dayDifference`): only shortfalls are summed. */
  deficitMinutes: number;
  /** The day's payable days before its status (attendance-day.ts `dayPayableDays`). */
  payableDays: number;
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
  CO: 'compensatoryOff',
  T: 'tour',
};

/**
 * A rejected day counts for nothing: no type, no overtime, no shortfall and no payable day
 * (spec 001 §9 "Rejected counts 0"; the attendance README's table of pay-affecting choices).
 */
export const countsInTotals = (status: string | null): boolean => status !== 'rejected';

/** Payable days of one day with its status: a rejected day pays 0. */
export const payableDays = (day: Pick<SummaryDay, 'payableDays' | 'status'>): number =>
  countsInTotals(day.status) ? day.payableDays : 0;

/**
 * Days of one type and status counted together: `overtimeMinutes`, `deficitMinutes` (the
 * shortfalls only, ≤ 0) and `payableDays` are the group's sums.
 */
export interface SummaryGroup extends SummaryDay {
  days: number;
}

/** Totals over groups of like days, so a whole filtered set is summed without reading each day. */
export function summariseGroups(groups: readonly SummaryGroup[]): AttendanceTotals {
  const totals = emptyAttendanceTotals();
  for (const group of groups) {
    if (!countsInTotals(group.status)) continue;
    const counter = countedBy[group.attType];
    if (counter) totals[counter] += group.days;
    totals.overtime_minutes += group.overtimeMinutes;
    totals.deficitHours += group.deficitMinutes;
    totals.total_payable_days += group.payableDays;
  }
  return totals;
}

/** One employee's totals over its days: the shortfalls summed, surpluses leaving them alone. */
export function summariseMonth(days: readonly SummaryDay[]): AttendanceTotals {
  return summariseGroups(
    days.map((day) => ({ ...day, deficitMinutes: Math.min(0, day.deficitMinutes), days: 1 })),
  );
}
