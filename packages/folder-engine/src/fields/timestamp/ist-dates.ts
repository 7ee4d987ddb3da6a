import { businessDayKey, businessDayStart } from '@muster/protocol';

/** Calendar inputs work in IST days (DESIGN §6, protocol's business calendar); the wire carries UTC instants. */
const dayMs = 86_400_000;

export const invalidFormatMessage = 'Invalid input format';

/** The earliest day a date switcher offers outside leaves (spec 000 §5 "Date switcher"); a record's own dates have no such floor. */
export const earliestDay = '2024-11-01';

function parts(text: string, pattern: RegExp): number[] {
  const match = pattern.exec(text);
  if (!match) throw new Error(invalidFormatMessage);
  return match.slice(1).map(Number);
}

/** 'yyyy-MM-dd' (an IST day) to the instant it starts. */
export function istDayToIso(day: string): string {
  const [year = 0, month = 1, date = 1] = parts(day, /^(\d{4})-(\d{2})-(\d{2})$/);
  if (new Date(Date.UTC(year, month - 1, date)).getUTCDate() !== date) throw new Error(invalidFormatMessage);
  return new Date(businessDayStart(day)).toISOString();
}

/** The IST day an instant falls on, as 'yyyy-MM-dd'. */
export function isoToIstDay(iso: string): string {
  return businessDayKey(Date.parse(iso));
}

export const istMonthToIso = (month: string): string => {
  parts(month, /^(\d{4})-(\d{2})$/);
  return istDayToIso(`${month}-01`);
};
export const isoToIstMonth = (iso: string): string => isoToIstDay(iso).slice(0, 7);
export const istYearToIso = (year: string): string => istDayToIso(`${parts(year, /^(\d{4})$/)[0]}-01-01`);
export const isoToIstYear = (iso: string): string => isoToIstDay(iso).slice(0, 4);

/** The day after an IST day: an inclusive last day becomes the exclusive range end. */
export const nextIstDay = (day: string): string =>
  isoToIstDay(new Date(Date.parse(istDayToIso(day)) + dayMs).toISOString());
export const previousIstDay = (day: string): string =>
  isoToIstDay(new Date(Date.parse(istDayToIso(day)) - dayMs).toISOString());

/** Days a range covers counting both ends (spec 000 §5: "adds one day to inclusive ranges"). */
export function inclusiveDayCount(firstDay: string, lastDay: string): number {
  return Math.round((Date.parse(istDayToIso(lastDay)) - Date.parse(istDayToIso(firstDay))) / dayMs) + 1;
}

/** A default value ('now' gives a Date, a literal gives text) as a wire instant, or null. */
export const toIsoInstant = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return null;
};
