import { businessDayKey } from '@muster/protocol';
import { checkedDay as calendarDay, dayToIso, nextDay } from './day-inputs';

/** The first and last day ('yyyy-MM-dd', both inclusive, of the business's zone) a date may take; either may be absent. */
export interface DateLimits {
  min?: string;
  max?: string;
}

/** Limits by field name, as a form's caller gives them (spec 000 §5: date filters have optional min and max). */
export type DateLimitsByField = Readonly<Record<string, DateLimits>>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function checkedDay(day: string, which: string): string {
  try {
    if (dayPattern.test(day)) return calendarDay(day);
  } catch {
    // Reported below with the same message as a malformed day.
  }
  throw new Error(`date limit ${which} must be a day as yyyy-MM-dd, not '${day}'`);
}

/**
 * The days a record's timestamp field allows: only the caller's limits. The product's earliest
 * month (Nov 2024, spec 000 §5) bounds the date *switchers* (month pickers, the attendance
 * toolbar), never a record's own dates: an employee joined in 2020 and was born long before.
 * Throws on a limit that is not a day or a min after the max, so a wrong limit is found where
 * it is given.
 */
export function allowedDays(limits: DateLimits = {}): DateLimits {
  const min = limits.min === undefined ? undefined : checkedDay(limits.min, 'min');
  const max = limits.max === undefined ? undefined : checkedDay(limits.max, 'max');
  // yyyy-MM-dd days compare as text.
  if (min !== undefined && max !== undefined && min > max)
    throw new Error(`date limit min ${min} is after max ${max}`);
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/**
 * The days a field allows: the caller's limits, and for a field marked `upToNow` (a challan's
 * wage month, issue #32) none after the business's today, counted in its zone; a month or
 * year picker, whose value is its unit's first day, then ends at the current month or year.
 */
export function fieldDays(
  limits: DateLimits | undefined,
  field: { upToNow?: boolean | undefined },
  timeZone: string,
): DateLimits {
  const days = allowedDays(limits);
  if (!field.upToNow) return days;
  const today = businessDayKey(Date.now(), timeZone);
  return { ...days, max: days.max !== undefined && days.max < today ? days.max : today };
}

/** Whether an instant falls on one of the allowed days of the zone. */
export function isWithinDays(iso: string, days: DateLimits, timeZone: string): boolean {
  const at = Date.parse(iso);
  if (days.min !== undefined && at < Date.parse(dayToIso(days.min, timeZone))) return false;
  if (days.max !== undefined && at >= Date.parse(dayToIso(nextDay(days.max), timeZone))) return false;
  return true;
}
