/**
 * The leaves calendar's logic (spec 000 §2 "Leaves calendar tab", spec 001 §3 "Leave"): the
 * weeks of a month, the list call for one employee's leaves in it, and which leave day
 * covers which IST day and which half of it. Plain TypeScript, so the rules test alone.
 */
import type { Txn } from '@muster/protocol';
import { isoToIstDayKey, istInstant } from '../attendance/editor/time-text';
import {
  type AttendancePeriod,
  addDays,
  canStep,
  type DayRange,
  periodOf,
  periodRange,
  rangeDays,
  stepPeriod,
  weekdayOf,
} from '../attendance/toolbar/date-range';

export const leaveStatuses = ['created', 'intermediate_approved', 'final_approved', 'rejected'] as const;
/** The statuses a calendar day shows; cancelled leaves free their days and are not drawn. */
export type LeaveStatus = (typeof leaveStatuses)[number];

/** Which part of a day a leave takes: first_half is drawn on the left, second_half on the right. */
export type DayPart = 'full_day' | 'first_half' | 'second_half';

/** A reference as the list projects it (`[{ id, code }]`, null when empty). */
type Reference = readonly { id: string; code?: string | null }[] | null | undefined;

/** One `leave_days` row as `txn_leaves_list` answers it with `leaveProjections`. */
export interface LeaveDayRecord {
  id: string;
  /** `[start, end)` instants; IST midnights for whole days. */
  leave_period?: readonly [string | null, string | null] | null;
  leave_status?: string | null;
  leave_minutes?: number | null;
  leave_types_id?: Reference;
  half_day_duration?: Reference;
}

/** One leave as `txn_leaves_list` answers it with `leaveProjections`. */
export interface LeaveRecord {
  id: string;
  leave_status?: string | null;
  leave_days?: readonly LeaveDayRecord[] | null;
}

/** What one calendar day shows of one leave day. */
export interface CalendarLeave {
  leaveId: string;
  dayId: string;
  typeCode: string;
  status: LeaveStatus;
  part: DayPart;
}

/** A full leave day (spec 000 §9): anything else is a half day. */
export const fullDayMinutes = 480;

/** The fields the calendar reads. */
export const leaveProjections = [
  'id',
  'leave_status',
  'leave_days.id',
  'leave_days.leave_period',
  'leave_days.leave_status',
  'leave_days.leave_minutes',
  'leave_days.leave_types_id.code',
  'leave_days.half_day_duration.code',
];

/** Leaves of a month are few (at most one a day): one page holds them all. */
const monthLimit = 100;

/** IST midnight of a day as a UTC instant. */
export const istMidnight = (day: string): string => new Date(istInstant(day, '00:00')).toISOString();

/** The month shown first: today's. */
export const monthOf = (day: string): AttendancePeriod => periodOf('month', day);

/**
 * The month's days as weeks of seven, Monday first (spec 001 §9); days of the weeks' edges
 * outside the month are null (blank cells).
 */
export function monthWeeks(month: AttendancePeriod): (string | null)[][] {
  const { from, to } = periodRange(month);
  const weeks: (string | null)[][] = [];
  for (let monday = addDays(from, -weekdayOf(from)); monday <= to; monday = addDays(monday, 7)) {
    weeks.push(
      rangeDays({ from: monday, to: addDays(monday, 6) }).map((day) =>
        day >= from && day <= to ? day : null,
      ),
    );
  }
  return weeks;
}

/**
 * `txn_leaves_list` for one employee's leaves with a day in the month: the employee, and
 * a leave day's `[start, end)` overlapping the month's IST instants (spec 000 §7's period
 * filter, without its status filter: the calendar shows every status but cancelled).
 */
export function leavesListTxn(employeeId: string, month: AttendancePeriod, targetSwhandle?: string): Txn {
  const { from, to } = periodRange(month);
  return {
    name: 'txn_leaves_list',
    folder: 'leaves',
    params: {
      filters: {
        filterInput: [
          { path: 'employees_id', operator: '=', value: employeeId, joinop: 'and' },
          {
            path: 'leave_days.leave_period',
            operator: 'between',
            value: [istMidnight(from), istMidnight(addDays(to, 1))],
            joinop: 'and',
          },
        ],
        joinop: 'and',
      },
      limit: monthLimit,
      offset: 0,
    },
    projections: leaveProjections,
    ...(targetSwhandle && { target_swhandle: targetSwhandle }),
    client_props: { txn_op: 'R' },
  };
}

const isShownStatus = (status: string): status is LeaveStatus =>
  (leaveStatuses as readonly string[]).includes(status);

/** The half a leave day takes: its half_day_duration, else full unless its minutes say half (then the first half). */
export function dayPart(day: LeaveDayRecord): DayPart {
  const code = day.half_day_duration?.[0]?.code;
  if (code === 'first_half' || code === 'second_half') return code;
  const minutes = day.leave_minutes ?? fullDayMinutes;
  return minutes === fullDayMinutes ? 'full_day' : 'first_half';
}

/** The IST days a `[start, end)` period covers (a start alone covers its own day). */
export function periodDays(period: LeaveDayRecord['leave_period']): string[] {
  const [start, end] = period ?? [null, null];
  if (!start) return [];
  const first = isoToIstDayKey(start);
  // The end is exclusive: a leave ending at IST midnight does not take that day.
  const last = end ? isoToIstDayKey(new Date(Date.parse(end) - 1).toISOString()) : first;
  return last < first ? [first] : rangeDays({ from: first, to: last });
}

/**
 * Each day of the month with the leave days on it, in the order the list answered. A day's
 * own status wins over its leave's (approval writes both); cancelled ones are left out.
 */
export function leavesByDay(
  leaves: readonly LeaveRecord[],
  month: AttendancePeriod,
): Map<string, CalendarLeave[]> {
  const { from, to } = periodRange(month);
  const byDay = new Map<string, CalendarLeave[]>();
  for (const leave of leaves) {
    for (const day of leave.leave_days ?? []) {
      const status = day.leave_status ?? leave.leave_status ?? 'created';
      if (!isShownStatus(status)) continue;
      const shown: CalendarLeave = {
        leaveId: leave.id,
        dayId: day.id,
        typeCode: day.leave_types_id?.[0]?.code ?? '',
        status,
        part: dayPart(day),
      };
      for (const date of periodDays(day.leave_period)) {
        if (date < from || date > to) continue;
        byDay.set(date, [...(byDay.get(date) ?? []), shown]);
      }
    }
  }
  return byDay;
}

/**
 * Whether a day can be picked for a new leave (spec 000 §5): not when a leave that is not
 * rejected (nor cancelled, which is not shown) is on it.
 */
export const isFreeDay = (leaves: readonly CalendarLeave[] | undefined): boolean =>
  (leaves ?? []).every((leave) => leave.status === 'rejected');

/** The picked days as one inclusive range: a click picks a day, a second click on a later day ends the range. */
export function pickDay(picked: DayRange | null, day: string, extend: boolean): DayRange | null {
  if (picked && picked.from === day && picked.to === day) return null;
  if (!extend || !picked) return { from: day, to: day };
  return day < picked.from ? { from: day, to: picked.to } : { from: picked.from, to: day };
}

/** A range is pickable only when every day in it is free. */
export const isFreeRange = (range: DayRange, byDay: ReadonlyMap<string, CalendarLeave[]>): boolean =>
  rangeDays(range).every((day) => isFreeDay(byDay.get(day)));

/** The leave form's starting values: the employee, and one full-day row over the picked days. */
export function applyValues(
  employee: { id: string; code?: string },
  picked: DayRange | null,
): Record<string, unknown> {
  const values: Record<string, unknown> = { employees_id: [employee] };
  if (picked)
    values.leave_days = [{ leave_period: [istMidnight(picked.from), istMidnight(addDays(picked.to, 1))] }];
  return values;
}

/** spec 000 §2: the month switcher rolls over 12 months; leaves are applied ahead of time. */
export const monthsAhead = 12;

/**
 * The month before or after, or null past the ends: not before Nov 2024 (the attendance
 * switcher's floor), and not more than `monthsAhead` months after today's.
 */
export function stepMonth(month: AttendancePeriod, step: -1 | 1, today: string): AttendancePeriod | null {
  let latest = monthOf(today);
  for (let ahead = 0; ahead < monthsAhead; ahead += 1) latest = stepPeriod(latest, 1);
  return canStep(month, step, latest.start) ? stepPeriod(month, step) : null;
}
