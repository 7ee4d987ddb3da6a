import { earliestDay, istDayToIso, nextIstDay } from './ist-dates';

/** The first and last IST day ('yyyy-MM-dd', both inclusive) a date may take; either may be absent. */
export interface DateLimits {
  min?: string;
  max?: string;
}

/** Limits by field name, as a form's caller gives them (spec 000 §5: date filters have optional min and max). */
export type DateLimitsByField = Readonly<Record<string, DateLimits>>;

/** Leaves may be dated before the product's earliest month; every other folder may not (spec 000 §5). */
export const hasEarliestDay = (folder: string) => folder !== 'leaves';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function checkedDay(day: string, which: string): string {
  try {
    if (dayPattern.test(day)) {
      istDayToIso(day);
      return day;
    }
  } catch {
    // Reported below with the same message as a malformed day.
  }
  throw new Error(`date limit ${which} must be a day as yyyy-MM-dd, not '${day}'`);
}

/**
 * The days a folder's timestamp field allows: the earliest day (except leaves) and the
 * caller's limits, the later min and the given max. Throws on a limit that is not a day
 * or a min after the max, so a wrong limit is found where it is given.
 */
export function allowedDays(folder: string, limits: DateLimits = {}): DateLimits {
  const floor = hasEarliestDay(folder) ? earliestDay : undefined;
  const given = limits.min === undefined ? undefined : checkedDay(limits.min, 'min');
  const max = limits.max === undefined ? undefined : checkedDay(limits.max, 'max');
  // yyyy-MM-dd days compare as text.
  const min = given === undefined ? floor : floor === undefined || given > floor ? given : floor;
  if (min !== undefined && max !== undefined && min > max)
    throw new Error(`date limit min ${min} is after max ${max}`);
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** Whether an instant falls on one of the allowed IST days. */
export function isWithinDays(iso: string, days: DateLimits): boolean {
  const at = Date.parse(iso);
  if (days.min !== undefined && at < Date.parse(istDayToIso(days.min))) return false;
  if (days.max !== undefined && at >= Date.parse(istDayToIso(nextIstDay(days.max)))) return false;
  return true;
}
