/**
 * Picking days for a new leave (spec 000 §2 "Leaves calendar tab", §5): a click, Ctrl+click
 * to add days, a drag or a date range over several, and each picked day's half cycling.
 * Plain TypeScript over day keys of the business's zone.
 */

import type { ApplicableLeaveType } from '@muster/protocol';
import { addDays, type DayRange, rangeDays } from '../attendance/toolbar/date-range';
import { businessMidnight, type DayPart } from './leave-calendar';

/** The picked days and the part of each. */
export type Selection = ReadonlyMap<string, DayPart>;

export const noSelection: Selection = new Map();

/**
 * A picked day clicked again moves to its next part (spec 000 §2): full_day, first_half,
 * second_half, then the day is let go (null) on create, or back to full_day on update.
 */
export function nextPart(part: DayPart, mode: 'create' | 'update'): DayPart | null {
  if (part === 'full_day') return 'first_half';
  if (part === 'first_half') return 'second_half';
  return mode === 'create' ? null : 'full_day';
}

/**
 * A click on a free day: a picked day cycles its part, through the halves only where the
 * chosen leave type allows half days (`allow_half_day`), else it is let go; Ctrl+click adds
 * the day to what is picked; a plain click picks that day alone.
 */
export function clickDay(selection: Selection, day: string, add: boolean, halfDays: boolean): Selection {
  const part = selection.get(day);
  if (part) {
    const next = new Map(selection);
    const following = halfDays ? nextPart(part, 'create') : null;
    if (following) next.set(day, following);
    else next.delete(day);
    return next;
  }
  return new Map([...(add ? selection : []), [day, 'full_day']]);
}

/** The picked days as whole days: what a leave type without half days takes. */
export const wholeDays = (selection: Selection): Selection =>
  new Map([...selection].map(([day]) => [day, 'full_day'] as const));

/** The free days between two days (either order), each for a full day; taken days are skipped. */
export function spanSelection(from: string, to: string, isFree: (day: string) => boolean): Selection {
  const range: DayRange = from <= to ? { from, to } : { from: to, to: from };
  return new Map(
    rangeDays(range)
      .filter(isFree)
      .map((day) => [day, 'full_day'] as const),
  );
}

/** The half_day_duration records the calendar writes (code → id and minutes). */
export type HalfDays = Readonly<Record<'first_half' | 'second_half', { id: string; minutes: number }>>;

const fullDayMinutes = 480;

/**
 * The leave_days rows of a new leave: one row per picked day, in day order, so one day can
 * later be deleted alone (txn_leaves_delete); a half day names its half_day_duration, whose
 * minutes are the row's leave_minutes (the catalogue checks them). A day runs from midnight to
 * midnight of the business's zone. The leave type goes with its code and name: the leave form
 * a document-needing type opens shows the type from them (an id alone showed as the id); the
 * server reads the id only.
 */
export function leaveDayRows(
  selection: Selection,
  leaveType: Pick<ApplicableLeaveType, 'id' | 'code' | 'name'>,
  halfDays: HalfDays,
  timeZone: string,
) {
  return [...selection.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, part]) => {
      const half = part === 'full_day' ? null : halfDays[part];
      return {
        op: 'C' as const,
        data: {
          leave_period: [businessMidnight(day, timeZone), businessMidnight(addDays(day, 1), timeZone)],
          leave_types_id: [{ id: leaveType.id, code: leaveType.code, name: leaveType.name }],
          half_day_duration: half ? [{ id: half.id }] : null,
          leave_minutes: half ? half.minutes : fullDayMinutes,
        },
      };
    });
}

/** Days a selection counts: a half day is half a day, as the quota counts it. */
export const selectedDays = (selection: Selection): number =>
  [...selection.values()].reduce((total, part) => total + (part === 'full_day' ? 1 : 0.5), 0);
