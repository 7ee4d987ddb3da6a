import { describe, expect, it } from 'vitest';
import {
  dayToIso,
  inclusiveDayCount,
  isoToDay,
  isoToMonth,
  monthToIso,
  nextDay,
  previousDay,
  yearToIso,
} from './day-inputs';

const kolkata = 'Asia/Kolkata';

describe("day conversions in the business's zone", () => {
  it('starts an IST day at 18:30 UTC the day before', () => {
    expect(dayToIso('2024-11-05', kolkata)).toBe('2024-11-04T18:30:00.000Z');
    expect(isoToDay('2024-11-04T18:30:00.000Z', kolkata)).toBe('2024-11-05');
    expect(isoToDay('2024-11-04T18:29:59.000Z', kolkata)).toBe('2024-11-04');
  });
  it('handles month-only and year-only pickers', () => {
    expect(monthToIso('2025-02', kolkata)).toBe('2025-01-31T18:30:00.000Z');
    expect(isoToMonth('2025-01-31T18:30:00.000Z', kolkata)).toBe('2025-02');
    expect(yearToIso('2025', kolkata)).toBe('2024-12-31T18:30:00.000Z');
  });
  // Issue #28 item 2: another business's day opens at its own midnight
  it.each([
    ['Asia/Dubai', '2024-11-04T20:00:00.000Z', '2025-01-31T20:00:00.000Z'],
    ['Asia/Kathmandu', '2024-11-04T18:15:00.000Z', '2025-01-31T18:15:00.000Z'],
    ['Europe/London', '2024-11-05T00:00:00.000Z', '2025-02-01T00:00:00.000Z'],
  ])('opens a day and a month at midnight in %s', (zone, day, month) => {
    expect(dayToIso('2024-11-05', zone)).toBe(day);
    expect(isoToDay(day, zone)).toBe('2024-11-05');
    expect(monthToIso('2025-02', zone)).toBe(month);
    expect(isoToMonth(month, zone)).toBe('2025-02');
  });
  it('follows summer time: a July day in London opens at 23:00 UTC', () => {
    expect(dayToIso('2025-07-10', 'Europe/London')).toBe('2025-07-09T23:00:00.000Z');
    expect(isoToDay('2025-07-09T23:00:00.000Z', 'Europe/London')).toBe('2025-07-10');
  });
  it("refuses malformed text with 'Invalid input format'", () => {
    expect(() => dayToIso('05/11/2024', kolkata)).toThrow('Invalid input format');
    expect(() => dayToIso('2024-02-30', kolkata)).toThrow('Invalid input format');
    expect(() => monthToIso('2024', kolkata)).toThrow('Invalid input format');
  });
  it('counts inclusive ranges with one day added', () => {
    expect(inclusiveDayCount('2024-11-01', '2024-11-01')).toBe(1);
    expect(inclusiveDayCount('2024-11-01', '2024-11-03')).toBe(3);
    expect(inclusiveDayCount('2025-02-27', '2025-03-01')).toBe(3);
    expect(nextDay('2024-12-31')).toBe('2025-01-01');
    expect(previousDay('2025-03-01')).toBe('2025-02-28');
  });
});
