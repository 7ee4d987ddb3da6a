import { type LeaveMessage, leaveMessages } from '@muster/protocol';
import type { LeaveEmployee, StoredLeaveType } from './types.js';

/**
 * Code of the weekly-off leave type (spec 001 §3): the duty chart's Weekly Off row writes
 * those leaves; nobody applies for one, and they take no quota.
 */
export const weeklyOffCode = 'WO';

/**
 * Whether an employee may apply for a type (spec 000 §5: blanket-policy types are not
 * offered): not a blanket policy, not the weekly off, and the type names the employee's
 * type when it names any.
 */
export const isApplicable = (type: StoredLeaveType, employee: LeaveEmployee): boolean =>
  !type.blanket_policy &&
  type.code !== weeklyOffCode &&
  (type.employee_types.length === 0 ||
    (employee.employee_type !== null && type.employee_types.includes(employee.employee_type)));

/** One stored day row of a leave as the rules read it. */
export interface LeaveDayFacts {
  type: StoredLeaveType | null;
  halfDay: boolean;
}

/**
 * What is wrong with one leave day, or null: a type the employee may not apply for, a half
 * day the type does not allow. A weekly off keeps its own rules (the duty chart's). A
 * missing document is refused before these run (`./documents.ts`).
 */
export function dayRefusal(day: LeaveDayFacts, employee: LeaveEmployee): LeaveMessage | null {
  const { type } = day;
  if (!type) return leaveMessages.notApplicable;
  if (type.code === weeklyOffCode) return null;
  if (!isApplicable(type, employee)) return leaveMessages.notApplicable;
  if (day.halfDay && !type.allow_half_day) return leaveMessages.halfDayNotAllowed;
  return null;
}
