import { type DatedRate, incomeTaxYear, payrollMonth } from '@muster/payroll-rules';
import { codesDeductionRates, nationalRates } from '@muster/payroll-rules/testing';
import { describe, expect, it } from 'vitest';
import { gratuityBonusRates } from '../../../platform/db/migration-data/gratuity-bonus-rates.js';
import { incomeTaxRates } from '../../../platform/db/migration-data/income-tax-rates.js';
import { settlementRates } from '../../../platform/db/migration-data/settlement-rates.js';
import { settlementDueDay } from './due-day.js';
import { fullAndFinalSettlement, type SettlementInput, type SettlementLineCode } from './full-and-final.js';

// The seeded rows (migrations 076 and 140) and the Code on Wages' 50% rule, against the
// worked cases of the settlements README "Worked cases": a wrong figure in the data or the
// rules fails here.
const rates: DatedRate[] = [
  ...nationalRates,
  ...codesDeductionRates,
  ...[...gratuityBonusRates, ...settlementRates].map((rate) => ({
    code: rate.code,
    states_id: null,
    effective_from: rate.effective_from,
    value: rate.value,
    months: null,
  })),
];
const newRegime2026 = incomeTaxYear(incomeTaxRates, 'new', '2026-04-01');
const sunday = 6;

const months = (from: number, to: number, wages: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    month: payrollMonth(2026, from + index),
    wages,
    wageRate: wages,
    daysWorked: 26,
    minimumWage: null,
  }));

/** Asha: six years and 230 days, dismissed with 10 of 30 days' notice, a loan of 50,000 left. */
const asha: SettlementInput = {
  joiningDay: '2020-04-01',
  leavingDay: '2026-11-16',
  leavingReason: 'left_service',
  grossRate: 40_000,
  wageRate: 26_000,
  leavingMonth: payrollMonth(2026, 11),
  leavingMonthPayslip: null,
  leave: [
    { code: 'EL', days: 12, wages: 'wages' },
    { code: 'CL', days: 2.5, wages: 'gross' },
  ],
  fixedTerm: false,
  bonusMonths: months(4, 10, 26_000),
  notice: { requiredDays: 30, servedDays: 10, givenBy: 'employer' },
  loans: [{ ref: 'loan-1', outstanding: 50_000 }],
  tax: {
    year: newRegime2026,
    salaryBefore: 280_000,
    tdsBefore: 0,
    professionalTaxBefore: 0,
    providentFundBefore: 0,
  },
  weeklyOffs: [sunday],
  holidays: ['2026-11-17'],
};

const amounts = (input: SettlementInput) => {
  const result = fullAndFinalSettlement(input, rates);
  return {
    ...(Object.fromEntries(result.lines.map((line) => [line.code, line.amount])) as Record<
      SettlementLineCode,
      number
    >),
    earnings: result.totalEarnings,
    deductions: result.totalDeductions,
    net: result.netPay,
    stated: result.statedBalance,
    due: result.dueDay,
  };
};
const notesOf = (input: SettlementInput, code: string) =>
  fullAndFinalSettlement(input, rates).lines.find((line) => line.code === code)?.notes;

describe('full-and-final settlement (Code on Wages s. 17(2), s. 18; issue #34 item 6)', () => {
  it('pays the last days, leave, gratuity and notice, and recovers a loan within half the wages', () => {
    expect(amounts(asha)).toEqual({
      // 40,000 × 16 / 30
      last_month_pay: 21_333.33,
      // EL 12 × 26,000 / 26 + CL 2.5 × 40,000 / 26 = 12,000 + 3,846.153…
      leave_encashment: 15_846.15,
      // six completed years and 230 days (over six months): 7 × 26,000 × 15 / 26
      gratuity: 105_000,
      // every month's rate over ₹21,000 (s. 2(13))
      bonus: 0,
      // 20 days short × 40,000 / 30
      notice_pay: 26_666.67,
      // 2,80,000 + 48,000 − 75,000 is under the rebate's ₹12 lakh
      tds: 0,
      notice_recovery: 0,
      // half of 21,333.33 + 15,846.15 + 26,666.67 = 31,923.075 → 31,923.08; 18,076.92 stated
      loan_recovery: 31_923.08,
      earnings: 168_846.15,
      deductions: 31_923.08,
      net: 136_923.07,
      stated: 18_076.92,
      // Monday; Tuesday a holiday: Wednesday and Thursday are the two working days
      due: '2026-11-19',
    });
    expect(notesOf(asha, 'loan_recovery')).toEqual([
      { code: 'not_recovered', amount: 18_076.92, ref: 'loan-1' },
    ]);
    expect(notesOf(asha, 'bonus')).toEqual([
      { code: 'bonus_not_eligible', refusal: 'wage_over_limit', daysWorked: 182 },
    ]);
    expect(notesOf(asha, 'last_month_pay')).toEqual([
      { code: 'days_worked', days: 16, daysInMonth: 30 },
      { code: 'no_payslip_deductions', month: '2026-11' },
    ]);
  });

  /** Ravi: two years, resigns without notice, bonus wages at the ₹7,000 ceiling. */
  const ravi: SettlementInput = {
    ...asha,
    joiningDay: '2024-06-10',
    leavingDay: '2026-10-31',
    grossRate: 15_000,
    wageRate: 12_000,
    leavingMonth: payrollMonth(2026, 10),
    leave: [{ code: 'EL', days: 0, wages: 'wages' }],
    bonusMonths: months(4, 10, 12_000),
    notice: { requiredDays: 30, servedDays: 0, givenBy: 'employee' },
    loans: [],
    tax: { ...asha.tax, salaryBefore: 90_000 },
    holidays: [],
  };

  it('recovers notice not served within half the wages and states the rest', () => {
    expect(amounts(ravi)).toEqual({
      last_month_pay: 15_000,
      leave_encashment: 0,
      gratuity: 0,
      // 7 months × 7,000 × 8.33%
      bonus: 4_081.7,
      notice_pay: 0,
      tds: 0,
      // 30 days × 15,000 / 31 = 14,516.13 wanted; half of 15,000 taken
      notice_recovery: 7_500,
      loan_recovery: 0,
      earnings: 19_081.7,
      deductions: 7_500,
      net: 11_581.7,
      stated: 7_016.13,
      // Saturday; Sunday off: Monday and Tuesday
      due: '2026-11-03',
    });
    expect(notesOf(ravi, 'gratuity')).toEqual([
      { code: 'gratuity_not_eligible', refusal: 'service_short', completedYears: 2, partYearDays: 144 },
    ]);
    expect(notesOf(ravi, 'leave_encashment')).toEqual([{ code: 'no_leave_credit' }]);
    expect(notesOf(ravi, 'notice_recovery')).toEqual([
      { code: 'notice_shortfall', days: 30, givenBy: 'employee' },
      { code: 'not_recovered', amount: 7_016.13, ref: '' },
    ]);
  });

  it('leaves the last month to its payslip when it is generated, saying so', () => {
    const paid = { ...ravi, leavingMonthPayslip: { netPay: 13_200, payableDays: 31 } };
    expect(amounts(paid)).toMatchObject({ last_month_pay: 0, notice_recovery: 0, stated: 14_516.13 });
    expect(notesOf(paid, 'last_month_pay')).toEqual([
      { code: 'paid_by_payslip', month: '2026-10', netPay: 13_200 },
    ]);
  });

  it('pays a fixed-term employee gratuity after one year (Code on Social Security s. 53(1) proviso)', () => {
    const fixedTerm = {
      ...ravi,
      joiningDay: '2025-12-01',
      leavingDay: '2026-11-30',
      leavingMonth: payrollMonth(2026, 11),
    };
    expect(amounts(fixedTerm).gratuity).toBe(0);
    // 12,000 × 15 / 26 × 1
    expect(amounts({ ...fixedTerm, fixedTerm: true }).gratuity).toBe(6_923.08);
  });

  /** Meera: eleven years and six months exactly, ₹6 lakh a month, TDS on the settlement. */
  const meera: SettlementInput = {
    ...asha,
    joiningDay: '2015-01-01',
    leavingDay: '2026-06-30',
    grossRate: 600_000,
    wageRate: 300_000,
    leavingMonth: payrollMonth(2026, 6),
    leave: [{ code: 'EL', days: 30, wages: 'wages' }],
    bonusMonths: months(4, 5, 300_000),
    notice: { requiredDays: 0, servedDays: 0, givenBy: 'employee' },
    loans: [],
    tax: { ...asha.tax, salaryBefore: 1_200_000, tdsBefore: 24_000 },
    holidays: [],
  };

  it('deducts the year’s tax left on the settlement, leave encashment and gratuity exempt', () => {
    expect(amounts(meera)).toEqual({
      last_month_pay: 600_000,
      // 30 × 3,00,000 / 26 (exempt up to ₹25 lakh, s. 10(10AA))
      leave_encashment: 346_153.85,
      // 11 years (six months exactly is not "in excess of"): 3,00,000 × 15 × 11 / 26
      gratuity: 1_903_846.15,
      bonus: 0,
      notice_pay: 0,
      // 12,00,000 + 6,00,000 − 75,000 = 17,25,000: 20,000 + 40,000 + 60,000 + 25,000
      // = 1,45,000, cess 5,800: 1,50,800, less 24,000 deducted before
      tds: 126_800,
      notice_recovery: 0,
      loan_recovery: 0,
      earnings: 2_850_000,
      deductions: 126_800,
      net: 2_723_200,
      stated: 0,
      due: '2026-07-02',
    });
    expect(notesOf(meera, 'tds')).toEqual([
      {
        code: 'tax_working',
        taxableIncome: 1_725_000,
        annualTax: 150_800,
        tdsBefore: 24_000,
        exempt: 2_250_000,
      },
    ]);
  });

  it('counts death as needing no qualifying service (Payment of Gratuity Act s. 4(1) proviso)', () => {
    // two years and 144 days: 2 counted, 12,000 × 15 × 2 / 26
    expect(amounts({ ...ravi, leavingReason: 'deceased' }).gratuity).toBe(13_846.15);
  });
});

describe('the settlement’s due day (Code on Wages s. 17(2))', () => {
  it.each([
    ['2026-11-16', [], '2026-11-18'],
    ['2026-11-16', ['2026-11-17'], '2026-11-19'],
    ['2026-11-14', [], '2026-11-17'],
    ['2026-11-14', ['2026-11-16', '2026-11-17'], '2026-11-19'],
  ])('left %s, holidays %j: due %s', (left, holidays, due) => {
    expect(settlementDueDay(left, 2, [sunday], holidays)).toBe(due);
  });
});
