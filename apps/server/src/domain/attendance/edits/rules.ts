import { attendanceMessages, type BusinessEnv } from '@muster/protocol';

/** Spec 001 §5 names the conditions, not the words: ours, not in protocol's attendanceMessages. */
export const editOwnMessages = {
  dayNotEditable: 'This day cannot be edited',
  /** An edit is history of its day: moving it to another employee or day is a new edit. */
  employeeAndDayFixed: "An attendance edit's employee and day cannot be changed",
} as const;

/** Why a day fails spec 001 §5 "Day-cell editability" (shown beside the refusal). */
export const notEditableReasons = {
  otherBusiness: 'the selected business is not your own',
  beforeJoining: 'the day is before the joining date',
  outsideContract: 'the day is outside the contract period',
  invoiced: "the contract's invoices are generated",
  future: 'the day has not come yet',
} as const;

/** What the edit rules read of the day being edited. */
export interface EditedDay {
  /** The stored day's type code, null when the day has no row or no type. */
  storedType: string | null;
  /** The stored day's leave type: set on a day a leave made (L, or CO taken from credits), else null. */
  storedLeaveType: string | null;
  storedStatus: string | null;
  /** The new type's code, null when the edit keeps the type. */
  newType: string | null;
  leaveType: string | null;
  inLieuOf: string | null;
  /** YYYY-MM-DD, IST. */
  day: string;
  today: string;
  joiningDay: string | null;
  /** The contract of the allocation covering the day, if any. */
  contract: { firstDay: string | null; lastDay: string | null; invoicesGenerated: boolean } | null;
  ownBusiness: boolean;
}

const approvedStatuses = new Set(['final_approved', 'intermediate_approved', 'settled']);

/** Admin, AO, RO, DCO and HR edit any day cell within the window; others only Single Punch cells (spec 001 §6). */
export const editsAnyType = (env: BusinessEnv): boolean =>
  env.isAdmin || env.isAO || env.isRO || env.isDCO || env.isHR;

/** The first reason the day cannot be edited (spec 001 §5), or null. */
export function notEditableReason(day: EditedDay): string | null {
  if (!day.ownBusiness) return notEditableReasons.otherBusiness;
  if (day.day > day.today) return notEditableReasons.future;
  if (day.joiningDay && day.day < day.joiningDay) return notEditableReasons.beforeJoining;
  if (day.contract) {
    const { firstDay, lastDay } = day.contract;
    if ((firstDay && day.day < firstDay) || (lastDay && day.day > lastDay))
      return notEditableReasons.outsideContract;
    if (day.contract.invoicesGenerated) return notEditableReasons.invoiced;
  }
  return null;
}

/** The refusal of one edit (spec 001 §4, §5), or null when it may be stored. */
export function editRefusal(day: EditedDay, anyType: boolean): { message: string; reason?: string } | null {
  const reason = notEditableReason(day);
  if (reason) return { message: editOwnMessages.dayNotEditable, reason };
  if (day.storedStatus && approvedStatuses.has(day.storedStatus))
    return { message: attendanceMessages.approvedCannotBeEdited };
  // a compensatory off taken as a leave is a leave's day too; a CO an edit gave in lieu of a day is not
  if (day.storedType === 'L' || (day.storedType === 'CO' && day.storedLeaveType !== null))
    return { message: attendanceMessages.leavesCannotBeEdited };
  if (!anyType && day.storedType !== 'SP') return { message: attendanceMessages.onlySinglePunch };
  if (day.newType === 'L' && !day.leaveType) return { message: attendanceMessages.selectLeaveType };
  if (day.newType === 'CO' && !day.inLieuOf) return { message: attendanceMessages.selectDate };
  return null;
}
