import { businessDayKey, zoneOffsetMs } from '../business-time.js';

const minutesPerDay = 1440;

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy of a day key `YYYY-MM-DD` (spec 000 §5 "Date display"): a named day, so no zone. */
export function formatDayKey(dayKey: string): string {
  const [year, month, day] = dayKey.split('-');
  return `${day}/${month}/${year}`;
}

/** dd/MM/yyyy of the business day an instant falls on (spec 000 §5 "Date display"), IST unless a zone is named. */
export function formatIstDate(iso: string, timeZone?: string): string {
  return formatDayKey(businessDayKey(Date.parse(iso), timeZone));
}

/** The IST date of the last instant before an exclusive range end. */
export function formatIstDateBefore(iso: string): string {
  return formatIstDate(new Date(Date.parse(iso) - 1).toISOString());
}

/** HH:MM of a minute of the day; minutes past midnight of the next day wrap. */
export function formatClock(minutes: number): string {
  const inDay = ((minutes % minutesPerDay) + minutesPerDay) % minutesPerDay;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** HH:MM of an instant in IST (a punch's time, as a muster roll prints it). */
export function formatIstTime(iso: string): string {
  const instant = Date.parse(iso);
  return formatClock(Math.floor((instant + zoneOffsetMs(instant)) / 60_000));
}
