import { describe, expect, it } from 'vitest';
import {
  clockText,
  dayTimeInstant,
  invalidDateFormat,
  isoToDayKey,
  isValidTimeText,
  minutesToTimeText,
  timeTextToMinutes,
  to24HourTime,
  typeTimeText,
} from './time-text';

describe('typing an HH:MM field', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['08', '08'],
    ['083', '08:3'],
    ['0830', '08:30'],
    ['08300', '08:30'],
    ['08:30', '08:30'],
    ['8a:3b0', '83:0'],
    ['ab', ''],
    ['12:345', '12:34'],
    ['08:', '08'],
  ])('%j shows %j', (typed, shown) => {
    expect(typeTimeText(typed)).toBe(shown);
  });

  it('never passes 5 characters', () => {
    expect(typeTimeText('1234567890')).toHaveLength(5);
  });
});

describe('HH:MM validity and minutes', () => {
  it.each(['00:00', '09:05', '23:59', '12:00'])('%s is valid', (text) => {
    expect(isValidTimeText(text)).toBe(true);
  });
  it.each(['24:00', '23:60', '9:05', '09:5', '', '0905', 'ab:cd', '-1:00'])('%j is not', (text) => {
    expect(isValidTimeText(text)).toBe(false);
    expect(timeTextToMinutes(text)).toBeNull();
  });
  it('converts both ways', () => {
    expect(timeTextToMinutes('08:30')).toBe(510);
    expect(timeTextToMinutes('23:59')).toBe(1439);
    expect(minutesToTimeText(510)).toBe('08:30');
    expect(minutesToTimeText(0)).toBe('00:00');
    expect(minutesToTimeText(1439)).toBe('23:59');
  });
});

describe('12-hour to 24-hour (spec 001 §2)', () => {
  it.each([
    ['12:00 AM', '00:00:00'],
    ['12:30 am', '00:30:00'],
    ['1:05 AM', '01:05:00'],
    ['11:59 AM', '11:59:00'],
    ['12:00 PM', '12:00:00'],
    ['12:45 pm', '12:45:00'],
    ['1:00 PM', '13:00:00'],
    ['09:15:30 PM', '21:15:30'],
    ['11:59:59 PM', '23:59:59'],
    [' 7:05 p.m. ', '19:05:00'],
  ])('%j is %s', (text, time) => {
    expect(to24HourTime(text)).toBe(time);
  });
  it.each(['13:00 PM', '0:30 AM', '10:60 AM', '10:00', '10:00 XM', '', 'noon', '10:00:61 PM'])(
    "%j throws 'Invalid date format'",
    (text) => {
      expect(() => to24HourTime(text)).toThrow(invalidDateFormat);
    },
  );
});

describe("the business's clock and instants", () => {
  const ist = 'Asia/Kolkata';
  it('reads an instant on the IST clock', () => {
    expect(clockText('2026-11-10T03:32:00Z', ist)).toBe('09:02');
    expect(clockText('2026-11-10T20:00:00Z', ist)).toBe('01:30');
    expect(isoToDayKey('2026-11-10T20:00:00Z', ist)).toBe('2026-11-11');
    expect(isoToDayKey('2026-11-10T18:29:00Z', ist)).toBe('2026-11-10');
  });
  it('writes an IST day and time with its offset, moved by days', () => {
    expect(dayTimeInstant('2026-11-10', '09:02', ist)).toBe('2026-11-10T09:02:00+05:30');
    expect(dayTimeInstant('2026-11-30', '06:00', ist, 1)).toBe('2026-12-01T06:00:00+05:30');
    expect(Date.parse(dayTimeInstant('2026-11-10', '09:02', ist))).toBe(Date.parse('2026-11-10T03:32:00Z'));
    expect(() => dayTimeInstant('10/11/2026', '09:02', ist)).toThrow(invalidDateFormat);
    expect(() => dayTimeInstant('2026-11-10', '25:00', ist)).toThrow(invalidDateFormat);
  });
  it("reads and writes another business's zone: Dubai, Kathmandu, London in summer", () => {
    expect(clockText('2026-11-10T20:00:00Z', 'Asia/Dubai')).toBe('00:00');
    expect(clockText('2026-11-10T03:32:00Z', 'Asia/Kathmandu')).toBe('09:17');
    expect(isoToDayKey('2026-11-10T19:00:00Z', 'Asia/Dubai')).toBe('2026-11-10');
    expect(isoToDayKey('2026-11-10T19:00:00Z', ist)).toBe('2026-11-11');
    expect(dayTimeInstant('2026-11-10', '09:02', 'Asia/Dubai')).toBe('2026-11-10T09:02:00+04:00');
    expect(dayTimeInstant('2026-11-10', '09:02', 'Asia/Kathmandu')).toBe('2026-11-10T09:02:00+05:45');
    expect(dayTimeInstant('2026-07-01', '09:00', 'Europe/London')).toBe('2026-07-01T09:00:00+01:00');
    expect(dayTimeInstant('2026-11-10', '09:00', 'UTC')).toBe('2026-11-10T09:00:00+00:00');
  });
});
