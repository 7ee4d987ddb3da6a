/** An employee's leaves calendar tab is named `leaves/calendar/{employeeId}`. */
const prefix = 'leaves/calendar/';

export const leavesCalendarTab = (employeeId: string): string => `${prefix}${employeeId}`;

/** The employee of a calendar tab's name, or null for any other name. */
export function parseLeavesCalendarTab(name: string): string | null {
  if (!name.startsWith(prefix)) return null;
  const employeeId = name.slice(prefix.length);
  return employeeId && !employeeId.includes('/') ? employeeId : null;
}
