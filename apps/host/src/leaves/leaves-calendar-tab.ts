import { businessMonthKey } from '@muster/protocol';
/** The admin calendar: every employee's leaves in the user's scope (spec 000 §2). */
export const adminCalendarTab = 'leaves/calendar';

/** The approvers' list of the leaves waiting for them (issue #14 item 4; the home page links it). */
export const waitingLeavesTab = 'leaves/waiting';

/** An employee's leaves calendar tab is named `leaves/calendar/{employeeId}`, or `…/{YYYY-MM}` opened on that month. */
const prefix = `${adminCalendarTab}/`;
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const leavesCalendarTab = (employeeId: string, month?: string): string =>
  month ? `${prefix}${employeeId}/${month}` : `${prefix}${employeeId}`;

/** The employee and the month (YYYY-MM, or null for the current one) of a calendar tab's name. */
function parts(name: string): { employeeId: string; month: string | null } | null {
  if (!name.startsWith(prefix)) return null;
  const [employeeId, month, ...more] = name.slice(prefix.length).split('/');
  if (!employeeId || more.length || (month !== undefined && !monthPattern.test(month))) return null;
  return { employeeId, month: month ?? null };
}

/** The employee of a calendar tab's name, or null for any other name. */
export const parseLeavesCalendarTab = (name: string): string | null => parts(name)?.employeeId ?? null;

/** The month a calendar tab opens on (YYYY-MM), null for the current one. */
export const leavesCalendarMonth = (name: string): string | null => parts(name)?.month ?? null;

/**
 * The calendar tab of a row of the leaves list (issue #14 item 3): its employee's calendar
 * on the month of the leave's first day in the business's zone (the list's `leave_from`); null
 * for a row without an employee.
 */
export function leaveRowCalendarTab(record: Record<string, unknown>, timeZone: string): string | null {
  const owner = record.employees_id;
  const first = Array.isArray(owner) ? owner[0] : owner;
  const employeeId = typeof first === 'string' ? first : (first as { id?: unknown } | null)?.id;
  if (typeof employeeId !== 'string' || !employeeId) return null;
  const from = typeof record.leave_from === 'string' ? Date.parse(record.leave_from) : Number.NaN;
  return Number.isNaN(from)
    ? leavesCalendarTab(employeeId)
    : leavesCalendarTab(employeeId, businessMonthKey(from, timeZone));
}
