/**
 * The business's calendar (DESIGN §6): its days, months and financial years are those of its
 * time zone, a setting of the business, Asia/Kolkata (IST, +05:30 all year) unless it names
 * another. Instants are epoch milliseconds in UTC; a day is named by its `YYYY-MM-DD` key and
 * a month by `YYYY-MM`. Every package reads the business's calendar from here.
 */

/**
 * The zone of a business that names none: a caller with no business at hand (a sign-in page,
 * a test's expected value) and a business stored before migration 220 gave it one.
 */
export const defaultBusinessTimeZone = 'Asia/Kolkata';

/**
 * The zone India's laws date their rules in: a statutory rate, slab or limit applies from the
 * day its notification names, a day of India's calendar whatever the business's zone (the
 * statutory rates' migrations write those days at IST midnight).
 */
export const indianLawTimeZone = 'Asia/Kolkata';

/**
 * The zones a business may keep its calendar in (IANA tz database names, tzdata 2025b): South
 * Asia, the Gulf and South-East Asia, where India's contract-labour businesses run sites, and
 * UTC. A zone missing here is one line; the list is what the form offers and the server takes.
 */
export const businessTimeZones = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Thimphu',
  'Asia/Colombo',
  'Asia/Karachi',
  'Asia/Kabul',
  'Asia/Yangon',
  'Indian/Maldives',
  'Asia/Dubai',
  'Asia/Muscat',
  'Asia/Qatar',
  'Asia/Bahrain',
  'Asia/Kuwait',
  'Asia/Riyadh',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Indian/Mauritius',
  'Africa/Nairobi',
  'Africa/Johannesburg',
  'Europe/London',
  'UTC',
] as const;

/** Whether a business may keep its calendar in a zone (one of `businessTimeZones`). */
export const isBusinessTimeZone = (zone: string): boolean =>
  (businessTimeZones as readonly string[]).includes(zone);

const minuteMs = 60_000;
const dayMs = 1440 * minuteMs;
/** Zones change their offset on a quarter hour at the finest, so one offset holds for each quarter. */
const offsetStepMs = 15 * minuteMs;
const cachedOffsetsPerZone = 20_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function measuredOffset(instantMs: number, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of formatterOf(timeZone).formatToParts(instantMs)) part[type] = Number(value);
  const wallClock = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
  );
  return wallClock - Math.floor(instantMs / minuteMs) * minuteMs;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds (IST: 19,800,000). */
export function zoneOffsetMs(instantMs: number, timeZone: string = defaultBusinessTimeZone): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const step = Math.floor(instantMs / offsetStepMs);
  let offset = zone.get(step);
  if (offset === undefined) {
    if (zone.size >= cachedOffsetsPerZone) zone.clear();
    offset = measuredOffset(step * offsetStepMs, timeZone);
    zone.set(step, offset);
  }
  return offset;
}

const keyOfUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const utcOfKey = (dayKey: string): number => Date.parse(`${dayKey}T00:00:00Z`);

/** The business day an instant falls on. */
export function businessDayKey(instantMs: number, timeZone: string = defaultBusinessTimeZone): string {
  return keyOfUtc(instantMs + zoneOffsetMs(instantMs, timeZone));
}

/**
 * The instant a wall-clock time of the zone names, the wall clock given as if it were UTC
 * (`Date.UTC` of its fields): a date or time written without an offset.
 */
export function wallClockInstant(wallMs: number, timeZone: string = defaultBusinessTimeZone): number {
  // the offset of the instant itself, found from the offset a few hours either side
  const guess = wallMs - zoneOffsetMs(wallMs, timeZone);
  return wallMs - zoneOffsetMs(guess, timeZone);
}

/** The instant the business day opens (its midnight in the zone). */
export const businessDayStart = (dayKey: string, timeZone: string = defaultBusinessTimeZone): number =>
  wallClockInstant(utcOfKey(dayKey), timeZone);

/** The day `days` after (before, when negative) a day. */
export const addDays = (dayKey: string, days: number): string => keyOfUtc(utcOfKey(dayKey) + days * dayMs);

/** Monday 0 … Sunday 6 (the week starts on Monday, spec 001 §9; the dow_type field, spec 000 §3). */
export const weekdayOf = (dayKey: string): number => (new Date(utcOfKey(dayKey)).getUTCDay() + 6) % 7;

/** The business month an instant falls in, `YYYY-MM`. */
export const businessMonthKey = (instantMs: number, timeZone: string = defaultBusinessTimeZone): string =>
  businessDayKey(instantMs, timeZone).slice(0, 7);

/** The instant a business month (`year`, `month` 1–12) opens; month 13 is next year's January. */
export function businessMonthStart(
  year: number,
  month: number,
  timeZone: string = defaultBusinessTimeZone,
): number {
  return businessDayStart(keyOfUtc(Date.UTC(year, month - 1, 1)), timeZone);
}

/**
 * The Indian financial year holding a day: 1 April to 31 March (General Clauses Act 1897
 * s. 3(21), the year the Income-tax Act 1961 s. 3 calls the previous year), named by the
 * year it starts in.
 */
export function financialYearOf(dayKey: string): { startYear: number; firstDay: string; lastDay: string } {
  const year = Number(dayKey.slice(0, 4));
  const startYear = dayKey.slice(5) >= '04-01' ? year : year - 1;
  return { startYear, firstDay: `${startYear}-04-01`, lastDay: `${startYear + 1}-03-31` };
}
