import { describe, expect, it } from 'vitest';
import {
  inclusiveDayCount,
  isoToIstDay,
  isoToIstMonth,
  istDayToIso,
  istMonthToIso,
  istYearToIso,
  nextIstDay,
} from './ist-dates';

describe('IST day conversions', () => {
  it('starts an IST day at 18:30 UTC the day before', () => {
    expect(istDayToIso('2024-11-05')).toBe('2024-11-04T18:30:00.000Z');
    expect(isoToIstDay('2024-11-04T18:30:00.000Z')).toBe('2024-11-05');
    expect(isoToIstDay('2024-11-04T18:29:59.000Z')).toBe('2024-11-04');
  });
  it('handles month-only and year-only pickers', () => {
    expect(istMonthToIso('2025-02')).toBe('2025-01-31T18:30:00.000Z');
    expect(isoToIstMonth('2025-01-31T18:30:00.000Z')).toBe('2025-02');
    expect(istYearToIso('2025')).toBe('2024-12-31T18:30:00.000Z');
  });
  it("refuses malformed text with 'Invalid input format'", () => {
    expect(() => istDayToIso('05/11/2024')).toThrow('Invalid input format');
    expect(() => istDayToIso('2024-02-30')).toThrow('Invalid input format');
    expect(() => istMonthToIso('2024')).toThrow('Invalid input format');
  });
  it('counts inclusive ranges with one day added', () => {
    expect(inclusiveDayCount('2024-11-01', '2024-11-01')).toBe(1);
    expect(inclusiveDayCount('2024-11-01', '2024-11-03')).toBe(3);
    expect(inclusiveDayCount('2025-02-27', '2025-03-01')).toBe(3);
    expect(nextIstDay('2024-12-31')).toBe('2025-01-01');
  });
});
