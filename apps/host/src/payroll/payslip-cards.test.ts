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
    expect(payrollMonthLabel(record.payroll_month, 'eng', 'Asia/Kolkata')).toBe('October 2026');
    expect(payrollMonthLabel(record.payroll_month, 'fr', 'Asia/Kolkata')).toBe('octobre 2026');
    expect(payrollMonthLabel(record.payroll_month, 'hin', 'Asia/Kolkata')).toBe('अक्टूबर 2026');
    expect(payrollMonthLabel(record.payroll_month, 'ben', 'Asia/Kolkata')).toContain('অক্টোবর');
    // a session carrying no zone counts in the default, never the browser's
    expect(payrollMonthLabel(record.payroll_month, 'eng', undefined)).toBe('October 2026');
  });

  it("names the month in the session's business's zone (#28 item 2)", () => {
    // Dubai's November opens at 20:00 UTC on 31 October; at 19:00 it is still October there
    expect(payrollMonthLabel('2026-10-31T20:00:00.000Z', 'eng', 'Asia/Dubai')).toBe('November 2026');
    expect(payrollMonthLabel('2026-10-31T19:00:00.000Z', 'eng', 'Asia/Dubai')).toBe('October 2026');
    expect(payrollMonthLabel('2026-10-31T19:00:00.000Z', 'eng', 'Asia/Kolkata')).toBe('November 2026');
  });

  it('shows the net pay and the status as words, never the code', () => {
    const card = payslipCard(record, 'eng', 'Asia/Kolkata');
    // in rupees as the language writes them (Indian grouping in English)
    expect(card.net).toBe('₹23,45,678.50');
    expect(payslipCard({ ...record, net_pay: '24184' }, 'eng', 'Asia/Kolkata').net).toBe('₹24,184.00');
    expect(payslipCard({ ...record, net_pay: null }, 'eng', 'Asia/Kolkata').net).toBe('');
    expect(card.status).toBe('Approved');
    expect(payslipCard({ ...record, status: 'created' }, 'eng', 'Asia/Kolkata').status).toBe('Created');
  });
});
