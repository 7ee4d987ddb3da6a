import type { AttendanceCode } from '../attendance.js';

/**
 * One table of attendance days (issue #22 "Tests that prove it"): punch sets, shifts
 * (night shifts and a shift change), leaves, holidays, statuses and edits, with the
 * figures every screen must show. The server's computation (apps/server
 * .../recompute/attendance-day-cases.test.ts), the popup's preview, the grid cell and the
 * register rows (packages/grids .../testing/attendance-day-cases.test.ts) all run it, so
 * they cannot disagree.
 */

/** The shifts of the table: minutes from the IST midnight of the shift's day. */
export interface CaseShift {
  id: string;
  code: string;
  start: number;
  end: number;
  minWorkingMinutes: number | null;
}

export const caseShifts = {
  GEN: { id: 'shift-gen', code: 'GEN', start: 540, end: 1080, minWorkingMinutes: null },
  MOR: { id: 'shift-mor', code: 'MOR', start: 360, end: 840, minWorkingMinutes: 450 },
  NGT: { id: 'shift-ngt', code: 'NGT', start: 1320, end: 1800, minWorkingMinutes: null },
  HLF: { id: 'shift-hlf', code: 'HLF', start: 540, end: 780, minWorkingMinutes: 240 },
} as const satisfies Record<string, CaseShift>;
export type CaseShiftCode = keyof typeof caseShifts;

/** The figures a day shows: its type, minutes, signed difference, payable days (status applied) and missed punch. */
export interface CaseFigures {
  code: AttendanceCode;
  working: number;
  overtime: number;
  difference: number;
  payableDays: number;
  missedPunch: boolean;
}

/** A manual edit of the day; absent fields are left as they are. */
export interface CaseEdit {
  type?: AttendanceCode;
  working?: number;
  overtime?: number;
  shift?: CaseShiftCode;
  /** IST 'YYYY-MM-DD HH:MM:SS'. */
  in?: string;
  out?: string;
}

export interface AttendanceDayCase {
  name: string;
  /** The day's shift (its allocation or the employee's), null for none. */
  shift: CaseShiftCode | null;
  /** The shifts of the days before and after, when they differ (a shift change). */
  previousShift?: CaseShiftCode | null;
  nextShift?: CaseShiftCode | null;
  /** IST wall-clock instants 'YYYY-MM-DD HH:MM:SS' of the employee's punches around the day. */
  punches: string[];
  /** The double-tap window in effect from the day on (attendance_settings), else the default 3. */
  mergeMinutes?: number;
  holiday?: boolean;
  weeklyOff?: boolean;
  /** What work on a holiday or weekly off earns (the business's attendance policy): overtime when omitted. */
  holidayWork?: 'overtime' | 'compensatory_off';
  /**
   * An approved leave: a full day, a half day (half_day_duration, 240 minutes), a weekly-off
   * leave or a full day of the compensatory off leave type (code CO, taken from earned credits).
   */
  leave?: 'full' | 'half' | 'WO' | 'CO';
  /** A full-day leave applied for (created) and not yet approved: the day stays its punches. */
  pendingLeave?: true;
  status?: 'rejected' | 'final_approved';
  /** The day as computed before the edit, when there is one. */
  system?: CaseFigures;
  edit?: CaseEdit;
  expected: CaseFigures;
}

/** The day every case computes: a Tuesday. */
export const caseDay = '2026-11-10';
const previousDay = '2026-11-09';
const nextDay = '2026-11-11';

const on = (time: string) => `${caseDay} ${time.length === 5 ? `${time}:00` : time}`;
const before = (time: string) => `${previousDay} ${time}:00`;
const after = (time: string) => `${nextDay} ${time.length === 5 ? `${time}:00` : time}`;
const twoAfter = (time: string) => `2026-11-12 ${time}:00`;

/** Epoch ms of an IST wall-clock 'YYYY-MM-DD HH:MM[:SS]'. */
export const caseInstant = (text: string): number =>
  Date.parse(`${text.replace(' ', 'T')}${text.length === 16 ? ':00' : ''}+05:30`);

const figures = (
  code: AttendanceCode,
  working: number,
  overtime: number,
  difference: number,
  payableDays: number,
  missedPunch = false,
): CaseFigures => ({ code, working, overtime, difference, payableDays, missedPunch });

const absent = figures('A', 0, 0, 0, 0, true);
const singlePunch = figures('SP', 0, 0, 0, 0);

export const attendanceDayCases: readonly AttendanceDayCase[] = [
  // punches on a day shift (09:00–18:00, minimum 510, overtime beyond 540)
  {
    name: 'a full day',
    shift: 'GEN',
    punches: [on('09:00'), on('18:00')],
    expected: figures('P', 540, 0, 30, 1),
  },
  {
    name: 'seconds do not decide a day: in at 09:00:59, out 17:30 is 510 minutes',
    shift: 'GEN',
    punches: [on('09:00:59'), on('17:30:00')],
    expected: figures('P', 510, 0, 0, 1),
  },
  {
    name: 'out at 17:29:59 is 17:29: 509 minutes, a half day',
    shift: 'GEN',
    punches: [on('09:00:00'), on('17:29:59')],
    expected: figures('HD', 509, 0, -1, 0.5),
  },
  {
    name: 'a long day: overtime and a surplus',
    shift: 'GEN',
    punches: [on('08:59'), on('20:00')],
    expected: figures('P', 661, 121, 151, 1),
  },
  {
    name: 'a surplus of +02:01',
    shift: 'GEN',
    punches: [on('09:00'), on('19:31')],
    expected: figures('P', 631, 91, 121, 1),
  },
  {
    name: 'a short day',
    shift: 'GEN',
    punches: [on('09:00'), on('16:00')],
    expected: figures('HD', 420, 0, -90, 0.5),
  },
  {
    name: 'the half-day line: 255 minutes is a half day short by 255',
    shift: 'GEN',
    punches: [on('09:00'), on('13:15')],
    expected: figures('HD', 255, 0, -255, 0.5),
  },
  {
    name: 'below the half-day line: 254 minutes is absent, counted apart with no difference',
    shift: 'GEN',
    punches: [on('09:00'), on('13:14')],
    expected: figures('A', 254, 0, 0, 0),
  },
  {
    name: 'a shortfall of −00:06',
    shift: 'GEN',
    punches: [on('09:00'), on('17:24')],
    expected: figures('HD', 504, 0, -6, 0.5),
  },
  { name: 'no punch at all: a missed punch', shift: 'GEN', punches: [], expected: absent },
  {
    name: 'one punch: a Single Punch, not a missed punch',
    shift: 'GEN',
    punches: [on('09:02')],
    expected: singlePunch,
  },
  {
    name: 'a double tap seconds apart is one punch',
    shift: 'GEN',
    punches: [on('09:00:05'), on('09:00:40')],
    expected: singlePunch,
  },
  {
    name: 'a double tap two minutes apart is one punch',
    shift: 'GEN',
    punches: [on('09:00'), on('09:02')],
    expected: singlePunch,
  },
  {
    name: 'taps three minutes apart are merged (the window is inclusive)',
    shift: 'GEN',
    punches: [on('09:00:10'), on('09:03:50')],
    expected: singlePunch,
  },
  {
    name: 'punches four minutes apart stay two: an absence, not a Single Punch',
    shift: 'GEN',
    punches: [on('09:00'), on('09:04')],
    expected: figures('A', 4, 0, 0, 0),
  },
  {
    name: 'a run of taps is measured from the kept punch',
    shift: 'GEN',
    punches: [on('09:00'), on('09:02'), on('09:04')],
    expected: figures('A', 4, 0, 0, 0),
  },
  {
    name: 'a double tap at the door in, then the out punch',
    shift: 'GEN',
    punches: [on('09:00'), on('09:01'), on('18:00')],
    expected: figures('P', 540, 0, 30, 1),
  },
  {
    name: 'a double tap on the way out keeps the first out punch',
    shift: 'GEN',
    punches: [on('09:00'), on('17:59'), on('18:00')],
    expected: figures('P', 539, 0, 29, 1),
  },
  {
    name: 'a merge window of 0 minutes from the day on keeps taps two minutes apart',
    shift: 'GEN',
    punches: [on('09:00'), on('09:02')],
    mergeMinutes: 0,
    expected: figures('A', 2, 0, 0, 0),
  },
  {
    name: 'a merge window of 10 minutes from the day on merges taps eight minutes apart',
    shift: 'GEN',
    punches: [on('09:00'), on('09:08')],
    mergeMinutes: 10,
    expected: singlePunch,
  },
  {
    name: 'three punches: first in, last out',
    shift: 'GEN',
    punches: [on('09:00'), on('13:00'), on('18:30')],
    expected: figures('P', 570, 30, 60, 1),
  },
  {
    name: 'a day shift worked past midnight stays on its day (a duration past 24:00 is not a clock)',
    shift: 'GEN',
    punches: [on('09:00'), after('00:30')],
    expected: figures('P', 930, 390, 420, 1),
  },
  // night shift 22:00–06:00, on its start day
  {
    name: 'a night shift across midnight',
    shift: 'NGT',
    punches: [on('21:58'), after('06:30')],
    expected: figures('P', 512, 32, 2, 1),
  },
  {
    name: 'a short night shift',
    shift: 'NGT',
    punches: [on('22:00'), after('04:00')],
    expected: figures('HD', 360, 0, -150, 0.5),
  },
  { name: 'a night shift with one punch', shift: 'NGT', punches: [on('22:00')], expected: singlePunch },
  {
    name: 'a night shift in at 22:00:59 is 22:00',
    shift: 'NGT',
    punches: [on('22:00:59'), after('06:30:00')],
    expected: figures('P', 510, 30, 0, 1),
  },
  // shifts with their own minimum
  {
    name: "the morning shift's own minimum of 450",
    shift: 'MOR',
    punches: [on('06:00'), on('13:30')],
    expected: figures('P', 450, 0, 0, 1),
  },
  {
    name: 'a minute short of the morning minimum',
    shift: 'MOR',
    punches: [on('06:00'), on('13:29')],
    expected: figures('HD', 449, 0, -1, 0.5),
  },
  {
    name: "a half shift's minimum of 240",
    shift: 'HLF',
    punches: [on('09:00'), on('13:00')],
    expected: figures('P', 240, 0, 0, 1),
  },
  {
    name: 'overtime beyond a half shift',
    shift: 'HLF',
    punches: [on('09:00'), on('14:00')],
    expected: figures('P', 300, 60, 60, 1),
  },
  {
    name: 'no shift: minimum 510, overtime beyond 480',
    shift: null,
    punches: [on('09:00'), on('17:30')],
    expected: figures('P', 510, 30, 0, 1),
  },
  // a shift change
  {
    name: 'a day shift followed by a night shift keeps the next day off its day (no 32:55 day)',
    shift: 'GEN',
    nextShift: 'NGT',
    punches: [on('09:00'), on('18:00'), after('09:00'), after('17:55')],
    expected: figures('P', 540, 0, 30, 1),
  },
  {
    name: 'a night shift followed by a day shift keeps its morning punch',
    shift: 'GEN',
    previousShift: 'NGT',
    punches: [before('22:00'), on('06:00'), on('09:00'), on('18:00')],
    expected: figures('P', 540, 0, 30, 1),
  },
  {
    name: 'the night shift day after a day shift takes its own daytime punches',
    shift: 'NGT',
    previousShift: 'GEN',
    punches: [before('09:00'), before('18:00'), on('09:00'), on('17:55')],
    expected: figures('P', 535, 55, 25, 1),
  },
  // which day a punch belongs to: the nearer shift, an out after its in, the maximum duty
  // (apps/server .../attendance/README.md "Which day a punch belongs to", issue #29 item 1)
  {
    name: 'night after night, in at 17:59 for the 22:00 night: the second night is its own day, no phantom overtime on the first',
    shift: 'NGT',
    punches: [before('21:50'), on('06:05'), on('17:59'), after('06:00')],
    expected: figures('P', 721, 241, 211, 1),
  },
  {
    name: 'the first of those nights keeps only its own in and out (21:50 to 06:05)',
    shift: 'NGT',
    punches: [on('21:50'), after('06:05'), after('17:59'), twoAfter('06:00')],
    expected: figures('HD', 495, 15, -15, 0.5),
  },
  {
    name: 'a night with a missed out: the next evening is the next night, the day a Single Punch',
    shift: 'NGT',
    punches: [on('22:00'), after('21:55'), twoAfter('06:00')],
    expected: singlePunch,
  },
  {
    name: "a night whose in was missed the night before: that morning's lone out stays there",
    shift: 'NGT',
    punches: [on('06:00'), on('21:30'), after('06:01')],
    expected: figures('P', 511, 31, 1, 1),
  },
  {
    name: 'in at 04:30 for a 09:00 shift is an early in, not the day before',
    shift: 'GEN',
    punches: [on('04:30'), on('18:00')],
    expected: figures('P', 810, 270, 300, 1),
  },
  {
    name: "a day shift's out at 01:45 after its in is its out, past the halfway point to the next shift",
    shift: 'GEN',
    punches: [on('09:00'), after('01:45')],
    expected: figures('P', 1005, 465, 495, 1),
  },
  {
    name: 'a missed out and an in at 08:30 the next morning: a gap past the maximum duty closes the day',
    shift: 'GEN',
    punches: [on('09:00'), after('08:30'), after('18:00')],
    expected: singlePunch,
  },
  {
    name: "a lone out at 18:00 the day before (its in missed) does not take the morning's in",
    shift: 'GEN',
    punches: [before('18:00'), on('09:00'), on('18:00')],
    expected: figures('P', 540, 0, 30, 1),
  },
  {
    name: 'rotating: a morning shift after a night off at 14:05 the day before',
    shift: 'NGT',
    previousShift: 'MOR',
    punches: [before('06:00'), before('14:05'), on('21:45'), after('06:15')],
    expected: figures('P', 510, 30, 0, 1),
  },
  {
    name: 'rotating: a morning shift the day after a day shift, in at 05:40',
    shift: 'MOR',
    previousShift: 'GEN',
    punches: [before('09:00'), before('18:00'), on('05:40'), on('13:50')],
    expected: figures('P', 490, 10, 40, 1),
  },
  // holidays, weekly offs and leaves
  { name: 'a holiday', shift: 'GEN', punches: [], holiday: true, expected: figures('H', 0, 0, 0, 1) },
  {
    name: 'a holiday worked, the policy paying it as overtime: every minute worked is overtime (#29 item 2)',
    shift: 'GEN',
    punches: [on('09:00'), on('19:00')],
    holiday: true,
    holidayWork: 'overtime',
    expected: figures('H', 600, 600, 0, 1),
  },
  {
    name: 'a holiday worked, the policy giving a compensatory off: no overtime on the H day',
    shift: 'GEN',
    punches: [on('09:00'), on('19:00')],
    holiday: true,
    holidayWork: 'compensatory_off',
    expected: figures('H', 600, 0, 0, 1),
  },
  {
    name: 'a weekly off worked (DI0001 worked 07:43), paid as overtime',
    shift: 'GEN',
    punches: [on('09:00'), on('16:43')],
    weeklyOff: true,
    holidayWork: 'overtime',
    expected: figures('WO', 463, 463, 0, 1),
  },
  {
    name: 'a weekly off worked, the policy giving a compensatory off',
    shift: 'GEN',
    punches: [on('09:00'), on('16:43')],
    weeklyOff: true,
    holidayWork: 'compensatory_off',
    expected: figures('WO', 463, 0, 0, 1),
  },
  {
    name: 'a holiday with a single punch: nothing worked, no overtime',
    shift: 'GEN',
    punches: [on('09:00')],
    holiday: true,
    holidayWork: 'overtime',
    expected: figures('H', 0, 0, 0, 1),
  },
  { name: 'a weekly off', shift: 'GEN', punches: [], weeklyOff: true, expected: figures('WO', 0, 0, 0, 1) },
  { name: 'a weekly-off leave', shift: 'GEN', punches: [], leave: 'WO', expected: figures('WO', 0, 0, 0, 1) },
  { name: 'a full-day leave', shift: 'GEN', punches: [], leave: 'full', expected: figures('L', 0, 0, 0, 1) },
  {
    name: 'a compensatory off taken as a leave: CO, a paid day off',
    shift: 'GEN',
    punches: [],
    leave: 'CO',
    expected: figures('CO', 0, 0, 0, 1),
  },
  {
    name: 'a compensatory off on a holiday: the holiday wins, as over any leave',
    shift: 'GEN',
    punches: [],
    holiday: true,
    leave: 'CO',
    expected: figures('H', 0, 0, 0, 1),
  },
  {
    name: 'a leave applied for and not yet approved: the day is its punches (shown as pending)',
    shift: 'GEN',
    punches: [on('09:00'), on('15:23')],
    pendingLeave: true,
    expected: figures('HD', 383, 0, -127, 0.5),
  },
  {
    name: 'a leave applied for on a day not worked: absent until it is approved',
    shift: 'GEN',
    punches: [],
    pendingLeave: true,
    expected: absent,
  },
  {
    name: 'a holiday wins over a leave',
    shift: 'GEN',
    punches: [],
    holiday: true,
    leave: 'full',
    expected: figures('H', 0, 0, 0, 1),
  },
  {
    name: 'a half-day leave and a full absence pays the leave half only',
    shift: 'GEN',
    punches: [],
    leave: 'half',
    expected: figures('HD', 0, 0, -270, 0.5),
  },
  {
    name: 'a half-day leave and the other half worked',
    shift: 'GEN',
    punches: [on('13:00'), on('17:30')],
    leave: 'half',
    expected: figures('HD', 270, 0, 0, 1),
  },
  {
    name: 'a half-day leave and 240 minutes worked: short of the half-day line, the leave half is paid',
    shift: 'GEN',
    punches: [on('13:00'), on('17:00')],
    leave: 'half',
    expected: figures('HD', 240, 0, -30, 0.5),
  },
  {
    name: 'a half-day leave and 255 minutes worked reaches the half-day line',
    shift: 'GEN',
    punches: [on('13:00'), on('17:15')],
    leave: 'half',
    expected: figures('HD', 255, 0, -15, 1),
  },
  {
    name: 'a half-day leave and a full day worked',
    shift: 'GEN',
    punches: [on('09:00'), on('18:00')],
    leave: 'half',
    expected: figures('HD', 540, 0, 270, 1),
  },
  // statuses
  {
    name: 'a rejected day pays nothing',
    shift: 'GEN',
    punches: [on('09:00'), on('18:00')],
    status: 'rejected',
    expected: figures('P', 540, 0, 30, 0),
  },
  {
    name: 'an approved half day pays its half',
    shift: 'GEN',
    punches: [on('09:00'), on('16:00')],
    status: 'final_approved',
    expected: figures('HD', 420, 0, -90, 0.5),
  },
  // edits
  {
    name: 'a Single Punch completed with its out time and type',
    shift: 'GEN',
    punches: [on('09:00')],
    system: singlePunch,
    edit: { type: 'P', out: on('18:00') },
    expected: figures('P', 540, 0, 30, 1),
  },
  {
    name: 'a Single Punch made Present with 08:30 of work',
    shift: 'GEN',
    punches: [on('09:00')],
    system: singlePunch,
    edit: { type: 'P', working: 510 },
    expected: figures('P', 510, 0, 0, 1),
  },
  {
    name: 'a missed punch made a tour',
    shift: 'GEN',
    punches: [],
    system: absent,
    edit: { type: 'T' },
    expected: figures('T', 0, 0, 0, 1),
  },
  {
    name: 'a tour with 10 hours keeps its overtime and has no difference',
    shift: 'GEN',
    punches: [],
    system: absent,
    edit: { type: 'T', working: 600 },
    expected: figures('T', 600, 60, 0, 1),
  },
  {
    name: 'working changed to 10:31 on a Present day',
    shift: 'GEN',
    punches: [on('09:00'), on('18:00')],
    system: figures('P', 540, 0, 30, 1),
    edit: { working: 631 },
    expected: figures('P', 631, 91, 121, 1),
  },
  {
    name: 'a day edited to a half day of 504 minutes',
    shift: 'GEN',
    punches: [on('09:00'), on('18:00')],
    system: figures('P', 540, 0, 30, 1),
    edit: { type: 'HD', working: 504 },
    expected: figures('HD', 504, 0, -6, 0.5),
  },
  {
    name: 'overtime given by the edit',
    shift: 'GEN',
    punches: [on('09:00'), on('18:00')],
    system: figures('P', 540, 0, 30, 1),
    edit: { overtime: 45 },
    expected: figures('P', 540, 45, 30, 1),
  },
  {
    name: 'edited to Absent: no working time',
    shift: 'GEN',
    punches: [on('09:00'), on('18:00')],
    system: figures('P', 540, 0, 30, 1),
    edit: { type: 'A' },
    expected: figures('A', 0, 0, 0, 0),
  },
  {
    name: 'edited to Holiday',
    shift: 'GEN',
    punches: [on('09:00'), on('18:00')],
    system: figures('P', 540, 0, 30, 1),
    edit: { type: 'H' },
    expected: figures('H', 0, 0, 0, 1),
  },
  {
    name: 'edited to leave without pay: the overtime goes with the pay',
    shift: 'GEN',
    punches: [on('09:00'), on('19:00')],
    system: figures('P', 600, 60, 90, 1),
    edit: { type: 'LWP' },
    expected: figures('LWP', 600, 0, 0, 0),
  },
  {
    name: 'edited to rest: paid, no overtime',
    shift: 'GEN',
    punches: [on('09:00'), on('19:00')],
    system: figures('P', 600, 60, 90, 1),
    edit: { type: 'R' },
    expected: figures('R', 600, 0, 0, 1),
  },
  {
    name: 'edited to punch request: unpaid until decided, no overtime',
    shift: 'GEN',
    punches: [on('09:00'), on('19:00')],
    system: figures('P', 600, 60, 90, 1),
    edit: { type: 'PR' },
    expected: figures('PR', 600, 0, 0, 0),
  },
  {
    name: "a shift changed in the edit brings its own minimum, not the old shift's",
    shift: 'GEN',
    punches: [on('09:00'), on('16:30')],
    system: figures('HD', 450, 0, -60, 0.5),
    edit: { shift: 'MOR' },
    expected: figures('HD', 450, 0, 0, 0.5),
  },
  {
    name: 'a shift changed to the half shift, and Present',
    shift: 'GEN',
    punches: [on('09:00'), on('14:00')],
    system: figures('HD', 300, 0, -210, 0.5),
    edit: { shift: 'HLF', type: 'P' },
    expected: figures('P', 300, 60, 60, 1),
  },
  {
    name: 'more work on a half-day leave day: the due time is the minimum less the leave',
    shift: 'GEN',
    punches: [on('13:00'), on('17:00')],
    leave: 'half',
    system: figures('HD', 240, 0, -30, 0.5),
    edit: { working: 300 },
    expected: figures('HD', 300, 0, 30, 1),
  },
  {
    name: 'a half-day leave with no punch, the worked half entered as Present',
    shift: 'GEN',
    punches: [],
    leave: 'half',
    system: figures('HD', 0, 0, -270, 0.5),
    edit: { type: 'P', working: 270 },
    expected: figures('P', 270, 0, 0, 1),
  },
  {
    name: 'a night Single Punch completed the next morning',
    shift: 'NGT',
    punches: [on('22:00')],
    system: singlePunch,
    edit: { type: 'P', out: after('06:30') },
    expected: figures('P', 510, 30, 0, 1),
  },
  {
    name: 'an edited in time with seconds is taken to the minute',
    shift: 'GEN',
    punches: [on('09:00'), on('17:30')],
    system: figures('P', 510, 0, 0, 1),
    edit: { in: on('09:01:59') },
    // the edit names no type: the day stays Present, a minute short
    expected: figures('P', 509, 0, -1, 1),
  },
  // an edit of a holiday or weekly off worked keeps what the work earned (#29 item 2)
  {
    name: 'a weekly off worked, its out corrected: every minute is still overtime',
    shift: 'GEN',
    punches: [on('09:00'), on('16:43')],
    weeklyOff: true,
    holidayWork: 'overtime',
    system: figures('WO', 463, 463, 0, 1),
    edit: { out: on('18:00') },
    expected: figures('WO', 540, 540, 0, 1),
  },
  {
    name: 'a holiday worked, its type restated as the editor sends it: the work and its overtime stay',
    shift: 'GEN',
    punches: [on('09:00'), on('19:00')],
    holiday: true,
    holidayWork: 'overtime',
    system: figures('H', 600, 600, 0, 1),
    edit: { type: 'H' },
    expected: figures('H', 600, 600, 0, 1),
  },
  {
    name: 'a holiday worked under a compensatory off policy, its out corrected: still no overtime',
    shift: 'GEN',
    punches: [on('09:00'), on('19:00')],
    holiday: true,
    holidayWork: 'compensatory_off',
    system: figures('H', 600, 0, 0, 1),
    edit: { out: on('18:00') },
    expected: figures('H', 540, 0, 0, 1),
  },
  {
    name: 'a weekly off with no punch, its work entered by an edit: overtime as if punched',
    shift: 'GEN',
    punches: [],
    weeklyOff: true,
    holidayWork: 'overtime',
    system: figures('WO', 0, 0, 0, 1),
    edit: { working: 240 },
    expected: figures('WO', 240, 240, 0, 1),
  },
  {
    name: 'a holiday worked, the overtime given by the edit wins',
    shift: 'GEN',
    punches: [on('09:00'), on('19:00')],
    holiday: true,
    holidayWork: 'overtime',
    system: figures('H', 600, 600, 0, 1),
    edit: { overtime: 120 },
    expected: figures('H', 600, 120, 0, 1),
  },
  {
    name: 'a weekly off worked, edited to Absent: no work, no overtime',
    shift: 'GEN',
    punches: [on('09:00'), on('16:43')],
    weeklyOff: true,
    holidayWork: 'overtime',
    system: figures('WO', 463, 463, 0, 1),
    edit: { type: 'A' },
    expected: figures('A', 0, 0, 0, 0),
  },
];
