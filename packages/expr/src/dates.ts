import { defaultBusinessTimeZone, wallClockInstant, zoneOffsetMs } from '@muster/protocol';
import { ExprError } from './errors.js';

/**
 * The business's calendar of the evaluation running (protocol's business-time, the zone its
 * scope's `env.time_zone` names, Asia/Kolkata when it names none): a date without an offset
 * means that day or time there, and calendar helpers count its days, so browser and server,
 * reading one env, agree whatever their own time zones. Held here for the length of one
 * evaluation (`enterZone` … `leaveZone`) rather than passed to every helper and operator:
 * evaluation is synchronous, so no other evaluation can see it, and one re-entered from inside
 * (a Proxy's trap) stacks its own. The zone is read from the scope only when a date is first
 * parsed or counted, so a comparison of numbers pays for no read.
 */
type ZoneReader = (scope: object | undefined) => string;
let reader: ZoneReader | undefined;
let readerScope: object | undefined;
/** The zone read, undefined until the evaluation first needs it. */
let zone: string | undefined = defaultBusinessTimeZone;
/** The outer evaluations' reader, scope and zone, three entries each. */
const outer: unknown[] = [];

/** Starts an evaluation whose zone `read` finds in `scope` when a date needs it. */
export function enterZone(read: ZoneReader, scope: object | undefined): void {
  outer.push(reader, readerScope, zone);
  reader = read;
  readerScope = scope;
  zone = undefined;
}

/** Ends it: the evaluation around it (or none) counts in its own zone again. */
export function leaveZone(): void {
  zone = outer.pop() as string | undefined;
  readerScope = outer.pop() as object | undefined;
  reader = outer.pop() as ZoneReader | undefined;
}

function evaluationZone(): string {
  zone ??= reader ? reader(readerScope) : defaultBusinessTimeZone;
  return zone;
}

const DAY_MS = 86_400_000;

const getTime = Date.prototype.getTime;

/**
 * The time value of a real Date, else undefined. A brand check through the intrinsic
 * method: it runs no code of the object (no valueOf, no Proxy trap).
 */
export function timeOfDate(value: object): number | undefined {
  try {
    return getTime.call(value);
  } catch {
    return undefined;
  }
}

function digits(text: string, from: number, count: number): number {
  let result = 0;
  for (let i = from; i < from + count; i++) {
    const code = text.charCodeAt(i) - 48;
    if (code < 0 || code > 9) return Number.NaN;
    result = result * 10 + code;
  }
  return result;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Minutes east of UTC for an offset suffix (`Z`, `+05:30`, `-0800`, `+05`), else NaN. */
function parseOffset(text: string, at: number): number {
  const sign = text[at];
  if (sign === 'Z' || sign === 'z') return at + 1 === text.length ? 0 : Number.NaN;
  if (sign !== '+' && sign !== '-') return Number.NaN;
  const rest = text.length - at - 1;
  const hours = digits(text, at + 1, 2);
  let minutes = 0;
  if (rest === 5 && text[at + 3] === ':') minutes = digits(text, at + 4, 2);
  else if (rest === 4) minutes = digits(text, at + 3, 2);
  else if (rest !== 2) return Number.NaN;
  if (hours > 23 || minutes > 59) return Number.NaN;
  return (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * Epoch milliseconds of an ISO 8601 date or date-time (`2024-11-05`, `2024-11-05T09:30`,
 * `2024-11-05 09:30:15.250+05:30`, `…Z`), or NaN when the text is not one. Written out
 * rather than left to Date.parse, whose reading of offset-less text depends on the host.
 */
export function parseIsoInstant(text: string): number {
  const length = text.length;
  if (length < 10 || text[4] !== '-' || text[7] !== '-') return Number.NaN;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))) return Number.NaN;
  let hours = 0;
  let minutes = 0;
  let seconds = 0;
  let millis = 0;
  let at = 10;
  if (at < length && (text[at] === 'T' || text[at] === 't' || text[at] === ' ')) {
    if (text[at + 3] !== ':') return Number.NaN;
    hours = digits(text, at + 1, 2);
    minutes = digits(text, at + 4, 2);
    at += 6;
    if (text[at] === ':') {
      seconds = digits(text, at + 1, 2);
      at += 3;
      if (text[at] === '.') {
        let end = at + 1;
        while (end < length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
        if (end === at + 1) return Number.NaN;
        millis = Math.floor(
          digits(text, at + 1, Math.min(end - at - 1, 3)) * 10 ** (3 - Math.min(end - at - 1, 3)),
        );
        at = end;
      }
    }
    if (!(hours <= 23 && minutes <= 59 && seconds <= 59)) return Number.NaN;
  }
  const wallClock = Date.UTC(year, month - 1, day, hours, minutes, seconds, millis);
  if (at === length) return wallClockInstant(wallClock, evaluationZone());
  const offset = parseOffset(text, at);
  if (Number.isNaN(offset)) return Number.NaN;
  return wallClock - offset * 60_000;
}

/** Cheap test that a string is worth parsing as an ISO date: `dddd-dd-dd…`. */
export function looksLikeIsoDate(text: string): boolean {
  return (
    text.length >= 10 &&
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(0) >= 48 &&
    text.charCodeAt(0) <= 57
  );
}

/** Epoch milliseconds of a Date, an ISO string or a number of milliseconds; null for null, undefined or ''. */
export function toInstant(value: unknown, helper: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const instant = parseIsoInstant(value.trim());
    if (Number.isNaN(instant)) throw new ExprError(`${helper}: '${value}' is not an ISO date`);
    return instant;
  }
  if (typeof value === 'object') {
    const time = timeOfDate(value);
    if (time !== undefined) return time;
  }
  throw new ExprError(`${helper}: expected a date, an ISO date string or milliseconds`);
}

/** How far the evaluation's zone is ahead of UTC at an instant; 0 at one that is no time (NaN, Infinity). */
const offsetAt = (instant: number): number =>
  Number.isFinite(instant) ? zoneOffsetMs(instant, evaluationZone()) : 0;

/** Days since the epoch, counted in the business's calendar days. */
export function businessDay(instant: number): number {
  return Math.floor((instant + offsetAt(instant)) / DAY_MS);
}

/** A Date whose UTC fields read as the business's calendar fields of the instant. */
export function businessFields(instant: number): Date {
  return new Date(instant + offsetAt(instant));
}
