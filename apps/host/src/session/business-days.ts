import { businessDayStart, businessMonthStart, defaultBusinessTimeZone } from '@muster/protocol';

/**
 * The signed-in business's days as the txns take them (instants), in its zone (`env.time_zone`
 * of the session; the module's default when the session carries none): the host counts the
 * calendar of the session's business (issue #28 item 2). The server counts a contractor's
 * month again in the contractor's zone when the principal names it.
 */

/** The instant of a month's 15th, as a month picker sends a month (`YYYY-MM`): in it in any zone. */
export const monthMiddle = (month: string, timeZone: string | undefined): string =>
  new Date(businessDayStart(`${month}-15`, timeZone)).toISOString();

/** The instant a day (`YYYY-MM-DD`) opens. */
export const dayStart = (day: string, timeZone: string | undefined): string =>
  new Date(businessDayStart(day, timeZone)).toISOString();

/** A month's `[start, end)` instants (`YYYY-MM`): its first midnight and the next month's. */
export function monthPeriod(month: string, timeZone: string | undefined): [string, string] {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const start = (y: number, m: number) => new Date(businessMonthStart(y, m, timeZone)).toISOString();
  return [start(year, number), start(year, number + 1)];
}

/** The zone an `Intl` format of the business's dates takes: the session's, else the default (never the browser's). */
export const sessionZone = (timeZone: string | undefined): string => timeZone || defaultBusinessTimeZone;
