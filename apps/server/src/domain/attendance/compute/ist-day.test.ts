import { describe, expect, it } from 'vitest';
import { addDays, dayKeysBetween, istDayKey, istDayStart, istWeekday } from './ist-day.js';

describe('IST business days', () => {
  it('puts 18:29 UTC on the same IST day and 18:30 UTC on the next', () => {
    expect(istDayKey(Date.parse('2026-11-09T18:29:59Z'))).toBe('2026-11-09');
    expect(istDayKey(Date.parse('2026-11-09T18:30:00Z'))).toBe('2026-11-10');
  });

  it('opens a day at IST midnight, 18:30 UTC the evening before', () => {
    expect(new Date(istDayStart('2026-11-10')).toISOString()).toBe('2026-11-09T18:30:00.000Z');
    expect(new Date(istDayStart('2026-03-01')).toISOString()).toBe('2026-02-28T18:30:00.000Z');
  });

  it('steps across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(dayKeysBetween('2026-11-29', '2026-12-02')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('numbers weekdays from Monday 0 to Sunday 6', () => {
    expect(istWeekday('2026-11-23')).toBe(0);
    expect(istWeekday('2026-11-22')).toBe(6);
  });
});
