import { incomeTaxYear } from '@muster/payroll-rules';
import {
  incomeTaxChapterVIALimits,
  incomeTaxEmployerNpsShares,
  incomeTaxHealthInsuranceParentsLimits,
  incomeTaxRates,
  incomeTaxSalaryDeductions,
} from '@muster/payroll-rules/income-tax-rates';
import { describe, expect, it } from 'vitest';
import { renderForm16 } from '../render.js';
import { type Form16Payslip, form16PartB } from './part-b.js';

// Form 16 Part B with the employee's declarations (payroll README "Declarations"), FY 2025-26,
// worked by hand from the Income-tax Act 1961 (Chapter VI-A; s. 192(2)) before the code, in paise.
const rates = [
  ...incomeTaxRates,
  ...incomeTaxSalaryDeductions,
  ...incomeTaxChapterVIALimits,
  ...incomeTaxHealthInsuranceParentsLimits,
  ...incomeTaxEmployerNpsShares,
];
const oldRegime = incomeTaxYear(rates, 'old', '2025-04-01');
const rupees = (amount: number) => amount * 100;
const month = (index: number) =>
  index < 9 ? `2025-${String(index + 4).padStart(2, '0')}` : `2026-0${index - 8}`;
const payslips = (from: number, lines: Record<string, number>): Form16Payslip[] =>
  Array.from({ length: 12 - from }, (_, index) => ({
    month: month(from + index),
    totals: { gross_pay: 100_000, taxable_salary: 100_000, income_tax: { regime: 'old' } },
    lines: Object.entries(lines).map(([code, amount]) => ({ code, amount, kind: 'deduction' as const })),
  }));

describe('Form 16 Part B with declarations', () => {
  it("counts the employer's pension contribution as salary (17(1)(viii)) and deducts it u/s 80CCD(2) (helper E item 3)", () => {
    // new regime, ₹2,00,000 a month with basic 1,00,000 and the employer's NPS 14,000 (14%):
    // 1(a) 24,00,000 + 1,68,000 = 25,68,000; 6: − 75,000 = 24,93,000; 10: 80CCD(2) 1,68,000;
    // 12: 23,25,000; tax 2,81,250 + cess 11,250 = 2,92,500 = 12 × 24,375 deducted
    const newRegime = incomeTaxYear(rates, 'new', '2025-04-01');
    const slips: Form16Payslip[] = Array.from({ length: 12 }, (_, index) => ({
      month: month(index),
      totals: { gross_pay: 200_000, taxable_salary: 200_000, income_tax: { regime: 'new' } },
      lines: [
        { code: 'BASIC', amount: 100_000, kind: 'earning' as const },
        { code: 'SPECIAL', amount: 100_000, kind: 'earning' as const },
        { code: 'NPS_ER', amount: 14_000, kind: 'employer_contribution' as const },
        { code: 'TDS', amount: 24_375, kind: 'deduction' as const },
      ],
    }));
    expect(form16PartB(slips, newRegime)).toMatchObject({
      grossSalary: rupees(2_568_000),
      incomeFromSalary: rupees(2_493_000),
      chapterVIA: rupees(168_000),
      chapterVIALines: [{ section: '80CCD(2)', gross: rupees(168_000), deductible: rupees(168_000) }],
      totalIncome: rupees(2_325_000),
      taxPayable: rupees(292_500),
      balance: 0,
    });
    // old regime: 10%, 1,20,000 of the 1,68,000
    const old = form16PartB(
      slips.map((slip) => ({ ...slip, totals: { ...slip.totals, income_tax: { regime: 'old' } } })),
      oldRegime,
    );
    expect(old.chapterVIALines).toEqual([
      { section: '80CCD(2)', gross: rupees(168_000), deductible: rupees(120_000) },
    ]);
  });

  it("reports the parents' 80D in the section's row: 30,000 + a senior parent's 45,000 deducts 70,000 (helper E item 2)", () => {
    // as below, with ₹45,000 for a parent of 60 or more: 80D 25,000 + 45,000 (s. 80D(2)(b), (4));
    // 11,47,600 − 2,20,000 = 9,27,600: 98,020 + cess 3,920.80 = 1,01,940 (s. 288B); 12 × 8,495
    const partB = form16PartB(payslips(0, { PT: 200, EPF_EE: 1_800, TDS: 8_495 }), oldRegime, {
      deductions: [
        { section: '80C', amount: rupees(150_000) },
        { section: '80D', amount: rupees(30_000) },
        { section: '80D', amount: rupees(45_000), parents: true, seniorCitizen: true },
      ],
      previousSalary: 0,
      previousTds: 0,
      seniorCitizen: false,
    });
    expect(partB).toMatchObject({
      chapterVIA: rupees(220_000),
      chapterVIALines: [
        { section: '80C', gross: rupees(171_600), deductible: rupees(150_000) },
        { section: '80D', gross: rupees(75_000), deductible: rupees(70_000) },
      ],
      totalIncome: rupees(927_600),
      taxPayable: rupees(101_940),
      tdsDeducted: rupees(101_940),
      balance: 0,
    });
  });

  it('old regime, ₹1,00,000 a month with 80C ₹1,50,000 and 80D ₹30,000 declared: 9,72,600 taxable, tax 1,11,300', () => {
    // 12,00,000 − 50,000 − PT 2,400 = 11,47,600; Chapter VI-A: 80C PF 21,600 + 1,50,000 capped
    // at 1,50,000 (s. 80CCE), 80D 30,000 capped at 25,000: 1,75,000; 9,72,600: 12,500 + 20% of
    // 4,72,600 = 1,07,020 + cess 4,280.80 = 1,11,300.80 → 1,11,300 (s. 288B); 12 × 9,275 deducted
    const partB = form16PartB(payslips(0, { PT: 200, EPF_EE: 1_800, TDS: 9_275 }), oldRegime, {
      deductions: [
        { section: '80C', amount: rupees(150_000) },
        { section: '80D', amount: rupees(30_000) },
      ],
      previousSalary: 0,
      previousTds: 0,
      seniorCitizen: false,
    });
    expect(partB).toMatchObject({
      incomeFromSalary: rupees(1_147_600),
      chapterVIA: rupees(175_000),
      chapterVIALines: [
        { section: '80C', gross: rupees(171_600), deductible: rupees(150_000) },
        { section: '80D', gross: rupees(30_000), deductible: rupees(25_000) },
      ],
      totalIncome: rupees(972_600),
      taxOnIncome: rupees(107_020),
      taxPayable: rupees(111_300),
      tdsDeducted: rupees(111_300),
      balance: 0,
    });
    const { html } = renderForm16(
      {
        employer: 'Demo Industries',
        employerAddress: 'Kolkata',
        tan: 'CALD04217E',
        employerPan: 'AABCD1234K',
        code: 'E7',
        names: { first: { eng: 'Priya' }, middle: null, last: { eng: 'Das' } },
        pan: 'AQZPD5678F',
        designation: null,
      },
      partB,
      2025,
      'eng',
    );
    expect(html).toContain(
      '<tr><td>Section 80C: deductible of 1,71,600.00 claimed</td><td class="amount">1,50,000.00</td></tr>',
    );
    // no previous employer: its rows are not printed
    expect(html).not.toContain('previous employer');
  });

  it('a previous employer’s ₹6,00,000 and ₹20,000 TDS (s. 192(2)) join the year: 11,50,000 taxable, balance −2', () => {
    // joined in October: 6 × 1,00,000 here + 6,00,000 before = 12,00,000 − one standard deduction
    // 50,000 = 11,50,000: 12,500 + 1,00,000 + 30% of 1,50,000 = 1,57,500 + cess 6,300 = 1,63,800;
    // deducted 6 × 23,967 = 1,43,802 here + 20,000 before = 1,63,802: 2 deducted in excess
    const partB = form16PartB(payslips(6, { TDS: 23_967 }), oldRegime, {
      deductions: [],
      previousSalary: rupees(600_000),
      previousTds: rupees(20_000),
      seniorCitizen: false,
    });
    expect(partB).toMatchObject({
      grossSalary: rupees(600_000),
      previousSalary: rupees(600_000),
      standardDeduction: rupees(50_000),
      incomeFromSalary: rupees(1_150_000),
      taxPayable: rupees(163_800),
      tdsDeducted: rupees(143_802),
      previousTds: rupees(20_000),
      balance: rupees(-2),
    });
  });

  it('a senior citizen’s 80D is allowed up to ₹50,000', () => {
    const partB = form16PartB(payslips(0, {}), oldRegime, {
      deductions: [{ section: '80D', amount: rupees(45_000) }],
      previousSalary: 0,
      previousTds: 0,
      seniorCitizen: true,
    });
    expect(partB.chapterVIALines).toEqual([
      { section: '80D', gross: rupees(45_000), deductible: rupees(45_000) },
    ]);
  });
});
