import { describe, expect, it } from 'vitest';
import type { AttendanceCode } from './attendance.js';
import { dayPayableDays } from './attendance-day.js';
import { payableDays, type SummaryDay, summariseMonth } from './attendance-totals.js';

const day = (attType: AttendanceCode, extra: Partial<SummaryDay> = {}): SummaryDay => ({
  attType,
  overtimeMinutes: 0,
  deficitMinutes: 0,
  payableDays: dayPayableDays(attType, 0, 0, 510),
  status: null,
  ...extra,
});

describe('payable days (spec 001 §9)', () => {
  it.each(['P', 'T', 'R', 'WO', 'H', 'L', 'CO'] as const)('counts %s as one day', (code) => {
    expect(payableDays(day(code))).toBe(1);
  });

  it.each(['A', 'SP', 'PR', 'LWP'] as const)('counts %s as nothing', (code) => {
    expect(payableDays(day(code))).toBe(0);
  });

  it("takes a day's own payable days", () => {
    expect(payableDays(day('HD'))).toBe(0.5);
    expect(payableDays(day('HD', { payableDays: 1 }))).toBe(1);
  });

  it('counts a rejected day as nothing', () => {
    expect(payableDays(day('P', { status: 'rejected' }))).toBe(0);
    expect(payableDays(day('P', { status: 'final_approved' }))).toBe(1);
  });
});

describe('summariseMonth', () => {
  it('counts each type and sums overtime, shortfalls and payable days', () => {
    const totals = summariseMonth([
      day('P', { overtimeMinutes: 45, deficitMinutes: 30 }),
      day('P', { status: 'rejected', overtimeMinutes: 20, deficitMinutes: -5 }),
      day('HD', { deficitMinutes: -90 }),
      day('HD', { payableDays: 1, deficitMinutes: -30 }),
      day('A'),
      day('SP'),
      day('PR'),
      day('R'),
      day('WO'),
      day('H'),
      day('L'),
      day('LWP'),
      day('T', { overtimeMinutes: 15 }),
    ]);
    // the rejected P counts for nothing: no present day, no overtime, no shortfall, no pay
    expect(totals).toEqual({
      present: 1,
      overtime_minutes: 60,
      partialAttendance: 2,
      punchRequest: 1,
      absent: 1,
      rest: 1,
      weeklyOff: 1,
      holidays: 1,
      leaves: 1,
      leaveWithoutPay: 1,
      compensatoryOff: 0,
      deficitHours: -120,
      tour: 1,
      total_payable_days: 1 + 0 + 0.5 + 1 + 1 + 1 + 1 + 1 + 1,
    });
  });

  it('counts a Compensatory Off under its own counter and as a paid day, a rejected one as nothing', () => {
    const totals = summariseMonth([day('CO'), day('CO', { status: 'rejected' }), day('A')]);
    expect(totals).toEqual({ ...summariseMonth([day('A')]), compensatoryOff: 1, total_payable_days: 1 });
  });

  it('answers zeros for a month with no days', () => {
    expect(summariseMonth([]).total_payable_days).toBe(0);
  });
});
