import { describe, expect, it } from 'vitest';
import { payrollMonth } from '../month.js';
import { financialYearMonths, type HraMonth, hraExemption } from './hra-exemption.js';
import { monthlyTds } from './monthly-tds.js';
import {
  incomeTaxChapterVIALimits,
  incomeTaxHraShares,
  incomeTaxSalaryDeductions,
  incomeTaxRates as taxRows,
} from './rates-data.js';
import { incomeTaxYear } from './year-rules.js';

// Worked from s. 10(13A) and rule 2A before the code: payroll README "HRA (s. 10(13A))", the
// table there. FY 2025-26, the seeded rows (migrations 075, 077, 258, 259), rupees.
const rows = [...taxRows, ...incomeTaxSalaryDeductions, ...incomeTaxChapterVIALimits, ...incomeTaxHraShares];
const oldRegime = incomeTaxYear(rows, 'old', '2025-04-01');
const newRegime = incomeTaxYear(rows, 'new', '2025-04-01');

/** Twelve months of the year paying `salary` (basic + DA) and `hra` each. */
const year = (salary: number, hra: number): HraMonth[] =>
  financialYearMonths(2025).map((month) => ({ month, salary, hra }));
const wholeYear = { from: '2025-04', to: '2026-03' };

describe('HRA exempt u/s 10(13A): the least of rule 2A’s three amounts', () => {
  it.each([
    // salary 50,000 a month (6,00,000), HRA 20,000 (2,40,000): 10% of salary is 60,000
    ['rent just below 10% of salary: nothing', 4_900, false, 20_000, 0],
    ['rent at 10% of salary: nothing', 5_000, false, 20_000, 0],
    ['rent just above: the excess, 61,200 − 60,000', 5_100, false, 20_000, 1_200],
    // HRA 27,500 (3,30,000), rent 35,000 (4,20,000 − 60,000 = 3,60,000): 40% of salary the least
    ['not a metro: 40% of salary', 35_000, false, 27_500, 240_000],
    ['a metro: 50% of salary', 35_000, true, 27_500, 300_000],
    // HRA 10,000 (1,20,000) against 3,00,000 and 3,00,000
    ['HRA received the least', 30_000, true, 10_000, 120_000],
  ])('%s', (_case, monthlyRent, metro, hra, exemption) => {
    const worked = hraExemption(oldRegime, { monthlyRent, metro, ...wholeYear }, year(50_000, hra), 1);
    expect(worked.exemption).toBe(exemption);
    expect(worked.months).toBe(12);
  });

  it('counts only the months the rent is paid (rule 2A: the period the house is occupied)', () => {
    // October to March: rent 1,20,000, salary 3,00,000, HRA 1,20,000: 1,20,000 − 30,000 = 90,000
    // (over the whole year's salary it would be 1,20,000 − 60,000 = 60,000)
    const worked = hraExemption(
      oldRegime,
      { monthlyRent: 20_000, metro: false, from: '2025-10', to: '2026-03' },
      year(50_000, 20_000),
      1,
    );
    expect(worked).toEqual({
      months: 6,
      received: 120_000,
      rentOverSalaryShare: 90_000,
      salaryShare: 120_000,
      exemption: 90_000,
    });
  });

  it('exempts nothing in the new regime, nor without rent declared', () => {
    expect(
      hraExemption(newRegime, { monthlyRent: 35_000, metro: true, ...wholeYear }, year(50_000, 27_500), 1)
        .exemption,
    ).toBe(0);
    expect(hraExemption(oldRegime, null, year(50_000, 27_500), 1).exemption).toBe(0);
  });

  it('reads the fractions from the year’s rows: a later year at 60% in a metro exempts more', () => {
    const later = incomeTaxYear(
      [
        ...rows,
        {
          regime: 'old',
          item: 'hra_metro_share',
          effective_from: '2027-04-01',
          threshold: 0,
          value: 0.6,
          source: 'test: a later rule',
        },
      ],
      'old',
      '2027-04-01',
    );
    const months = financialYearMonths(2027).map((month) => ({ month, salary: 50_000, hra: 40_000 }));
    // 60% of 6,00,000 = 3,60,000 against HRA 4,80,000 and rent 4,80,000 − 60,000 = 4,20,000
    expect(
      hraExemption(later, { monthlyRent: 40_000, metro: true, from: '2027-04', to: '2028-03' }, months, 1)
        .exemption,
    ).toBe(360_000);
  });

  it('works in paise or rupees, rounding the exemption down to the paisa', () => {
    // salary ₹53,333.33 a month (63,999,996 paise): 10% is 6,399,999.6; rent ₹25,000 a month
    // (30,000,000) less it is 23,600,000.4 paise, below 50% (31,999,998) and the HRA: ₹2,36,000
    const paise = financialYearMonths(2025).map((month) => ({ month, salary: 5_333_333, hra: 5_000_000 }));
    expect(
      hraExemption(oldRegime, { monthlyRent: 2_500_000, metro: true, ...wholeYear }, paise, 100).exemption,
    ).toBe(23_600_000);
    // the same in rupees: 2,36,000.004 rounded down to the paisa
    const rupees = paise.map((month) => ({ ...month, salary: 53_333.33, hra: 50_000 }));
    expect(
      hraExemption(oldRegime, { monthlyRent: 25_000, metro: true, ...wholeYear }, rupees, 1).exemption,
    ).toBe(236_000);
  });
});

describe('the month’s TDS with rent declared', () => {
  // BASIC + DA 50,000 and HRA 20,000 a month (70,000), no PT or PF, rent 22,000 a month all year
  // in a metro: exempt the least of 2,40,000, 2,64,000 − 60,000 = 2,04,000 and 3,00,000;
  // 8,40,000 − 2,04,000 − 50,000 = 5,86,000: 12,500 + 20% of 86,000 = 29,700 + cess 1,188 =
  // 30,888 → 30,890 (s. 288B) ÷ 12 = 2,574 a month (without the rent 7,90,000: 70,500 + 2,820 =
  // 73,320 ÷ 12 = 6,110)
  const declared = {
    deductions: [],
    previousSalary: 0,
    previousTds: 0,
    seniorCitizen: false,
    rents: [{ monthlyRent: 22_000, from: '2025-04', to: '2026-03', metro: true }],
  };
  const month = {
    year: oldRegime,
    salaryBefore: 0,
    tdsBefore: 0,
    professionalTaxBefore: 0,
    providentFundBefore: 0,
    salaryThisMonth: 70_000,
    grossRate: 70_000,
    professionalTaxThisMonth: 0,
    providentFundThisMonth: 0,
    hraThisMonth: { hra: 20_000, salary: 50_000, hraRate: 20_000, salaryRate: 50_000 },
    declared,
  };

  it('takes the projected year’s exemption off the salary in April', () => {
    const april = monthlyTds({ ...month, month: payrollMonth(2025, 4) });
    expect(april).toMatchObject({
      hra_exemption: 204_000,
      taxable_income: 586_000,
      annual_tax: 30_890,
      tds: 2_574,
    });
    expect(monthlyTds({ ...month, month: payrollMonth(2025, 4), declared: undefined }).tds).toBe(6_110);
  });

  it('counts the earlier payslips’ months in October, as paid', () => {
    const before = financialYearMonths(2025)
      .slice(0, 6)
      .map((key) => ({ month: key, hra: 20_000, salary: 50_000 }));
    const october = monthlyTds({
      ...month,
      month: payrollMonth(2025, 10),
      salaryBefore: 420_000,
      tdsBefore: 15_444,
      hraBefore: before,
    });
    expect(october).toMatchObject({ hra_exemption: 204_000, annual_tax: 30_890, tds: 2_574 });
  });
});
