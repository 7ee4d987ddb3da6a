import { addDays, istDayKey, istDayStart, minuteMs } from './ist-day.js';
import type { ShiftWindow } from './types.js';

/** A punch up to four hours before its shift starts belongs to that shift's day. */
export const earlyArrivalGraceMinutes = 240;
/** A punch up to two hours after a shift ends belongs to that shift's day. */
export const lateLeavingGraceMinutes = 120;
/** No punch later than twelve hours after a shift ends belongs to that shift's day. */
export const latestOutMinutes = 720;

/**
 * The instant a day's punch window opens: its shift start less the early-arrival grace
 * (IST midnight on a day with no shift), pushed later while the previous day's shift
 * is still inside its late-leaving grace, and brought earlier when the previous day's
 * shift ended more than twelve hours before. A punch belongs to the latest day whose
 * window has opened, so windows tile time with no gap and no overlap, a night shift's
 * morning punches stay on its start day even when a day shift follows it, and a day
 * shift followed by a night shift keeps the next day's daytime punches off its own day
 * (README "Which day a punch belongs to": no 32-hour day across a shift change).
 */
export function punchWindowOpens(dayKey: string, shiftOf: (dayKey: string) => ShiftWindow | null): number {
  const midnight = istDayStart(dayKey);
  const shift = shiftOf(dayKey);
  const ownStart = shift ? midnight + (shift.startMin - earlyArrivalGraceMinutes) * minuteMs : midnight;
  const previousShift = shiftOf(addDays(dayKey, -1));
  if (!previousShift) return ownStart;
  const previousEndsAt = istDayStart(addDays(dayKey, -1)) + previousShift.endMin * minuteMs;
  return Math.max(
    previousEndsAt + lateLeavingGraceMinutes * minuteMs,
    Math.min(ownStart, previousEndsAt + latestOutMinutes * minuteMs),
  );
}

/**
 * Groups punches by the business day whose window contains them. `shiftOf` gives the
 * shift of any day (the day's allocation, else the employee's default).
 */
export function assignPunchesToDays(
  punches: readonly number[],
  shiftOf: (dayKey: string) => ShiftWindow | null,
): Map<string, number[]> {
  const byDay = new Map<string, number[]>();
  for (const punch of [...punches].sort((a, b) => a - b)) {
    const day = dayOwningInstant(punch, shiftOf);
    const list = byDay.get(day);
    if (list) list.push(punch);
    else byDay.set(day, [punch]);
  }
  return byDay;
}

function dayOwningInstant(instant: number, shiftOf: (dayKey: string) => ShiftWindow | null): string {
  // A window opens no later than 26 h after its day's midnight (a shift ending at 47:59
  // plus the grace), so the owner is the day after the calendar day at the latest; the
  // walk back ends at the first day whose window has opened.
  let day = addDays(istDayKey(instant), 1);
  while (punchWindowOpens(day, shiftOf) > instant) day = addDays(day, -1);
  return day;
}
