import {
  inclusiveDayCount,
  isoToIstDay,
  istDayToIso,
  nextIstDay,
  previousIstDay,
} from '../timestamp/ist-dates';

/** A tsrange on the wire: `[start, end)` instants, a null side unbounded. */
export type Range = [string | null, string | null] | null;

/** The first and last IST day a `[start, end)` range covers, as date input values ('' when unbounded). */
export function rangeDays(value: Range): [string, string] {
  if (!value) return ['', ''];
  return [value[0] ? isoToIstDay(value[0]) : '', value[1] ? previousIstDay(isoToIstDay(value[1])) : ''];
}

/** Inclusive first and last days to the wire's `[start, end)`; an empty side is unbounded. */
export function toRange(first: string, last: string): Range {
  if (!first && !last) return null;
  return [first ? istDayToIso(first) : null, last ? istDayToIso(nextIstDay(last)) : null];
}

/** Days the inclusive pair covers (spec 000 §5: the end day counts), null until both ends are set in order. */
export const rangeDayCount = (first: string, last: string): number | null =>
  first && last && last >= first ? inclusiveDayCount(first, last) : null;
