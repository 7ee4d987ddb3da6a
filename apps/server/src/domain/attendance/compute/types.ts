import type { AttendanceCode, AttendanceHistoryEntry } from '@muster/protocol';
import type { HolidayWork } from './attendance-policy.js';

/** A shift's minutes of its start day: `[startMin, endMin]`, end past 1440 for a night shift. */
export interface ShiftWindow {
  id: string;
  startMin: number;
  endMin: number;
  /** The shift's own minimum (shifts.min_working_minutes), else the business default. */
  minWorkingMinutes: number | null;
  /** What work on a day off earns on this shift when it differs from the business's policy. */
  holidayWork?: HolidayWork | null;
}

/** An approved leave on a day: a full day is 480 minutes, a half day 240 (spec 001 §9). */
export interface DayLeave {
  leaveTypeId: string;
  /** Leave type code WO means weekly off (spec 001 §3). */
  leaveTypeCode: string;
  /** 480, or the half's minutes when the leave day names a half_day_duration (README "Half-day leave"). */
  minutes: number;
}

/** Where and in which post the day is worked: the allocation's site, else the employee's, and the employee's post. */
export interface DayPlacement {
  sitesId: string | null;
  designation: string | null;
  departments: string | null;
  subsections: string | null;
}

/** One attendance_edits row for the day; null fields leave the computed value alone. */
export interface ManualEdit {
  editedAt: number;
  attType: AttendanceCode | null;
  leaveTypeId: string | null;
  /** The shift the edit sets: it brings its minimum and overtime base. */
  shift: ShiftWindow | null;
  sitesId: string | null;
  designation: string | null;
  departments: string | null;
  subsections: string | null;
  /** YYYY-MM-DD: the day a Compensatory Off is taken for. */
  inLieuOf: string | null;
  inMs: number | null;
  outMs: number | null;
  workingMinutes: number | null;
  overtimeMinutes: number | null;
  notes: string | null;
}

/** A history entry as the computation writes it: every entry names its code and minutes. */
export type ExceptionEntry = AttendanceHistoryEntry & {
  attendance_code: AttendanceCode;
  working_minutes: number;
  overtime_minutes: number;
};

/** A punch request on the day (README "Punch requests"): waiting, or approved (its punch is among the punches). */
export interface DayPunchRequest {
  waiting: boolean;
  direction: 'in' | 'out';
  punchMs: number;
  reason: string;
  /** When it was decided, and who (code and name), once approved. */
  decidedAt: number | null;
  decidedBy: string | null;
}

export interface DayInput {
  dayKey: string;
  /** The business's zone (partners.time_zone): a punch request's time in the day's history is read on its clock. */
  timeZone: string;
  /** Epoch ms of the punches assigned to this day, taps already merged (see mergeTaps, assignPunchesToDays). */
  punches: readonly number[];
  shift: ShiftWindow | null;
  placement: DayPlacement;
  isHoliday: boolean;
  isWeeklyOff: boolean;
  leave: DayLeave | null;
  /** A leave applied for on the day and not yet approved (README "Leaves"): shown, not counted. */
  pendingLeaveTypeId: string | null;
  edits: readonly ManualEdit[];
  /** The day's punch requests, waiting and approved (none when omitted). */
  punchRequests?: readonly DayPunchRequest[];
  /** When the computation runs: the time of the system history entry. */
  computedAt: number;
  /** Business default minimum when the shift has none: 510 ("default base -510"). */
  defaultMinimumMinutes?: number;
  /** What work on a holiday or weekly off earns (the shift's, else the business's policy); overtime when omitted. */
  holidayWork?: HolidayWork;
  /** Days within which a compensatory off is taken (the business's policy); 60 when omitted. */
  compensatoryOffDays?: number;
}

export interface DayResult {
  dayKey: string;
  attType: AttendanceCode;
  leaveTypeId: string | null;
  shiftId: string | null;
  placement: DayPlacement;
  inLieuOf: string | null;
  /**
   * YYYY-MM-DD: a holiday or weekly off worked under a compensatory off policy earned a CO, to
   * be taken by this day (the worked day + the policy's days); null on every other day.
   */
  compensatoryOffUntil: string | null;
  /** How much compensatory off the work earned: 1, 0.5, or 0 (`compensatoryOffEarned`). */
  compensatoryOffDays: number;
  /** The rule the day's work falls under if it is a holiday or weekly off (stored so a screen's edit preview applies it too). */
  holidayWork: HolidayWork;
  observedInMs: number | null;
  observedOutMs: number | null;
  inMs: number | null;
  outMs: number | null;
  workingMinutes: number;
  overtimeMinutes: number;
  /** The signed difference, working − due (protocol `dayDifference`): negative is a shortfall. */
  deficitMinutes: number;
  minWorkingMinutes: number;
  /** The approved leave's minutes the day's due time and pay read (0 without one). */
  leaveMinutes: number;
  /** The leave type of a leave awaiting approval on the day, shown on the day; the day is still its punches. */
  pendingLeaveTypeId: string | null;
  /** Payable days before the status (protocol `dayPayableDays`). */
  payableDays: number;
  totalPunchCount: number;
  isMissedPunch: boolean;
  /** 'manual' once an edit applies, else null. */
  editType: 'manual' | null;
  notes: string | null;
  exception: ExceptionEntry[];
}
