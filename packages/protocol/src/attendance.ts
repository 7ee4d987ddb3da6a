import type { OffDayWork } from './attendance-day.js';

/**
 * The attendance calls' wire shapes (spec 001 §3, §7; the server's attendance README):
 * what `txn_attendance_list_with_summary` answers and what the approve, reject and edit
 * txns take. The server builds these and the grids read them, so both import them here.
 */

/**
 * Attendance type codes (spec 001 §3), and CO (Compensatory Off: a paid day off in lieu of
 * a worked holiday or weekly off; spec 001 §2 cell editor, §5 type rules), set by an edit.
 */
export const attendanceCodes = ['P', 'A', 'H', 'SP', 'PR', 'HD', 'L', 'T', 'WO', 'R', 'LWP', 'CO'] as const;
export type AttendanceCode = (typeof attendanceCodes)[number];

/** Attendance status values (spec 001 §3); a day with no status is unapproved. */
export const attendanceStatuses = [
  'unapproved',
  'intermediate_approved',
  'final_approved',
  'rejected',
  'settled',
] as const;
export type AttendanceStatus = (typeof attendanceStatuses)[number];

/** Statuses an approval may set (settle is an approval with status settled). */
export type ApprovalStatus = 'intermediate_approved' | 'final_approved' | 'settled';

/** One entry of a day's history (`exception`). */
export interface AttendanceHistoryEntry {
  type: 'system' | 'manual' | 'request';
  description: string;
  /** ISO instant. */
  edit_timestamp: string;
  attendance_code: string | null;
  working_minutes: number | null;
  overtime_minutes: number | null;
  /** A punch request's entry: who decided it (code and name); its time is when. */
  by?: string;
}

/** One stored attendance day as the grid shows it (its cell and hover tooltip). */
export interface AttendanceDayCell {
  id: string;
  /** The IST day, YYYY-MM-DD. */
  attendance_date: string;
  att_type: { id: string; code: string } | null;
  /** Status code; null when unapproved. */
  attendance_status: string | null;
  leave_type: string | null;
  /** The leave type of a leave applied for on the day and not yet approved: the day is still its punches. */
  pending_leave_type?: string | null;
  sites_id: string | null;
  shifts_id: string | null;
  shift_code: string | null;
  designation: string | null;
  departments: string | null;
  subsections: string | null;
  /** YYYY-MM-DD: the day a Compensatory Off is taken for (set by an edit). */
  in_lieu_of?: string | null;
  /** YYYY-MM-DD: a holiday or weekly off worked earned a compensatory off, to be taken by this day. */
  compensatory_off_until?: string | null;
  /** How much compensatory off the day's work earned: 1 or 0.5 (absent when none). */
  compensatory_off_days?: number | null;
  /** 'compensatory_off' when work on the day, as a holiday or weekly off, earns a compensatory off; absent when it is paid as overtime. */
  holiday_work?: OffDayWork | null;
  /** ISO instants. */
  in_timestamp: string | null;
  out_timestamp: string | null;
  observed_in_timestamp: string | null;
  observed_out_timestamp: string | null;
  working_minutes: number;
  overtime_minutes: number;
  /** The signed difference, working − due minutes (attendance-day.ts): negative means shortfall. */
  deficit_minutes: number;
  min_working_minutes: number | null;
  /** The day's approved leave minutes: 0 without one, the half's minutes on a half-day leave. */
  leave_minutes: number;
  /** Payable days before the status (attendance-day.ts `dayPayableDays`). */
  payable_days: number;
  /** Punches the day was computed from, after taps within the merge window were merged. */
  total_punch_count: number;
  /** A day work was due with no punch at all (spec 001 §2, §4, §6): not a Single Punch. */
  isMissedPunch: boolean;
  /** 'manual' when a manual edit set the day, 'system' for a system edit, else null. */
  attendance_edit_type: string | null;
  notes: string | null;
  /** The day's contract month is invoiced (spec 001 §5): the day is not editable. */
  invoiced?: boolean;
  exception: AttendanceHistoryEntry[];
}

/** A day's punch count and working minutes (the totals row's 'working minutes / punch count'). */
export interface AttendanceDailyCount {
  /** ISO instant of the IST day's start. */
  attendance_date: string;
  total_punch_count: number;
  working_minutes: number;
}

/** Per-employee (and aggregate) totals (spec 001 §3 "Attendance summary", §9 payable days). */
export interface AttendanceTotals {
  present: number;
  overtime_minutes: number;
  partialAttendance: number;
  punchRequest: number;
  absent: number;
  rest: number;
  weeklyOff: number;
  holidays: number;
  leaves: number;
  leaveWithoutPay: number;
  /** Compensatory offs taken (CO: a CO leave day, or an edit in lieu of a worked day off), paid days off. */
  compensatoryOff: number;
  /** The sum of the days' shortfalls, in minutes (≤ 0); screens show its magnitude. */
  deficitHours: number;
  tour: number;
  total_payable_days: number;
}

/**
 * Who of the matching employees punched in a range, from the punches themselves rather than
 * computed days (a day is computed as its punches arrive, but a worker not yet in has no day):
 * the home's 'Today' reads it (#27 item 7).
 */
export interface RangePresence {
  /** Employees matching the list's scope and filters, employed during the range. */
  employees: number;
  /** Of them, those with at least one punch in the range. */
  punched: number;
}

/** Totals with every count at zero: the start of a sum. */
export const emptyAttendanceTotals = (): AttendanceTotals => ({
  present: 0,
  overtime_minutes: 0,
  partialAttendance: 0,
  punchRequest: 0,
  absent: 0,
  rest: 0,
  weeklyOff: 0,
  holidays: 0,
  leaves: 0,
  leaveWithoutPay: 0,
  compensatoryOff: 0,
  deficitHours: 0,
  tour: 0,
  total_payable_days: 0,
});

/** One grid row: an employee, its stored days of the range, and their counts and totals. */
export interface EmployeeAttendance {
  id: string;
  code: string;
  /** Names per interface language (loctext). */
  first_name: Record<string, string> | null;
  middle_name: Record<string, string> | null;
  last_name: Record<string, string> | null;
  designation: string | null;
  departments: string | null;
  subsections: string | null;
  sites_id: string | null;
  shifts_id: string | null;
  reporting_manager: string | null;
  /** ISO instants or null. */
  joining_date: string | null;
  leaving_date: string | null;
  /** Only stored rows: a day without one is an empty cell. */
  days: AttendanceDayCell[];
  dailyCount: AttendanceDailyCount[];
  totals: AttendanceTotals;
  /**
   * The employee's punches from its phone in the range, counted or waiting for approval
   * (issue #36): the cell's tooltip shows a day's with their source and distance. Absent
   * when there are none; every other punch came from a terminal.
   */
  phone_punches?: PhoneDayPunch[];
}

/** A phone punch as the attendance grid's tooltip shows it. */
export interface PhoneDayPunch {
  /** The instant it counts (or would count) at. */
  at: string;
  status: 'applied' | 'pending';
  distance_m: number | null;
}

/**
 * Its reply: `records` (JSON text on the wire) are `EmployeeAttendance`, `rowCount` the
 * employees matching over every page.
 */
export interface AttendanceListReply {
  records: EmployeeAttendance[];
  rowCount: number;
  /**
   * The totals of every matching employee (all pages), answered with the first page
   * (offset 0) only: a client reads it once per query and keeps it for the later pages,
   * which omit it (summing a whole business on every page was most of a page's cost).
   */
  aggregateSummary?: AttendanceTotals;
}

/**
 * What approve or reject answers in `data` besides `records`; the success text
 * ('attendance cells approved' / 'rejected') is the reply's `output.message`.
 */
export interface AttendanceApprovalReply {
  status: string;
  written: number;
  skipped: number;
  warnings: { message: string; count: number }[];
}

/** The attendance messages of spec 001 §8 the server answers and the grid shows, word for word. */
export const attendanceMessages = {
  leavesCannotBeEdited: 'Leaves cannot be edited',
  approvedCannotBeEdited: 'Approved attendance cannot be edited',
  onlySinglePunch: 'Only Single Punch records can be edited',
  singlePunchNotApproved: 'Single Punch cannot be approved',
  emptyNotApproved: 'Cells with no data cannot be approved',
  alreadyApproved: '{{count}} attendance cells are already approved',
  noCellsToApprove: 'No cells to approve',
  singlePunchNotRejected: 'Single Punch cannot be rejected',
  presentNotRejected: 'Present attendance cannot be rejected',
  alreadyRejected: '{{count}} attendance cells are already rejected',
  noCellsToReject: 'No cells to reject',
  missedPunchNotRejected: 'Missed Punch cannot be rejected',
  nothingToSave: 'Nothing to save',
  fillAllFields: 'Please fill all the fields',
  selectEmployee: 'Please select employee to mark attendance',
  selectLeaveType: 'Please select Leave type',
  selectDate: 'Please select date',
  validWorkingHours: 'Please enter valid working hours',
  validTime: 'Please enter a valid time (HH:MM).',
  leavesCannotBeCopied: 'Leaves cannot be copied',
  missedPunchCannotBeCopied: 'Missed Punch cannot be copied',
  departmentNeedsSubsection: 'Department can not be updated without selecting the subsection!',
  approved: 'attendance cells approved',
  rejected: 'attendance cells rejected',
  marked: 'attendance marked',
  approving: 'Approving attendance...',
  rejecting: 'Rejecting attendance...',
  updating: 'Updating attendance...',
  reloadTimedOut: 'Data reload timed out',
  totalDeficitHours: 'Total deficit hours',
  unsavedChanges: 'You have some unsaved changes. Do you want to save changes before going back?',
} as const;
