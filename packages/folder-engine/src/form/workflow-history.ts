import { defaultBusinessTimeZone } from '@muster/protocol';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One format per zone: building an `Intl.DateTimeFormat` costs more than formatting with it. */
function actedAtFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * When an action was taken, as a date and time of the signed-in business's zone (`env.time_zone`;
 * the default when the session carries none, never the browser's): dd/MM/yyyy, HH:mm (spec 000
 * §5 dates; issue #28 item 2).
 */
export const actedAt = (instant: string, timeZone: string | undefined): string =>
  actedAtFormat(timeZone || defaultBusinessTimeZone).format(new Date(instant));
