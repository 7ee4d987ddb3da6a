import { describe, expect, it } from 'vitest';
import { contributionPeriodStart, nextMonth, payrollMonth, payrollMonthOf, previousMonth } from './month.js';

const iso = (date: Date) => date.toISOString();

describe("a payroll month in its business's time zone", () => {
  // November 2026 opens and closes at the business's midnights
  it.each([
    ['Asia/Kolkata', '2026-10-31T18:30:00.000Z', '2026-11-30T18:30:00.000Z'],
    ['Asia/Kathmandu', '2026-10-31T18:15:00.000Z', '2026-11-30T18:15:00.000Z'],
    ['Asia/Dubai', '2026-10-31T20:00:00.000Z', '2026-11-30T20:00:00.000Z'],
  ])('%s: [%s, %s)', (zone, start, end) => {
    const month = payrollMonth(2026, 11, zone);
    expect([iso(month.start), iso(month.end), month.firstDay, month.lastDay]).toEqual([
      start,
      end,
      '2026-11-01',
      '2026-11-30',
    ]);
  });

  it.each([
    // instant                   Kolkata     Kathmandu   Dubai
    ['2026-11-30T18:20:00Z', '2026-11', '2026-12', '2026-11'],
    ['2026-10-31T18:20:00Z', '2026-10', '2026-11', '2026-10'],
    ['2026-10-31T19:30:00Z', '2026-11', '2026-11', '2026-10'],
  ])('puts %s in %s (IST), %s (+05:45), %s (+04:00)', (instant, kolkata, kathmandu, dubai) => {
    const at = new Date(instant);
    expect(payrollMonthOf(at).key).toBe(kolkata);
    expect(payrollMonthOf(at, 'Asia/Kathmandu').key).toBe(kathmandu);
    expect(payrollMonthOf(at, 'Asia/Dubai').key).toBe(dubai);
  });

  it('keeps its zone in the months before and after and in its ESI contribution period', () => {
    const november = payrollMonth(2026, 11, 'Asia/Kathmandu');
    expect(iso(previousMonth(november).start)).toBe('2026-09-30T18:15:00.000Z');
    expect(iso(nextMonth(november).end)).toBe('2026-12-31T18:15:00.000Z');
    expect(iso(contributionPeriodStart(november).start)).toBe('2026-09-30T18:15:00.000Z');
    expect(payrollMonth(2026, 11).timeZone).toBe('Asia/Kolkata');
  });
});
