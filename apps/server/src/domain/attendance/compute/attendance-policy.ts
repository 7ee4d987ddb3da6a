import type { AttendanceCode } from '@muster/protocol';

/** What work on a holiday or weekly off earns (issue #29 item 2): overtime pay, or a compensatory off. */
export type HolidayWork = 'overtime' | 'compensatory_off';
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

const offDayCodes: ReadonlySet<string> = new Set(['H', 'WO']);

/** A holiday or a weekly off: a day no work was due. */
export const isOffDay = (code: AttendanceCode): boolean => offDayCodes.has(code);

/**
 * Overtime of the work on a holiday or weekly off: every minute worked when the policy pays
 * such work as overtime; none when it earns a compensatory off instead.
 */
export const offDayOvertime = (workingMinutes: number, holidayWork: HolidayWork): number =>
  holidayWork === 'overtime' ? workingMinutes : 0;
