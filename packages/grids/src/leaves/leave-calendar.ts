/**
 * The leaves calendar's data (spec 000 §2 "Leaves calendar tab", spec 001 §3 "Leave"): the
 * list call for the leaves of a range (one employee's, or every employee's in scope for the
 * admin calendar), and which leave day covers which day of the business's zone and which half
 * of it. Plain TypeScript, so the rules test alone.
 */
import type { TxnClient } from '@muster/folder-engine';
import {
  businessDayStart,
  folderListTxn,
  type LeaveStatusCode,
  type ListParamsInput,
  leaveStatusCodes,
} from '@muster/protocol';
import { isoToDayKey } from '../attendance/editor/time-text';
import { addDays, type DayRange, rangeDays } from '../attendance/toolbar/date-range';

export const leaveStatuses = leaveStatusCodes;
export type LeaveStatus = LeaveStatusCode;

/** Which part of a day a leave takes: first_half is drawn on the left, second_half on the right. */
export type DayPart = 'full_day' | 'first_half' | 'second_half';

/** A reference as the list projects it (`[{ id, code }]`, null when empty). */
type Reference = readonly { id: string; code?: string | null }[] | null | undefined;

/** One `leave_days` row as `txn_leaves_list` answers it with `leaveProjections`. */
export interface LeaveDayRecord {
  id: string;
  /** `[start, end)` instants; midnights of the business's zone for whole days. */
  leave_period?: readonly [string | null, string | null] | null;
  leave_status?: string | null;
  /** Derived from half_day_duration and checked on save (the catalogue's valid_expr); shown, never decides. */
  leave_minutes?: number | null;
  leave_types_id?: Reference;
  half_day_duration?: Reference;
}

/** One leave as `txn_leaves_list` answers it with `leaveProjections`. */
export interface LeaveRecord {
  id: string;
  last_modified?: string;
  leave_status?: string | null;
  employees_id?: Reference;
  leave_days?: readonly LeaveDayRecord[] | null;
}

/** What one calendar day shows of one leave day. */
export interface CalendarLeave {
  leaveId: string;
  dayId: string;
  /** The leave's stamp, which an update sends back. */
  lastModified: string | null;
  /** The employee and its code (the admin calendar shows whose leave it is). */
  employeeId: string;
  employeeCode: string;
  /** The leave type (whether it allows half days is the quota's answer). */
  typeId: string;
  typeCode: string;
  status: LeaveStatus;
  part: DayPart;
  /** The day row covers this one day only (its half can be changed). */
  singleDay: boolean;
}

/** The fields the calendar reads. */
export const leaveProjections = [
  'id',
  'last_modified',
  'leave_status',
  'employees_id.id',
  'employees_id.code',
  'leave_days.id',
  'leave_days.leave_period',
  'leave_days.leave_status',
  'leave_days.leave_minutes',
  'leave_days.leave_types_id.code',
  'leave_days.half_day_duration.code',
];

/** One employee's leaves of a year fit one page (at most one a day); the admin calendar reads a month or less. */
const pageLimit = 500;

/**
 * The instant a day opens in the business's zone (its `time_zone`: the calendar counts the days
 * of the employee's business, protocol README 'The business's calendar'), as the UTC text a
 * leave period holds.
 */
export const businessMidnight = (day: string, timeZone: string): string =>
  new Date(businessDayStart(day, timeZone)).toISOString();

/** Whose leaves a calendar shows: one employee's, or (null) every one the user's list shows. */
export type CalendarSubject = string | null;

/**
 * The `txn_leaves_list` params of the leaves with a day in the range: a leave day's
 * `[start, end)` overlapping the range's instants in the business's zone (spec 000 §7's period
 * filter, without its status filter: the calendar shows every status), of the employee when one
 * is named.
 */
export function leavesParams(subject: CalendarSubject, range: DayRange, timeZone: string): ListParamsInput {
  return {
    filters: {
      filterInput: [
        ...(subject ? [{ path: 'employees_id', operator: '=', value: subject, joinop: 'and' as const }] : []),
        {
          path: 'leave_days.leave_period',
          operator: 'between',
          value: [businessMidnight(range.from, timeZone), businessMidnight(addDays(range.to, 1), timeZone)],
          joinop: 'and',
        },
      ],
      joinop: 'and',
    },
    limit: pageLimit,
  };
}

/** The leaves with a day in the range, on the selected business when named. */
export async function loadLeaves(
  client: TxnClient,
  subject: CalendarSubject,
  range: DayRange,
  timeZone: string,
  targetSwhandle?: string,
): Promise<LeaveRecord[]> {
  const result = await client.call(folderListTxn('leaves'), leavesParams(subject, range, timeZone), {
    projections: leaveProjections,
    ...(targetSwhandle && { target_swhandle: targetSwhandle }),
  });
  return result.records as unknown as LeaveRecord[];
}

const isStatus = (status: string): status is LeaveStatus =>
  (leaveStatuses as readonly string[]).includes(status);

/**
 * The half a leave day takes: its half_day_duration, the one field that decides a half day
 * (attendance reads it too; leave_minutes is derived from it and checked on save).
 */
export function dayPart(day: LeaveDayRecord): DayPart {
  const code = day.half_day_duration?.[0]?.code;
  return code === 'first_half' || code === 'second_half' ? code : 'full_day';
}

/** The days of the zone a `[start, end)` period covers (a start alone covers its own day). */
export function periodDays(period: LeaveDayRecord['leave_period'], timeZone: string): string[] {
  const [start, end] = period ?? [null, null];
  if (!start) return [];
  const first = isoToDayKey(start, timeZone);
  // The end is exclusive: a leave ending at the zone's midnight does not take that day.
  const last = end ? isoToDayKey(new Date(Date.parse(end) - 1).toISOString(), timeZone) : first;
  return last < first ? [first] : rangeDays({ from: first, to: last });
}

/**
 * Each day of the range with the leave days on it, in the order the list answered. A
 * day's own status wins over its leave's (approval writes both).
 */
export function leavesByDay(
  leaves: readonly LeaveRecord[],
  range: DayRange,
  timeZone: string,
): Map<string, CalendarLeave[]> {
  const byDay = new Map<string, CalendarLeave[]>();
  for (const leave of leaves) {
    for (const day of leave.leave_days ?? []) {
      const status = day.leave_status ?? leave.leave_status ?? 'created';
      if (!isStatus(status)) continue;
      const days = periodDays(day.leave_period, timeZone);
      const shown: CalendarLeave = {
        leaveId: leave.id,
        dayId: day.id,
        lastModified: leave.last_modified ?? null,
        employeeId: leave.employees_id?.[0]?.id ?? '',
        employeeCode: leave.employees_id?.[0]?.code ?? '',
        typeId: day.leave_types_id?.[0]?.id ?? '',
        typeCode: day.leave_types_id?.[0]?.code ?? '',
        status,
        part: dayPart(day),
        singleDay: days.length === 1,
      };
      for (const date of days) {
        if (date < range.from || date > range.to) continue;
        byDay.set(date, [...(byDay.get(date) ?? []), shown]);
      }
    }
  }
  return byDay;
}

/** Statuses that free their days (spec 000 §5): a new leave may take a day they are on. */
const freeing: readonly LeaveStatus[] = ['rejected', 'cancelled'];

/**
 * Whether a day can be picked for a new leave (spec 000 §5): not when a leave that is
 * neither rejected nor cancelled is on it.
 */
export const isFreeDay = (leaves: readonly CalendarLeave[] | undefined): boolean =>
  (leaves ?? []).every((leave) => freeing.includes(leave.status));

/**
 * Whether a leave day's half can be changed (full day, first half, second half): a created
 * leave (spec 000 §4: only those are editable), a row of one day, of a type among
 * `halfDayTypes` (the applicable types that allow half days).
 */
export const isHalfChangeable = (leave: CalendarLeave, halfDayTypes: ReadonlySet<string>): boolean =>
  leave.status === 'created' && leave.singleDay && halfDayTypes.has(leave.typeId);

/** Rejected and cancelled leaves stay as they are (spec 000 §4): they cannot be deleted. */
export const isDeletable = (leave: CalendarLeave): boolean => !freeing.includes(leave.status);

/** The status filter (spec 000 §2): All, or one status. */
export type StatusFilter = 'all' | LeaveStatus;

/** The leaves of each day the filter shows. */
export function filterByStatus(
  byDay: ReadonlyMap<string, CalendarLeave[]>,
  filter: StatusFilter,
): Map<string, CalendarLeave[]> {
  if (filter === 'all') return new Map(byDay);
  const shown = new Map<string, CalendarLeave[]>();
  for (const [day, leaves] of byDay) {
    const kept = leaves.filter((leave) => leave.status === filter);
    if (kept.length) shown.set(day, kept);
  }
  return shown;
}
