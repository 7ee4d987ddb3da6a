/** The admin calendar: every employee's leaves in the user's scope (spec 000 §2). */
export const adminCalendarTab = 'leaves/calendar';

/** The approvers' list of the leaves waiting for them (issue #14 item 4; the home page links it). */
export const waitingLeavesTab = 'leaves/waiting';

/** An employee's leaves calendar tab is named `leaves/calendar/{employeeId}`. */
const prefix = `${adminCalendarTab}/`;

export const leavesCalendarTab = (employeeId: string): string => `${prefix}${employeeId}`;

/** The employee of a calendar tab's name, or null for any other name. */
export function parseLeavesCalendarTab(name: string): string | null {
  if (!name.startsWith(prefix)) return null;
  const employeeId = name.slice(prefix.length);
  return employeeId && !employeeId.includes('/') ? employeeId : null;
}
