import { describe, expect, it } from 'vitest';
import { payrollMonthLabel, payslipCard } from './payslip-cards';

describe("a payslip's phone card (#27 item 9)", () => {
  const record = {
    id: 'p1',
    uconst: 'PS-9',
    // October's payroll month ends 31/10 18:30 UTC, stored as its IST start
    payroll_month: '2026-09-30T18:30:00.000Z',
    net_pay: 2345678.5,
    status: 'approved',
  };

  it("names the month in the user's language, in IST", () => {
    expect(payrollMonthLabel(record.payroll_month, 'eng')).toBe('October 2026');
    expect(payrollMonthLabel(record.payroll_month, 'fr')).toBe('octobre 2026');
    expect(payrollMonthLabel(record.payroll_month, 'hin')).toBe('अक्टूबर 2026');
    expect(payrollMonthLabel(record.payroll_month, 'ben')).toContain('অক্টোবর');
  });

  it('shows the net pay and the status as words, never the code', () => {
    const card = payslipCard(record, 'eng');
    // in rupees as the language writes them (Indian grouping in English)
    expect(card.net).toBe('₹23,45,678.50');
    expect(payslipCard({ ...record, net_pay: '24184' }, 'eng').net).toBe('₹24,184.00');
    expect(payslipCard({ ...record, net_pay: null }, 'eng').net).toBe('');
    expect(card.status).toBe('Approved');
    expect(payslipCard({ ...record, status: 'created' }, 'eng').status).toBe('Created');
  });
});
