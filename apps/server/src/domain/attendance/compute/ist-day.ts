/**
 * Business days are IST dates (fixed +05:30, no daylight saving; DESIGN §6). A day is
 * named by its `YYYY-MM-DD` key and stored as the instant of its IST midnight.
 */
const istOffsetMs = 330 * 60_000;
export const minuteMs = 60_000;
export const dayMinutes = 1440;
const dayMs = dayMinutes * minuteMs;

/** The IST day key an instant (epoch ms) falls on. */
export function istDayKey(instantMs: number): string {
  return new Date(instantMs + istOffsetMs).toISOString().slice(0, 10);
}

/** Epoch ms of the IST midnight that opens a day. */
export function istDayStart(dayKey: string): number {
  return Date.parse(`${dayKey}T00:00:00Z`) - istOffsetMs;
}

export function addDays(dayKey: string, days: number): string {
  return new Date(Date.parse(`${dayKey}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6, the numbering of the dow_type field (spec 000 §3). */
export function istWeekday(dayKey: string): number {
  return (new Date(`${dayKey}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Every day key from `first` to `last`, both included. */
export function dayKeysBetween(first: string, last: string): string[] {
  const keys: string[] = [];
  for (let key = first; key <= last; key = addDays(key, 1)) keys.push(key);
  return keys;
}

/** The earlier of two day keys (keys sort as dates). */
export const earlierDay = (a: string, b: string): string => (a <= b ? a : b);
