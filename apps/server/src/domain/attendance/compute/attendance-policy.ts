import { isOffDay, type OffDayWork } from '@muster/protocol';
import { addDays } from './ist-day.js';

/** What work on a holiday or weekly off earns (issue #29 item 2): protocol's rule, which the screens' previews read too. */
export type HolidayWork = OffDayWork;
/** The leave approval from which a leave day makes the attendance day the leave's (issue #29 item 3). */
export type LeavesCountFrom = 'intermediate_approved' | 'final_approved';

/** A business's attendance policy: its `attendance_policies` row (README "Attendance policy"). */
export interface AttendancePolicy {
  leavesCountFrom: LeavesCountFrom;
  holidayWork: HolidayWork;
  /** Days after the worked day within which its compensatory off is taken. */
  compensatoryOffDays: number;
}

/**
 * A business with no policy row: leaves count from their first approval (every demo
 * workflow's first approver is the RO, who knows whether the employee was away), work on a
 * day off is paid as overtime (paid at once, nothing to claim), and a compensatory off is
 * taken within 60 days (the Factories Act 1948 s. 52(1) gives a substituted holiday within
 * the month it was due or the two months after).
 */
export const defaultAttendancePolicy: AttendancePolicy = {
  leavesCountFrom: 'intermediate_approved',
  holidayWork: 'overtime',
  compensatoryOffDays: 60,
};

/** Whether a leave day in `status` makes the day the leave's under the policy (else it is pending or not read). */
export const leaveCounts = (status: string, policy: AttendancePolicy): boolean =>
  status === 'final_approved' || (status === 'intermediate_approved' && policy.leavesCountFrom === status);

/** The compensatory off a day's work earned: how much, and the last day it may be taken. */
export interface CompensatoryOffEarned {
  days: number;
  until: string;
}

/**
 * What work on a holiday or weekly off earns under a policy giving compensatory offs (README
 * "Compensatory off as a leave credit"): work of at least the day's minimum earns a whole day,
 * at least half of it half a day (the line that makes a working day P or HD), less earns none;
 * to be taken within the policy's days after the worked day. Nothing under an overtime policy,
 * or on any other day.
 */
export function compensatoryOffEarned(
  day: { dayKey: string; code: string; workingMinutes: number; minimumMinutes: number },
  holidayWork: HolidayWork,
  compensatoryOffDays: number,
): CompensatoryOffEarned | null {
  if (holidayWork !== 'compensatory_off' || !isOffDay(day.code)) return null;
  const days =
    day.workingMinutes >= day.minimumMinutes ? 1 : day.workingMinutes * 2 >= day.minimumMinutes ? 0.5 : 0;
  return days > 0 ? { days, until: addDays(day.dayKey, compensatoryOffDays) } : null;
}
