import { addDays, weekdayOf } from '@muster/protocol';

/**
 * The toolbar's date switcher maths (spec 001 §2 "Toolbar", §9): a month or a Monday-to-
 * Sunday week of IST days, never before 1 Nov 2024 and never past the period holding today.
 * Days are `YYYY-MM-DD` strings; arithmetic runs on UTC dates so no local zone leaks in.
 */

export type PeriodKind = 'month' | 'week';

/** A shown period: its kind and its first day (the 1st of the month, or the week's Monday). */
export interface AttendancePeriod {
  kind: PeriodKind;
  start: string;
}

/** IST days both included, as `txn_attendance_list_with_summary` takes them. */
export interface DayRange {
  from: string;
  to: string;
}

/** No attendance is kept before this day (issue 7: "not before Nov 2024"). */
export const earliestDay = '2024-11-01';

const toUtc = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export { addDays, weekdayOf };

const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
const weekStart = (day: string): string => addDays(day, -weekdayOf(day));

function addMonths(start: string, months: number): string {
  const date = new Date(toUtc(start));
  date.setUTCMonth(date.getUTCMonth() + months, 1);
  return fromUtc(date.getTime());
}

/** The period of `kind` holding `day`. */
export const periodOf = (kind: PeriodKind, day: string): AttendancePeriod => ({
  kind,
  start: kind === 'month' ? monthStart(day) : weekStart(day),
});

/** Its days, the first cut to the earliest day (the week of 1 Nov 2024 starts in October). */
export function periodRange(period: AttendancePeriod): DayRange {
  const to = period.kind === 'month' ? addDays(addMonths(period.start, 1), -1) : addDays(period.start, 6);
  return { from: period.start < earliestDay ? earliestDay : period.start, to };
}

/** Every day of a range, in order. */
export function rangeDays(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The period before (-1) or after (+1). */
export const stepPeriod = (period: AttendancePeriod, step: -1 | 1): AttendancePeriod =>
  period.kind === 'month'
    ? { kind: 'month', start: addMonths(period.start, step) }
    : { kind: 'week', start: addDays(period.start, 7 * step) };

/**
 * Whether stepping stays between the earliest day and today's period: attendance exists
 * from Nov 2024 and is never computed for future days, so further periods would be empty.
 */
export function canStep(period: AttendancePeriod, step: -1 | 1, today: string): boolean {
  const next = stepPeriod(period, step);
  if (step < 0) return periodRange(next).to >= earliestDay;
  return next.start <= periodOf(next.kind, today).start;
}

/**
 * The period shown after switching between month and week: a week inside the month
 * (today's when the month holds today, else its first), or the month of the week's Thursday
 * (the ISO rule: a week belongs to the month holding most of its days).
 */
export function switchKind(period: AttendancePeriod, kind: PeriodKind, today: string): AttendancePeriod {
  if (period.kind === kind) return period;
  if (kind === 'month') return periodOf('month', clampDay(addDays(period.start, 3), today));
  const { from, to } = periodRange(period);
  return periodOf('week', today >= from && today <= to ? today : from);
}

/** A day kept between the earliest day and today. */
export function clampDay(day: string, today: string): string {
  if (day < earliestDay) return earliestDay;
  return day > today ? today : day;
}

/** The month of an `<input type="month">` value (`YYYY-MM`), kept between Nov 2024 and today. */
export function monthFromInput(value: string, today: string): AttendancePeriod | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return null;
  return periodOf('month', clampDay(`${value}-01`, today));
}
