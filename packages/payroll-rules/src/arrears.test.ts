import { describe, expect, it } from 'vitest';
import { arrearsOfMonth, type MonthArrears, paysArrears } from './arrears.js';
import { compileStructure, type PayheadDefinition } from './formulas.js';
import { type PayrollMonth, payrollMonth } from './month.js';
import { computePayslip } from './payslip.js';
import { monthRules } from './rates.js';
import { codesDeductionRates, codesRate, nationalRates, taxYear } from './testing/test-rates.js';

// Worked cases of payroll README "Arrears of a salary revision", written from the EPF and
// ESI schemes before the code: a structure of a fixed basic and DA (both wages, prorated by
// payable days, rounded to the rupee), revised by its DA from September 2025.
const rates = [...nationalRates, codesRate, ...codesDeductionRates];
const fixed = (code: string, amount: number, sequence: number): PayheadDefinition => ({
  sequence,
  code,
  name: code === 'DA' ? 'Dearness allowance' : 'Basic',
  payhead_type: 'earning',
  amount,
  formula: null,
  prorate: true,
  rounding: 'nearest',
  wage_component: true,
});
const slip = (month: PayrollMonth, basic: number, da: number, payableDays = month.daysInMonth) => {
  const check = compileStructure([fixed('BASIC', basic, 1), fixed('DA', da, 2)]);
  if (!check.ok) throw new Error(check.problems.join('; '));
  return computePayslip({
    month,
    rules: monthRules(rates, month),
    rates,
    slabs: [],
    structure: check.structure,
    employee: {
      grossRate: basic + da,
      stateId: null,
      gender: null,
      // arrears keep the month's coverage: the recomputation is told it was covered
      coveredEarlierInPeriod: basic + da <= 21000,
      epf: { birthDate: '1990-05-05', epsExcluded: false, higherEpfWages: false, higherEpsWages: false },
    },
    attendance: {
      payableDays,
      workingDays: 26,
      overtimeMinutes: 0,
      daysPaid: payableDays,
      leaveDays: 0,
    },
    loans: [],
    adjustments: [],
    carried: [],
    incomeTax: taxYear,
  });
};
const arrearsOf = (
  month: PayrollMonth,
  basic: number,
  da: { from: number; to: number },
  payableDays?: number,
  settled: MonthArrears[] = [],
  // the revision announced in the month itself unless a case says otherwise
  announced = month.key,
) =>
  arrearsOfMonth(
    month.key,
    slip(month, basic, da.from, payableDays),
    slip(month, basic, da.to, payableDays),
    monthRules(rates, month),
    settled,
    announced,
  );

const september = payrollMonth(2025, 9);
const october = payrollMonth(2025, 10);

describe('arrears of a salary revision, month by month', () => {
  it('pay a DA revision as the difference of DA, with EPF and ESI on it (DA 3,000 → 3,600, basic 9,000)', () => {
    expect(arrearsOf(september, 9000, { from: 3000, to: 3600 })).toEqual({
      month: '2025-09',
      earnings: [{ code: 'DA', name: 'Dearness allowance', amount: 600 }],
      // wages 12,000 → 12,600, under the ceiling: every rupee of the arrears is EPF wages
      epf_wages: 600,
      eps_wages: 600,
      edli_wages: 600,
      epf_employee: 72,
      eps: 50, // 49.98
      epf_employer: 22, // 72 − 50
      edli: 3,
      esi_wages: 600,
      esi_employee: 5, // 4.50 up
      esi_employer: 20, // 19.50 up
    });
  });

  it('take EPF only up to the month’s ceiling (basic 12,000, DA 2,500 → 4,000: wages 14,500 → 16,000)', () => {
    const arrears = arrearsOf(september, 12000, { from: 2500, to: 4000 });
    expect(arrears).toMatchObject({
      earnings: [{ code: 'DA', amount: 1500 }],
      epf_wages: 500, // 15,000 − 14,500: the ceiling caps the rest
      eps_wages: 500,
      edli_wages: 500,
      epf_employee: 60,
      eps: 42, // 41.65
      epf_employer: 18,
      edli: 3, // 2.50 to the nearest rupee
      esi_wages: 1500,
      esi_employee: 12, // 11.25 up
      esi_employer: 49, // 48.75 up
    });
    // already at the ceiling (basic 15,000): no EPF arrears at all, ESI on the DA
    expect(arrearsOf(september, 15000, { from: 2000, to: 3000 })).toMatchObject({
      earnings: [{ code: 'DA', amount: 1000 }],
      epf_wages: 0,
      eps_wages: 0,
      epf_employee: 0,
      eps: 0,
      epf_employer: 0,
      esi_wages: 1000,
      esi_employee: 8, // 7.50 up
      esi_employer: 33, // 32.50 up
    });
  });

  it('follow the month’s loss of pay: October with 20 of 31 days paid pays 20/31 of the DA’s rise', () => {
    // DA 3,000 × 20/31 = 1,935.48 → 1,935 paid; 3,600 × 20/31 = 2,322.58 → 2,323: arrears 388
    expect(arrearsOf(october, 9000, { from: 3000, to: 3600 }, 20)).toMatchObject({
      month: '2025-10',
      earnings: [{ code: 'DA', amount: 388 }],
      epf_wages: 388,
      epf_employee: 47, // 46.56
      eps: 32, // 32.32
      epf_employer: 15,
      edli: 2, // 1.94
      esi_wages: 388,
      esi_employee: 3, // 2.91 up
      esi_employer: 13, // 12.61 up
    });
    // a month of no paid day pays no arrears
    expect(paysArrears(arrearsOf(october, 9000, { from: 3000, to: 3600 }, 0) as MonthArrears)).toBe(false);
  });

  it('pay nothing twice, nothing back, and no ESI for a month that was not covered', () => {
    const paidBefore = arrearsOf(september, 9000, { from: 3000, to: 3600 }) as MonthArrears;
    expect(
      paysArrears(
        arrearsOf(september, 9000, { from: 3000, to: 3600 }, undefined, [paidBefore]) as MonthArrears,
      ),
    ).toBe(false);
    expect(arrearsOf(september, 9000, { from: 3600, to: 3000 })).toBe('lowers_pay');
    // gross 22,000 is above the ESI threshold: no ESI arrears
    expect(arrearsOf(september, 19000, { from: 3000, to: 3600 })).toMatchObject({
      esi_wages: 0,
      esi_employer: 0,
    });
  });
});

describe('ESI on arrears and the month the revision was announced (ESIC Revenue Manual)', () => {
  // a rise declared with retrospective effect owes ESI from the month it is announced, none
  // on the arrears of the months before it; EPF is owed on every month's (para 2(f), 29)
  it('owes no ESI on arrears of a month before the announcement, and EPF all the same', () => {
    // September's DA raised in a revision announced in October
    const before = arrearsOf(september, 9000, { from: 3000, to: 3600 }, undefined, [], '2025-10');
    expect(before).toMatchObject({
      earnings: [{ code: 'DA', amount: 600 }],
      epf_wages: 600,
      epf_employee: 72,
      esi_wages: 0,
      esi_employee: 0,
      esi_employer: 0,
    });
    expect(paysArrears(before as MonthArrears)).toBe(true);
  });

  it('owes ESI on arrears of the month announced in and the months after it', () => {
    // announced in September itself, paid in November: September's and October's arrears bear ESI
    expect(arrearsOf(september, 9000, { from: 3000, to: 3600 }, undefined, [], '2025-09')).toMatchObject({
      esi_wages: 600,
      esi_employee: 5,
      esi_employer: 20,
    });
    expect(arrearsOf(october, 9000, { from: 3000, to: 3600 }, 20, [], '2025-09')).toMatchObject({
      esi_wages: 388,
      esi_employee: 3,
      esi_employer: 13,
    });
    // announced in December 2025 of a December 2024 revision: a year earlier pays no ESI
    expect(
      arrearsOf(payrollMonth(2024, 12), 9000, { from: 3000, to: 3600 }, undefined, [], '2025-12'),
    ).toMatchObject({ esi_wages: 0, esi_employer: 0 });
  });
});

describe('a payslip paying arrears', () => {
  const november = payrollMonth(2025, 11);
  const arrears = [
    arrearsOf(september, 9000, { from: 3000, to: 3600 }) as MonthArrears,
    arrearsOf(october, 9000, { from: 3000, to: 3600 }, 20) as MonthArrears,
  ];
  const paid = slip(november, 9000, 3600);
  const withArrears = (() => {
    const check = compileStructure([fixed('BASIC', 9000, 1), fixed('DA', 3600, 2)]);
    if (!check.ok) throw new Error(check.problems.join('; '));
    return computePayslip({
      month: november,
      rules: monthRules(rates, november),
      rates,
      slabs: [],
      structure: check.structure,
      employee: {
        grossRate: 12600,
        stateId: null,
        gender: null,
        coveredEarlierInPeriod: true,
        epf: { birthDate: '1990-05-05', epsExcluded: false, higherEpfWages: false, higherEpsWages: false },
      },
      attendance: { payableDays: 30, workingDays: 26, overtimeMinutes: 0, daysPaid: 30, leaveDays: 0 },
      loans: [],
      adjustments: [],
      carried: [],
      incomeTax: taxYear,
      arrears,
    });
  })();

  it('shows each month’s arrears as its own lines and keeps them out of the month’s own EPF and ESI', () => {
    const arrearsLines = withArrears.lines.filter((line) => line.source === 'arrears');
    expect(arrearsLines.map((line) => [line.code, line.arrears_month, line.amount])).toEqual([
      ['DA', '2025-09', 600],
      ['DA', '2025-10', 388],
      ['EPF_EE', '2025-09', 72],
      ['ESI_EE', '2025-09', 5],
      ['EPF_EE', '2025-10', 47],
      ['ESI_EE', '2025-10', 3],
      ['EPF_ER', '2025-09', 22],
      ['EPS_ER', '2025-09', 50],
      ['EDLI_ER', '2025-09', 3],
      ['ESI_ER', '2025-09', 20],
      ['EPF_ER', '2025-10', 15],
      ['EPS_ER', '2025-10', 32],
      ['EDLI_ER', '2025-10', 2],
      ['ESI_ER', '2025-10', 13],
    ]);
    expect(withArrears.totals.epf_wages).toBe(paid.totals.epf_wages);
    expect(withArrears.totals.esi_wages).toBe(paid.totals.esi_wages);
    expect(withArrears.totals.gross_pay).toBe(paid.totals.gross_pay + 988);
    expect(withArrears.totals.total_deductions).toBe(paid.totals.total_deductions + 72 + 5 + 47 + 3);
    expect(withArrears.totals.arrears).toEqual(arrears);
  });
});
