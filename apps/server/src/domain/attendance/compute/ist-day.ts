import { addDays, businessDayKey, businessDayStart, weekdayOf } from '@muster/protocol';

/**
 * Business days (DESIGN §6), from protocol's business calendar: a day is named by its
 * `YYYY-MM-DD` key and stored as the instant of its midnight in the business's zone
 * (partners.time_zone). A caller that names no zone counts in IST, the default.
 */
export const minuteMs = 60_000;
export const dayMinutes = 1440;

export { addDays };

/** The business day key an instant (epoch ms) falls on, in the business's zone. */
export const istDayKey = (instantMs: number, timeZone?: string): string =>
  businessDayKey(instantMs, timeZone);

/** Epoch ms of the business's midnight that opens a day. */
export const istDayStart = (dayKey: string, timeZone?: string): number => businessDayStart(dayKey, timeZone);

/** Monday 0 … Sunday 6, the numbering of the dow_type field (spec 000 §3). */
export const istWeekday = weekdayOf;

/** Every day key from `first` to `last`, both included. */
export function dayKeysBetween(first: string, last: string): string[] {
  const keys: string[] = [];
  for (let key = first; key <= last; key = addDays(key, 1)) keys.push(key);
  return keys;
}

/** The earlier of two day keys (keys sort as dates). */
export const earlierDay = (a: string, b: string): string => (a <= b ? a : b);
