import { fullDayMinutes } from '@muster/protocol';
import { addDays, istDayKey, istDayStart, minuteMs } from './ist-day.js';
import type { ShiftWindow } from './types.js';

/**
 * How far a duty may run past its shift's length before it can no longer be one day's
 * work: one more shift's worth (a double shift), so a day shift of 9 h ends its day 17 h
 * after its in punch, a night shift of 8 h 16 h after.
 */
export const dutyExtensionMinutes = 480;

/** A day's shift as instants: its start and end, and the longest duty it can hold. */
interface ShiftInstance {
  start: number;
  end: number;
  /** With no shift the frame is the IST calendar day and every first punch is an in. */
  hasShift: boolean;
  maxDutyMs: number;
}

function instanceOf(
  dayKey: string,
  shiftOf: (dayKey: string) => ShiftWindow | null,
  timeZone: string,
): ShiftInstance {
  const midnight = istDayStart(dayKey, timeZone);
  const shift = shiftOf(dayKey);
  if (!shift) {
    return {
      start: midnight,
      end: istDayStart(addDays(dayKey, 1), timeZone),
      hasShift: false,
      maxDutyMs: (fullDayMinutes + dutyExtensionMinutes) * minuteMs,
    };
  }
  return {
    start: midnight + shift.startMin * minuteMs,
    end: midnight + shift.endMin * minuteMs,
    hasShift: true,
    maxDutyMs: (shift.endMin - shift.startMin + dutyExtensionMinutes) * minuteMs,
  };
}

/**
 * The instant a day's own stretch of time opens: halfway between the previous day's shift
 * end and this day's shift start, so a punch between two shifts is taken by the shift it
 * is nearer to in the shifts' own frames; and no later than the previous day's maximum
 * duty after its shift start, so a long gap before a late shift (a day shift, then a
 * night shift) does not stretch the day before (README "Which day a punch belongs to").
 */
export function punchWindowOpens(
  dayKey: string,
  shiftOf: (dayKey: string) => ShiftWindow | null,
  timeZone: string,
): number {
  const own = instanceOf(dayKey, shiftOf, timeZone);
  const previous = instanceOf(addDays(dayKey, -1), shiftOf, timeZone);
  const halfway = Math.floor((previous.end + own.start) / 2);
  return previous.hasShift ? Math.min(halfway, previous.start + previous.maxDutyMs) : halfway;
}

function nearestDayOf(
  instant: number,
  shiftOf: (dayKey: string) => ShiftWindow | null,
  timeZone: string,
): string {
  // A stretch opens no later than ~26 h after its day's midnight, so the owner is the
  // day after the calendar day at the latest; the walk back ends at the first day whose
  // stretch has opened.
  let day = addDays(istDayKey(instant, timeZone), 1);
  while (punchWindowOpens(day, shiftOf, timeZone) > instant) day = addDays(day, -1);
  return day;
}

/** A day's first punch is its in when it is nearer the shift's start than its end (always without a shift). */
const opensWithIn = (instant: number, instance: ShiftInstance) =>
  !instance.hasShift || Math.abs(instant - instance.start) <= Math.abs(instant - instance.end);

/** The latest day with punches: the in it waits an out for (null after an out) and its maximum duty. */
interface OpenDay {
  day: string;
  inAt: number | null;
  maxDutyMs: number;
}

/** A punch past the open day's stretch is its out while the day waits for one and the duty is not over. */
const keepsOut = (open: OpenDay, nearest: string, punch: number) =>
  open.day < nearest && open.inAt !== null && punch - open.inAt <= open.maxDutyMs;

/**
 * Groups punches by the business day they belong to. A punch goes to the day whose
 * stretch holds it (the nearer shift), except the out of an open duty: a punch after a
 * day's in, with no out between, stays on that day while it is within the shift's
 * maximum duty of the in, even past the stretch's end (a day shift worked late, an
 * overtime stay). A longer gap closes the day: the punch is the next day's. Punches
 * alternate in and out from the day's first, which is an out when it is nearer the
 * shift's end (the in was missed), so a lone out never holds the next morning's in.
 * `shiftOf` gives the shift of any day (the day's allocation, else the employee's default);
 * days and shifts are the business's, in its time zone.
 */
export function assignPunchesToDays(
  punches: readonly number[],
  shiftOf: (dayKey: string) => ShiftWindow | null,
  timeZone: string,
): Map<string, number[]> {
  const byDay = new Map<string, number[]>();
  let open: OpenDay | null = null;
  for (const punch of [...punches].sort((a, b) => a - b)) {
    const nearest = nearestDayOf(punch, shiftOf, timeZone);
    const day: string = open && keepsOut(open, nearest, punch) ? open.day : nearest;
    // Days only move forward (the nearest day is monotonic, a carried out stays behind it),
    // so a day already holding punches is the open one.
    const list = byDay.get(day);
    if (list && open) {
      list.push(punch);
      open.inAt = open.inAt === null ? punch : null;
    } else {
      const instance = instanceOf(day, shiftOf, timeZone);
      byDay.set(day, [punch]);
      open = { day, inAt: opensWithIn(punch, instance) ? punch : null, maxDutyMs: instance.maxDutyMs };
    }
  }
  return byDay;
}
