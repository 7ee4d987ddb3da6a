import type { SummaryDay } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { groupDays, payslipAttendance } from './attendance.js';
import { payrollMonth } from './month.js';

const day = (attType: SummaryDay['attType'], status: string | null = 'final_approved'): SummaryDay => ({
  attType,
  overtimeMinutes: 0,
  deficitMinutes: 0,
  payableDays: attType === 'A' ? 0 : 1,
  status,
});

describe('payslipAttendance', () => {
  it('pays a compensatory off taken as a day off and counts it among the leave days', () => {
    // November 2026: 30 days; a CO leave day, an earned leave, an absence, a weekly off
    const attendance = payslipAttendance(
      groupDays([day('CO'), day('L'), day('A'), day('WO'), day('CO', 'rejected')]),
      payrollMonth(2026, 11),
    );
    expect(attendance).toEqual({
      payableDays: 3,
      workingDays: 29,
      overtimeMinutes: 0,
      daysPaid: 3,
      leaveDays: 2,
    });
  });
});
