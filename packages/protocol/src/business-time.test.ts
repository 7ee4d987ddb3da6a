import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDayKey,
  businessDayStart,
  businessMonthKey,
  businessMonthStart,
  businessTimeZones,
  defaultBusinessTimeZone,
  financialYearOf,
  weekdayOf,
  zoneOffsetMs,
} from './business-time.js';

const at = (iso: string) => Date.parse(iso);

describe('the business calendar', () => {
  it('is IST by default: +05:30 all year', () => {
    expect(defaultBusinessTimeZone).toBe('Asia/Kolkata');
    expect(zoneOffsetMs(at('2026-01-15T00:00:00Z'))).toBe(330 * 60_000);
    expect(zoneOffsetMs(at('2026-07-15T00:00:00Z'))).toBe(330 * 60_000);
  });

  it.each([
    // an IST day opens at 18:30 UTC the day before
    ['2026-11-09T18:29:59.999Z', '2026-11-09'],
    ['2026-11-09T18:30:00.000Z', '2026-11-10'],
    ['2026-11-10T18:29:59.999Z', '2026-11-10'],
    // the last instant of a month and of a year
    ['2026-11-30T18:29:59.999Z', '2026-11-30'],
    ['2026-11-30T18:30:00.000Z', '2026-12-01'],
    ['2026-12-31T18:30:00.000Z', '2027-01-01'],
  ])('puts %s on the IST day %s', (instant, day) => {
    expect(businessDayKey(at(instant))).toBe(day);
  });

  it('opens a day and a month at IST midnight', () => {
    expect(new Date(businessDayStart('2026-11-10')).toISOString()).toBe('2026-11-09T18:30:00.000Z');
    expect(new Date(businessMonthStart(2026, 11)).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(new Date(businessMonthStart(2026, 13)).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(businessMonthKey(at('2026-10-31T18:29:59.999Z'))).toBe('2026-10');
    expect(businessMonthKey(at('2026-10-31T18:30:00.000Z'))).toBe('2026-11');
  });

  it('follows another zone of the business, daylight saving included', () => {
    // London: GMT in winter, BST (+01:00) from 29 March 2026 01:00 UTC
    expect(zoneOffsetMs(at('2026-03-29T00:59:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(at('2026-03-29T01:00:00Z'), 'Europe/London')).toBe(60 * 60_000);
    expect(businessDayKey(at('2026-07-01T23:30:00Z'), 'Europe/London')).toBe('2026-07-02');
    expect(new Date(businessDayStart('2026-07-02', 'Europe/London')).toISOString()).toBe(
      '2026-07-01T23:00:00.000Z',
    );
    expect(new Date(businessDayStart('2026-01-02', 'Europe/London')).toISOString()).toBe(
      '2026-01-02T00:00:00.000Z',
    );
  });

  it('offers only zones the runtime knows, the default first', () => {
    expect(businessTimeZones[0]).toBe(defaultBusinessTimeZone);
    expect(new Set(businessTimeZones).size).toBe(businessTimeZones.length);
    for (const zone of businessTimeZones)
      expect(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone).toBeTruthy();
  });

  it('counts days and weekdays on the calendar, Monday first', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(weekdayOf('2026-11-09')).toBe(0); // a Monday
    expect(weekdayOf('2026-11-15')).toBe(6); // a Sunday
  });

  it.each([
    ['2026-03-31', 2025, '2025-04-01', '2026-03-31'],
    ['2026-04-01', 2026, '2026-04-01', '2027-03-31'],
    ['2026-12-31', 2026, '2026-04-01', '2027-03-31'],
    ['2027-01-01', 2026, '2026-04-01', '2027-03-31'],
  ])('puts %s in the financial year starting %i', (day, startYear, firstDay, lastDay) => {
    expect(financialYearOf(day)).toEqual({ startYear, firstDay, lastDay });
  });
});
