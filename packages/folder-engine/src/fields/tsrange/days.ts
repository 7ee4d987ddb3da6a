import { dayToIso, inclusiveDayCount, isoToDay, nextDay, previousDay } from '../timestamp/day-inputs';

/** A tsrange on the wire: `[start, end)` instants, a null side unbounded. */
export type Range = [string | null, string | null] | null;

/** The first and last day of the zone a `[start, end)` range covers, as date input values ('' when unbounded). */
export function rangeDays(value: Range, timeZone: string): [string, string] {
  if (!value) return ['', ''];
  return [
    value[0] ? isoToDay(value[0], timeZone) : '',
    value[1] ? previousDay(isoToDay(value[1], timeZone)) : '',
  ];
}

/** Inclusive first and last days of the zone to the wire's `[start, end)`; an empty side is unbounded. */
export function toRange(first: string, last: string, timeZone: string): Range {
  if (!first && !last) return null;
  return [first ? dayToIso(first, timeZone) : null, last ? dayToIso(nextDay(last), timeZone) : null];
}

/** Days the inclusive pair covers (spec 000 §5: the end day counts), null until both ends are set in order. */
export const rangeDayCount = (first: string, last: string): number | null =>
  first && last && last >= first ? inclusiveDayCount(first, last) : null;
