import { describe, expect, it } from 'vitest';
import { gridPlace } from './days.js';

/**
 * A days grid places a record on the day of the business whose rows the report lists (issue
 * #28 item 2), not India's: 23:30 of 10 November in Dubai (+04:00) is 01:00 of India's 11th,
 * and 00:05 of 1 December in Kathmandu (+05:45) is 23:50 of India's 30 November.
 */
describe("a days grid's place of a record", () => {
  const days = { date: 'attendance_date', by: 'employees_id' };
  const record = (date: string) => ({ attendance_date: date, employees_id: [{ id: 'e1' }] });

  it("is the day of the business's zone the record's instant falls on", () => {
    expect(gridPlace(days, record('2026-11-10T19:30:00Z'), 'Asia/Dubai')).toEqual({
      key: 'e1/2026-11',
      day: 10,
    });
    expect(gridPlace(days, record('2026-11-30T18:20:00Z'), 'Asia/Kathmandu')).toEqual({
      key: 'e1/2026-12',
      day: 1,
    });
    expect(gridPlace(days, record('2026-11-30T18:20:00Z'), 'Asia/Kolkata')).toEqual({
      key: 'e1/2026-11',
      day: 30,
    });
  });
});
