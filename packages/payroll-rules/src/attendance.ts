import { payableDays, type SummaryDay, type SummaryGroup, summariseGroups } from '@muster/protocol';
import type { PayrollMonth } from './month.js';
import type { PayslipAttendance } from './payslip.js';

/** The attendance statuses payroll pays on: a day is paid once approved (spec 001 §4). */
export const approvedStatuses = ['final_approved', 'settled'] as const;

/** Days of one type and status counted together, with how many of them pay anything. */
export interface PaidSummaryGroup extends SummaryGroup {
  /** Days of the group whose payable days are above 0 (a half day is a day paid). */
  paid: number;
}

/**
 * A payslip's attendance from a month's days grouped by type and status, through protocol's
 * month totals (`summariseGroups`, the rules the grid shows): payable days and overtime;
 * working days are the month's days less its weekly offs and holidays; days paid are the days
 * paying anything (as ESIC counts days and EPFO's NCP days leave a half day out); leave days
 * are leaves with and without pay and compensatory offs taken (a CO leave day was an L before
 * it had its own mark, #29). Generation passes the approved days' groups from SQL, live
 * pay the screen's days (`groupDays`): one summary for both.
 */
export function payslipAttendance(
  groups: readonly PaidSummaryGroup[],
  month: PayrollMonth,
): PayslipAttendance {
  const totals = summariseGroups(groups);
  return {
    payableDays: totals.total_payable_days,
    workingDays: month.daysInMonth - totals.weeklyOff - totals.holidays,
    overtimeMinutes: totals.overtime_minutes,
    daysPaid: groups.reduce((sum, group) => sum + group.paid, 0),
    leaveDays: totals.leaves + totals.leaveWithoutPay + totals.compensatoryOff,
  };
}

/**
 * Single days as groups of one: a shortfall counts, a surplus does not (as the SQL sums them),
 * and a rejected day pays nothing.
 */
export const groupDays = (days: readonly SummaryDay[]): PaidSummaryGroup[] =>
  days.map((day) => ({
    ...day,
    days: 1,
    paid: payableDays(day) > 0 ? 1 : 0,
    deficitMinutes: Math.min(0, day.deficitMinutes),
  }));
