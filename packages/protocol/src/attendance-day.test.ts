import { describe, expect, it } from 'vitest';
import {
  dayDifference,
  dayPayableDays,
  dueMinutes,
  editFigures,
  formatDuration,
  minutesBetween,
  overtimeDays,
} from './attendance-day.js';

const at = (time: string) => Date.parse(`2026-11-10T${time}+05:30`);

describe('attendance day rules', () => {
  it('takes both instants to the minute before subtracting', () => {
    expect(minutesBetween(at('09:00:59'), at('17:30:00'))).toBe(510);
    expect(minutesBetween(at('09:00:00'), at('17:29:59'))).toBe(509);
  });

  it('measures the difference against the due minutes, a half-day leave taken off', () => {
    expect(dueMinutes(510, 0)).toBe(510);
    expect(dueMinutes(510, 240)).toBe(270);
    expect(dueMinutes(510, 480)).toBe(510);
    expect(dayDifference('P', 631, 510)).toBe(121);
    expect(dayDifference('HD', 255, 510)).toBe(-255);
    // the cliff: an absent or single punch day carries no difference (counted as an absence)
    expect(dayDifference('A', 254, 510)).toBe(0);
    expect(dayDifference('SP', 0, 510)).toBe(0);
  });

  it('pays a half-day leave half a day unless the worked half reaches half the minimum', () => {
    expect(dayPayableDays('HD', 240, 0, 510)).toBe(0.5);
    expect(dayPayableDays('HD', 240, 255, 510)).toBe(1);
    expect(dayPayableDays('HD', 0, 300, 510)).toBe(0.5);
    expect(dayPayableDays('P', 0, 510, 510)).toBe(1);
    expect(dayPayableDays('LWP', 0, 0, 510)).toBe(0);
  });

  it('formats durations without wrapping at 24 hours', () => {
    expect(formatDuration(1975)).toBe('32:55');
    expect(formatDuration(-6)).toBe('−00:06');
  });

  it('counts overtime in days of 8 hours', () => {
    expect(overtimeDays(600)).toBe(1.25);
    expect(overtimeDays(100)).toBe(0.21);
  });

  it('applies an edit as the server does: a new shift brings its minimum and length', () => {
    const before = {
      code: 'P' as const,
      inMs: at('09:00:00'),
      outMs: at('18:00:00'),
      workingMinutes: 540,
      overtimeMinutes: 0,
      differenceMinutes: 30,
      payableDays: 1,
    };
    const edit = {
      code: null,
      inMs: null,
      outMs: null,
      workingMinutes: null,
      overtimeMinutes: null,
      shiftChanged: true,
    };
    expect(
      editFigures(before, edit, {
        minimumMinutes: 360,
        overtimeBase: 420,
        leaveMinutes: 0,
        offDayWork: 'overtime',
      }),
    ).toMatchObject({ workingMinutes: 540, overtimeMinutes: 120, differenceMinutes: 180 });
    const absent = editFigures(
      before,
      { ...edit, code: 'A', shiftChanged: false },
      {
        minimumMinutes: 510,
        overtimeBase: 540,
        leaveMinutes: 0,
        offDayWork: 'overtime',
      },
    );
    expect(absent).toMatchObject({
      workingMinutes: 0,
      overtimeMinutes: 0,
      differenceMinutes: 0,
      payableDays: 0,
    });
  });
});
