import { businessDayKey, zoneOffsetMs } from '../business-time.js';

const minutesPerDay = 1440;

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy of a day key `YYYY-MM-DD` (spec 000 §5 "Date display"): a named day, so no zone. */
export function formatDayKey(dayKey: string): string {
  const [year, month, day] = dayKey.split('-');
  return `${day}/${month}/${year}`;
}

/** dd/MM/yyyy of the day of the business's zone an instant falls on (spec 000 §5 "Date display"). */
export function formatBusinessDate(iso: string, timeZone: string): string {
  return formatDayKey(businessDayKey(Date.parse(iso), timeZone));
}

/** The day of the zone of the last instant before an exclusive range end. */
export function formatBusinessDateBefore(iso: string, timeZone: string): string {
  return formatBusinessDate(new Date(Date.parse(iso) - 1).toISOString(), timeZone);
}

/** HH:MM of a minute of the day; minutes past midnight of the next day wrap. */
export function formatClock(minutes: number): string {
  const inDay = ((minutes % minutesPerDay) + minutesPerDay) % minutesPerDay;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** HH:MM of an instant on the wall clock of the business's zone (a punch's time, as a muster roll prints it). */
export function formatBusinessTime(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return formatClock(Math.floor((instant + zoneOffsetMs(instant, timeZone)) / 60_000));
}
