import { addDays, businessDayKey, businessDayStart } from '@muster/protocol';

/**
 * Calendar inputs work in days of the business's zone (the engine's `timeZone`, protocol
 * README 'The business's calendar'); the wire carries UTC instants, a day as the instant its
 * midnight opens there.
 */

export const invalidFormatMessage = 'Invalid input format';

/** The earliest day a date switcher offers outside leaves (spec 000 §5 "Date switcher"); a record's own dates have no such floor. */
export const earliestDay = '2024-11-01';

function parts(text: string, pattern: RegExp): number[] {
  const match = pattern.exec(text);
  if (!match) throw new Error(invalidFormatMessage);
  return match.slice(1).map(Number);
}

/** 'yyyy-MM-dd' checked to be a day the calendar has (not 2024-02-30), else 'Invalid input format'. */
export function checkedDay(day: string): string {
  const [year = 0, month = 1, date = 1] = parts(day, /^(\d{4})-(\d{2})-(\d{2})$/);
  if (new Date(Date.UTC(year, month - 1, date)).getUTCDate() !== date) throw new Error(invalidFormatMessage);
  return day;
}

/** 'yyyy-MM-dd' (a day of the zone) to the instant it starts. */
export const dayToIso = (day: string, timeZone: string): string =>
  new Date(businessDayStart(checkedDay(day), timeZone)).toISOString();

/** The day of the zone an instant falls on, as 'yyyy-MM-dd'. */
export const isoToDay = (iso: string, timeZone: string): string => businessDayKey(Date.parse(iso), timeZone);

export const monthToIso = (month: string, timeZone: string): string => {
  parts(month, /^(\d{4})-(\d{2})$/);
  return dayToIso(`${month}-01`, timeZone);
};
export const isoToMonth = (iso: string, timeZone: string): string => isoToDay(iso, timeZone).slice(0, 7);
export const yearToIso = (year: string, timeZone: string): string =>
  dayToIso(`${parts(year, /^(\d{4})$/)[0]}-01-01`, timeZone);
export const isoToYear = (iso: string, timeZone: string): string => isoToDay(iso, timeZone).slice(0, 4);

/** The day after a day: an inclusive last day becomes the exclusive range end (a calendar step, no zone). */
export const nextDay = (day: string): string => addDays(checkedDay(day), 1);
export const previousDay = (day: string): string => addDays(checkedDay(day), -1);

/** Days a range covers counting both ends (spec 000 §5: "adds one day to inclusive ranges"). */
export function inclusiveDayCount(firstDay: string, lastDay: string): number {
  const utc = (day: string) => Date.parse(`${checkedDay(day)}T00:00:00Z`);
  return Math.round((utc(lastDay) - utc(firstDay)) / 86_400_000) + 1;
}

/** A default value ('now' gives a Date, a literal gives text) as a wire instant, or null. */
export const toIsoInstant = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return null;
};
