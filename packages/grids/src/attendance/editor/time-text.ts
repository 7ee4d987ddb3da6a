import { addDays, businessDayKey, formatClock, wallClockInstant, zoneOffsetMs } from '@muster/protocol';

/** Spec 001 §5: 'A missing date format throws' this. */
export const invalidDateFormat = 'Invalid date format';

const dayMinutes = 1440;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What an HH:MM field shows after a keystroke (spec 001 §5): digits only, ':' after the
 * hours, at most 5 characters. Deleting back over the ':' removes it with the digit before.
 */
export function typeTimeText(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** HH:MM with hours 00–23 and minutes 00–59. */
export const isValidTimeText = (text: string): boolean => timePattern.test(text);

/** Minutes of an HH:MM text, or null when it is not a valid time. */
export function timeTextToMinutes(text: string): number | null {
  const match = timePattern.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 'HH:MM' of a minute of the day (0–1439): a clock time or a time field's text, never a duration (protocol's formatDuration). */
export const minutesToTimeText = (minutes: number): string => formatClock(minutes);

const twelveHourPattern = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]\.?\s*$/;

/**
 * A 12-hour time ('9:05 PM', '12:00:30 am') as 24-hour 'hh:mm:ss' (spec 001 §2): 12 AM is 00,
 * PM adds 12 except to 12. Anything else throws 'Invalid date format'.
 */
export function to24HourTime(text: string): string {
  const match = twelveHourPattern.exec(text);
  if (!match) throw new Error(invalidDateFormat);
  const [, hoursText, minutesText, secondsText = '00', meridiem = 'a'] = match;
  const hours = Number(hoursText);
  const minutes = Number(minutesText);
  const seconds = Number(secondsText);
  if (hours < 1 || hours > 12 || minutes > 59 || seconds > 59) throw new Error(invalidDateFormat);
  const pm = meridiem.toLowerCase() === 'p';
  const hours24 = (hours % 12) + (pm ? 12 : 0);
  return `${pad(hours24)}:${pad(minutes)}:${pad(seconds)}`;
}

/*
 * The grid's days and clock are its business's (protocol README, 'The business's calendar'):
 * each function takes the zone its grid was given (the `timeZone` prop, the session's
 * `env.time_zone`), never the browser's.
 */

/** The business's wall-clock 'HH:MM' of an instant. */
export function clockText(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  const minutes = Math.floor((instant + zoneOffsetMs(instant, timeZone)) / 60_000);
  return minutesToTimeText(((minutes % dayMinutes) + dayMinutes) % dayMinutes);
}

/** `+05:30` of an offset in milliseconds. */
function offsetText(offsetMs: number): string {
  const minutes = Math.abs(offsetMs) / 60_000;
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * A business day and 'HH:MM' as an ISO instant written with the zone's offset (`+05:30` in
 * IST, `+04:00` in Dubai), the day moved by `dayShift`.
 */
export function dayTimeInstant(day: string, time: string, timeZone: string, dayShift = 0): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day)) || !isValidTimeText(time))
    throw new Error(invalidDateFormat);
  const shifted = addDays(day, dayShift);
  const wallClock = Date.parse(`${shifted}T${time}:00Z`);
  const offset = wallClock - wallClockInstant(wallClock, timeZone);
  return `${shifted}T${time}:00${offsetText(offset)}`;
}

/** The business day 'YYYY-MM-DD' an instant falls on. */
export const isoToDayKey = (iso: string, timeZone: string): string =>
  businessDayKey(Date.parse(iso), timeZone);
