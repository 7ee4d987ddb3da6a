import { addDays, businessDayKey, businessDayStart, weekdayOf } from '@muster/protocol';

/**
 * Business days (DESIGN §6), from protocol's business calendar: a day is named by its
 * `YYYY-MM-DD` key and stored as the instant of its midnight in the business's zone (IST).
 */
export const minuteMs = 60_000;
export const dayMinutes = 1440;

export { addDays };

/** The IST day key an instant (epoch ms) falls on. */
export const istDayKey = (instantMs: number): string => businessDayKey(instantMs);

/** Epoch ms of the IST midnight that opens a day. */
export const istDayStart = (dayKey: string): number => businessDayStart(dayKey);

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
