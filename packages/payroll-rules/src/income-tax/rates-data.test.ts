import { describe, expect, it } from 'vitest';
import { payrollMonth } from '../month.js';
import { annualIncomeTax } from './annual-tax.js';
import { monthlyTds } from './monthly-tds.js';
import {
  incomeTaxChapterVIALimits,
  incomeTaxSalaryDeductions,
  incomeTaxRates as taxRows,
} from './rates-data.js';
import { incomeTaxYear } from './year-rules.js';

// The seeded rows (migration 075) against worked cases computed by hand from the Finance
// Act 2025's slabs (payroll README "TDS on salary", the table there): a wrong figure in the
// data or the rules fails here.
// the rows migrations 075 and 077 seed
const incomeTaxRates = [...taxRows, ...incomeTaxSalaryDeductions, ...incomeTaxChapterVIALimits];
const fy2025New = incomeTaxYear(incomeTaxRates, 'new', '2025-04-01');
const fy2025Old = incomeTaxYear(incomeTaxRates, 'old', '2025-04-01');

describe('income tax of a year (Finance Act 2025 slabs)', () => {
  it.each([
    // total income, slab tax, rebate u/s 87A, surcharge, total (cess 4%, s. 288B)
    [400_000, 0, 0, 0, 0],
    [400_010, 0.5, 0.5, 0, 0],
    [800_000, 20_000, 20_000, 0, 0],
    [800_010, 20_001, 20_001, 0, 0],
    [1_200_000, 60_000, 60_000, 0, 0],
    // s. 288A: 12,00,001 is 12,00,000
    [1_200_001, 60_000, 60_000, 0, 0],
    // marginal relief: the tax is at most the 10 above 12 lakh; 10.40 with cess is 10
    [1_200_010, 60_001.5, 59_991.5, 0, 10],
    [1_250_000, 67_500, 17_500, 0, 52_000],
    [1_270_000, 70_500, 500, 0, 72_800],
    // relief ends where the tax (71,250) is below the excess (75,000)
    [1_275_000, 71_250, 0, 0, 74_100],
    [1_600_000, 120_000, 0, 0, 124_800],
    [1_600_010, 120_002, 0, 0, 124_800],
    [2_000_000, 200_000, 0, 0, 208_000],
    [2_400_000, 300_000, 0, 0, 312_000],
    [2_400_010, 300_003, 0, 0, 312_000],
    [5_000_000, 1_080_000, 0, 0, 1_123_200],
    // surcharge 10% (1,08,300) cut by marginal relief to 10,000 − 3,000 = 7,000
    [5_010_000, 1_083_000, 0, 7_000, 1_133_600],
    [6_000_000, 1_380_000, 0, 138_000, 1_578_720],
  ])('new regime: %i', (income, slab, rebate, surcharge, total) => {
    const tax = annualIncomeTax(fy2025New, income);
    expect(tax.slabTax).toBeCloseTo(slab, 6);
    expect(tax.rebate).toBeCloseTo(rebate, 6);
    expect(tax.surcharge).toBeCloseTo(surcharge, 6);
    expect(tax.total).toBe(total);
  });

  it.each([
    [250_000, 0],
    [500_000, 0],
    // no marginal relief in the old regime: 12,502 + 500.08 cess = 13,002.08 → 13,000
    [500_010, 13_000],
    [1_000_000, 117_000],
    [1_000_010, 117_000],
  ])('old regime: %i', (income, total) => {
    expect(annualIncomeTax(fy2025Old, income).total).toBe(total);
  });

  it('reads the standard deduction and the rebate per regime, and FY 2026-27 from its own rows', () => {
    expect([fy2025New.standardDeduction, fy2025Old.standardDeduction]).toEqual([75_000, 50_000]);
    expect(fy2025Old.rebate).toEqual({ incomeLimit: 500_000, max: 12_500, marginalRelief: false });
    const fy2026 = incomeTaxYear(incomeTaxRates, 'new', '2026-04-01');
    expect(fy2026.ratesFrom).toBe('2026-04-01');
    expect(annualIncomeTax(fy2026, 1_250_000).total).toBe(52_000);
    expect(() => incomeTaxYear(incomeTaxRates, 'new', '2023-04-01')).toThrow(
      'No income-tax rates for the financial year: 2023 (new)',
    );
  });
});

describe('FY 2024-25 (Finance (No. 2) Act 2024), the product’s first months', () => {
  const fy2024 = incomeTaxYear(incomeTaxRates, 'new', '2024-04-01');
  it.each([
    [300_000, 0],
    // 20,000 within the 25,000 rebate up to 7 lakh
    [700_000, 0],
    // marginal relief: at most the 10 above 7 lakh
    [700_010, 10],
    // 25,000 against an excess of 50,000: no relief; 26,000 with cess
    [750_000, 26_000],
    [1_500_000, 145_600],
  ])('new regime: %i', (income, total) => {
    expect(annualIncomeTax(fy2024, income).total).toBe(total);
  });
});

describe('the month’s TDS (s. 192)', () => {
  const noDeductions = {
    professionalTaxBefore: 0,
    providentFundBefore: 0,
    professionalTaxThisMonth: 0,
    providentFundThisMonth: 0,
  };
  it('takes professional tax and provident fund (within 80C) off the old regime’s income, not the new one’s', () => {
    const april = {
      month: payrollMonth(2025, 4),
      salaryBefore: 0,
      tdsBefore: 0,
      salaryThisMonth: 100_000,
      grossRate: 100_000,
      professionalTaxBefore: 0,
      providentFundBefore: 0,
      professionalTaxThisMonth: 200,
      providentFundThisMonth: 1_800,
    };
    // 12,00,000 − 50,000 − PT 2,400 − PF 21,600 = 11,26,000: 12,500 + 1,00,000 + 37,800 =
    // 1,50,300, cess 6,012: 1,56,312 → 1,56,310 (s. 288B); ÷ 12 = 13,025.83 → 13,026
    expect(monthlyTds({ ...april, year: fy2025Old })).toMatchObject({
      professional_tax: 2_400,
      provident_fund_80c: 21_600,
      taxable_income: 1_126_000,
      annual_tax: 156_310,
      tds: 13_026,
    });
    // the new regime allows neither: 11,25,000, under the rebate
    expect(monthlyTds({ ...april, year: fy2025New })).toMatchObject({
      professional_tax: 0,
      provident_fund_80c: 0,
      taxable_income: 1_125_000,
      tds: 0,
    });
    // 80C's limit: 15,000 a month of PF is 1,80,000, taken as 1,50,000
    expect(monthlyTds({ ...april, year: fy2025Old, providentFundThisMonth: 15_000 }).provident_fund_80c).toBe(
      150_000,
    );
  });

  it('spreads the projected year’s tax over the months left', () => {
    // November: 5 months left; 7 earlier months (April–October) at 1,20,000; projected 14,40,000 − 75,000
    // = 13,65,000: tax 84,750, cess 3,390 = 88,140; 40,000 deducted: 48,140 / 5 = 9,628
    const working = monthlyTds({
      year: fy2025New,
      month: payrollMonth(2025, 11),
      salaryBefore: 840_000,
      tdsBefore: 40_000,
      ...noDeductions,
      salaryThisMonth: 120_000,
      grossRate: 120_000,
    });
    expect(working).toMatchObject({
      projected_salary: 1_440_000,
      taxable_income: 1_365_000,
      annual_tax: 88_140,
      months_left: 5,
      tds: 9_628,
    });
  });

  it('deducts nothing for a salary whose year is within the rebate, and nothing once the tax is covered', () => {
    const low = monthlyTds({
      year: fy2025New,
      month: payrollMonth(2025, 4),
      salaryBefore: 0,
      tdsBefore: 0,
      ...noDeductions,
      salaryThisMonth: 106_250,
      grossRate: 106_250,
    });
    // 12 × 1,06,250 = 12,75,000; less 75,000 is 12,00,000: all rebated
    expect([low.taxable_income, low.annual_tax, low.tds]).toEqual([1_200_000, 0, 0]);
    const covered = monthlyTds({
      year: fy2025New,
      month: payrollMonth(2026, 3),
      salaryBefore: 1_320_000,
      tdsBefore: 90_000,
      ...noDeductions,
      salaryThisMonth: 120_000,
      grossRate: 120_000,
    });
    expect([covered.annual_tax, covered.months_left, covered.tds]).toEqual([88_140, 1, 0]);
  });
});
