import type { GridsMessageKey } from '../../i18n/messages';
import type { AttendanceUser, CellEditRequest } from '../types';
import { isoToDayKey } from './time-text';

const approvedStatuses = new Set(['intermediate_approved', 'final_approved', 'settled']);

/** Admin, AO, RO, DCO and HR edit any day within the window (spec 001 §6, as the server). */
export const editsAnyType = (user: AttendanceUser): boolean =>
  user.isAdmin || user.isAO || user.isRO || user.isDCO || user.isHR;

/** Where the edit starts: the grid, or the register view (which also lets others edit missed-punch days). */
export type EditView = 'grid' | 'register';

/**
 * Why a cell cannot be edited, or null (spec 001 §4 "Editing is blocked…", §5 "Day-cell
 * editability", §6): the client mirror of `txn_attendance_edits_mark`'s refusals, in the
 * server's order, so the editor is disabled and warns before a save is refused.
 */
export function cellEditRefusal(
  request: CellEditRequest,
  user: AttendanceUser,
  today: string,
  /** The business's zone, whose day the joining date falls on. */
  timeZone: string,
  view: EditView = 'grid',
): GridsMessageKey | null {
  const { employee, date, day } = request;
  const joiningDay = employee.joining_date ? isoToDayKey(employee.joining_date, timeZone) : null;
  if (!user.ownBusiness || date > today || (joiningDay !== null && date < joiningDay) || day?.invoiced)
    return 'This day cannot be edited';
  if (day?.attendance_status && approvedStatuses.has(day.attendance_status))
    return 'Approved attendance cannot be edited';
  const code = day?.att_type?.code ?? null;
  // a compensatory off taken as a leave carries its leave type; a CO given in lieu of a day by an edit does not
  if (code === 'L' || (code === 'CO' && day?.leave_type)) return 'Leaves cannot be edited';
  if (editsAnyType(user) || code === 'SP' || (view === 'register' && day?.isMissedPunch)) return null;
  return 'Only Single Punch records can be edited';
}
