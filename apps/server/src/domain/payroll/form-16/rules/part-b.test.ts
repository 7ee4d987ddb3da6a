import { incomeTaxYear } from '@muster/payroll-rules';
import {
  incomeTaxChapterVIALimits,
  incomeTaxRates,
  incomeTaxSalaryDeductions,
} from '@muster/payroll-rules/income-tax-rates';
import { describe, expect, it } from 'vitest';
import { type Form16Payslip, form16PartB } from './part-b.js';

// Form 16 Part B's figures (Rules r. 31, Form No. 16 Part B) for FY 2025-26 worked by hand from
// the Finance Act 2025's figures (payroll README "TDS on salary" and "Form 16 Part B and Form
// 24Q"): twelve months of one salary, in paise.
const rates = [...incomeTaxRates, ...incomeTaxSalaryDeductions, ...incomeTaxChapterVIALimits];
const year = (regime: 'new' | 'old') => incomeTaxYear(rates, regime, '2025-04-01');
const rupees = (amount: number) => amount * 100;

function months(gross: number, taxable: number, lines: Record<string, number>): Form16Payslip[] {
  return Array.from({ length: 12 }, (_, index) => ({
    month: index < 9 ? `2025-${String(index + 4).padStart(2, '0')}` : `2026-0${index - 8}`,
    totals: { gross_pay: gross, taxable_salary: taxable },
    lines: Object.entries(lines).map(([code, amount]) => ({ code, amount, kind: 'deduction' as const })),
  }));
}

describe('Form 16 Part B', () => {
  it('new regime, ₹1,00,000 a month: 11,25,000 taxable, its 52,500 rebated under s. 87A (up to ₹12 lakh)', () => {
    const partB = form16PartB(months(100_000, 100_000, {}), year('new'));
    expect(partB).toMatchObject({
      grossSalary: rupees(1_200_000),
      exemptAllowances: 0,
      standardDeduction: rupees(75_000),
      professionalTax: 0,
      chapterVIA: 0,
      totalIncome: rupees(1_125_000),
      taxOnIncome: rupees(52_500),
      rebate87A: rupees(52_500),
      taxPayable: 0,
      balance: 0,
    });
  });

  it('new regime, ₹2,00,000 a month with ₹24,375 deducted monthly: 2,81,250 + 4% cess = 2,92,500, nothing left', () => {
    const partB = form16PartB(months(200_000, 200_000, { TDS: 24_375 }), year('new'));
    expect(partB).toMatchObject({
      totalIncome: rupees(2_325_000),
      taxOnIncome: rupees(281_250),
      rebate87A: 0,
      surcharge: 0,
      cess: rupees(11_250),
      taxPayable: rupees(292_500),
      tdsDeducted: rupees(292_500),
      balance: 0,
    });
  });

  it('old regime, ₹1,00,000 a month, PT 200 and PF 1,800: 12,00,000 − 50,000 − 2,400 − 21,600 = 11,26,000, tax 1,56,310', () => {
    const partB = form16PartB(months(100_000, 100_000, { PT: 200, EPF_EE: 1_800 }), year('old'));
    expect(partB).toMatchObject({
      standardDeduction: rupees(50_000),
      professionalTax: rupees(2_400),
      incomeFromSalary: rupees(1_147_600),
      chapterVIA: rupees(21_600),
      totalIncome: rupees(1_126_000),
      taxPayable: rupees(156_310),
      tdsDeducted: 0,
      balance: rupees(156_310),
    });
  });

  it('a reimbursement of ₹5,000 a month is gross salary and exempt, not taxed', () => {
    const partB = form16PartB(months(105_000, 100_000, {}), year('new'));
    expect(partB.grossSalary).toBe(rupees(1_260_000));
    expect(partB.exemptAllowances).toBe(rupees(60_000));
    expect(partB.salaryAfterExemptions).toBe(rupees(1_200_000));
    expect(partB.totalIncome).toBe(rupees(1_125_000));
  });
});
