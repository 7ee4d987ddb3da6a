import { allocationMessages, type BusinessEnv } from '@muster/protocol';
import { addDays, istDayKey, istDayStart } from '../attendance/compute/index.js';

/** An instant span `[from, to)` in ms; null is open on that side. */
export interface Span {
  from: number | null;
  to: number | null;
}

const iso = (value: number | null) => (value === null ? null : new Date(value).toISOString());

/** A range literal for `[from, to)`, open where null. */
export const rangeLiteral = (span: Span) =>
  `[${span.from === null ? '' : `"${iso(span.from)}"`},${span.to === null ? '' : `"${iso(span.to)}"`})`;

/**
 * The day `day` of a business's zone as a span of instants: an allocation covers its
 * employee's business's days (issue #28 item 2), from that business's midnight to the next.
 */
export const daySpan = (day: string, timeZone: string): { from: number; to: number } => ({
  from: istDayStart(day, timeZone),
  to: istDayStart(addDays(day, 1), timeZone),
});

/** Days `first`…`last` (both included) of a business's zone as one span. */
export const daysSpan = (first: string, last: string, timeZone: string): { from: number; to: number } => ({
  from: istDayStart(first, timeZone),
  to: istDayStart(addDays(last, 1), timeZone),
});

const before = (a: number | null, b: number | null) => a === null || (b !== null && a < b);
const after = (a: number | null, b: number | null) => a === null || (b !== null && a > b);

/** Whether two spans share an instant. */
export const overlaps = (a: Span, b: Span): boolean => before(a.from, b.to) && after(a.to, b.from);

/**
 * What is left of a period once `cut` is taken out: nothing, one piece, or two when the
 * cut falls inside it (a period is split, never re-dated past what it covered).
 */
export function cutSpan(period: Span, cut: { from: number; to: number }): Span[] {
  if (!overlaps(period, cut)) return [period];
  const pieces: Span[] = [];
  if (period.from === null || period.from < cut.from) pieces.push({ from: period.from, to: cut.from });
  if (period.to === null || period.to > cut.to) pieces.push({ from: cut.to, to: period.to });
  return pieces;
}

/** A period with several cuts taken out, in any order. */
export function cutSpans(period: Span, cuts: readonly { from: number; to: number }[]): Span[] {
  let pieces: Span[] = [period];
  for (const cut of cuts) pieces = pieces.flatMap((piece) => cutSpan(piece, cut));
  return pieces;
}

/** The days of a business's zone a span covers within `[first, last]`. */
export function daysOfSpan(span: Span, first: string, last: string, timeZone: string): string[] {
  const days: string[] = [];
  const start = span.from === null ? first : istDayKey(span.from, timeZone);
  const end = span.to === null ? last : istDayKey(span.to - 1, timeZone);
  for (let day = start < first ? first : start; day <= last && day <= end; day = addDays(day, 1))
    days.push(day);
  return days;
}

/** The employee an allocation edit names, as read for the rules. */
export interface AllocatedEmployee {
  id: string;
  duty_chart_officer: string | null;
  /** The day the employee joined, in its business's zone, or null. */
  joining_day: string | null;
  /** Its business's zone (partners.time_zone): the days it is allocated are that business's. */
  time_zone: string;
}

/**
 * Who may mark or delete an employee's allocations (spec 001 §6 "Allocation editing: admin,
 * or the employee's duty chart officer"; the attendance officer edits day cells too, §6's
 * table and issue #18's test): null when allowed, else the spec's refusal.
 */
export function allocationEditRefusal(env: BusinessEnv, employee: AllocatedEmployee): string | null {
  if (env.isAdmin || env.isAO) return null;
  if (env.isDCO && employee.duty_chart_officer === env.employees_id) return null;
  return allocationMessages.onlyDcoMakes;
}

/** The contract a marked day falls under, as read for the editability rule. */
export interface ContractWindow {
  id: string;
  period: Span;
  /** The months ('YYYY-MM', IST) the contract's invoices bill: their days are closed. */
  invoicedMonths: ReadonlySet<string>;
}

/**
 * Spec 001 §5 "Day-cell editability": inside the contract period, on or after joining,
 * invoices not generated (for the day's month: an invoice bills one month), and the selected
 * business the user's own.
 */
export function dayEditable(
  day: string,
  employee: AllocatedEmployee,
  contract: ContractWindow,
  ownBusiness: boolean,
): boolean {
  if (!ownBusiness || contract.invoicedMonths.has(day.slice(0, 7))) return false;
  if (employee.joining_day !== null && day < employee.joining_day) return false;
  return (
    overlaps(contract.period, daySpan(day, employee.time_zone)) &&
    cutSpan(daySpan(day, employee.time_zone), toClosed(contract.period)).length === 0
  );
}

// a contract period open on a side reaches as far as any day on that side
const toClosed = (span: Span) => ({
  from: span.from ?? Number.NEGATIVE_INFINITY,
  to: span.to ?? Number.POSITIVE_INFINITY,
});

/** The reply's outcomes: each count that is not zero with its spec message. */
export function allocationOutcomes(counts: {
  marked: number;
  notMarked: number;
  deleted: number;
  deletionFailed: number;
}): { message: string; count: number }[] {
  const outcomes = [
    { message: allocationMessages.marked, count: counts.marked },
    { message: allocationMessages.notMarked, count: counts.notMarked },
    { message: allocationMessages.deleted, count: counts.deleted },
    { message: allocationMessages.deletionFailed, count: counts.deletionFailed },
  ];
  return outcomes.filter((outcome) => outcome.count > 0);
}
