import { describe, expect, it } from 'vitest';
import {
  instantOfWallClock,
  isTimeZone,
  parseWallClock,
  wallClockAt,
  wallClockText,
  zoneOffsetMinutes,
} from './zoned-time.js';

const wall = (text: string) => {
  const parsed = parseWallClock(text);
  if (!parsed) throw new Error(`not a wall clock: ${text}`);
  return parsed;
};

describe('terminal clocks', () => {
  it('reads a local time in the device zone as its instant', () => {
    expect(new Date(instantOfWallClock(wall('2026-03-02 09:05:30'), 'Asia/Kolkata')).toISOString()).toBe(
      '2026-03-02T03:35:30.000Z',
    );
    expect(new Date(instantOfWallClock(wall('2026-03-02 09:05:30'), 'Asia/Dubai')).toISOString()).toBe(
      '2026-03-02T05:05:30.000Z',
    );
    expect(new Date(instantOfWallClock(wall('2026-01-01 00:10:00'), 'UTC')).toISOString()).toBe(
      '2026-01-01T00:10:00.000Z',
    );
  });

  it('takes the earlier instant of a time daylight saving repeats, and the old offset in its gap', () => {
    // London falls back at 02:00 BST on 2026-10-25: 01:30 happens at 00:30Z and 01:30Z
    expect(new Date(instantOfWallClock(wall('2026-10-25 01:30:00'), 'Europe/London')).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // and springs forward at 01:00 GMT on 2026-03-29: 01:30 never happens
    expect(new Date(instantOfWallClock(wall('2026-03-29 01:30:00'), 'Europe/London')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('gives the wall clock and offset of an instant, and writes it as a terminal does', () => {
    const instant = Date.parse('2026-03-02T18:45:07Z');
    expect(wallClockText(wallClockAt(instant, 'Asia/Kolkata'))).toBe('2026-03-03 00:15:07');
    expect(zoneOffsetMinutes('Asia/Kolkata', instant)).toBe(330);
    expect(zoneOffsetMinutes('America/New_York', Date.parse('2026-07-01T12:00:00Z'))).toBe(-240);
  });

  it('refuses readings that are not a real time, and zones the runtime does not know', () => {
    for (const text of [
      '2026-02-30 09:00:00',
      '2026-13-01 09:00:00',
      '2026-01-01 24:00:00',
      '2026-01-01 09:60:00',
      '1970-01-01 05:30:00',
      '2026-01-01T09:00:00',
      '2026-1-1 9:00:00',
      '',
    ])
      expect(parseWallClock(text), text).toBeNull();
    expect(parseWallClock('2028-02-29 23:59:59')).toEqual({
      year: 2028,
      month: 2,
      day: 29,
      hour: 23,
      minute: 59,
      second: 59,
    });
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
