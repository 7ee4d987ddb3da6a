import { type DatedRate, incomeTaxYear, payrollMonth } from '@muster/payroll-rules';
import {
  incomeTaxEmployerNpsShares,
  incomeTaxHraShares,
  incomeTaxRates,
  incomeTaxSalaryDeductions,
} from '@muster/payroll-rules/income-tax-rates';
import { codesDeductionRates, nationalRates } from '@muster/payroll-rules/testing';
import { describe, expect, it } from 'vitest';
import { gratuityBonusRates } from '../../../platform/db/migration-data/gratuity-bonus-rates.js';
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
/** Rupees as the rule's integer paise (issue #28 item 2). */
const rs = (rupees: number) => Math.round(rupees * 100);

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
  grossRate: rs(40_000),
  wageRate: rs(26_000),
  leavingMonth: payrollMonth(2026, 11),
  leavingMonthPayslip: null,
  leave: [
    { code: 'EL', days: 12, wages: 'wages' },
    { code: 'CL', days: 2.5, wages: 'gross' },
  ],
  fixedTerm: false,
  bonusMonths: months(4, 10, 26_000),
  notice: { requiredDays: 30, servedDays: 10, givenBy: 'employer' },
  loans: [{ ref: 'loan-1', outstanding: rs(50_000) }],
  tax: {
    year: newRegime2026,
    salaryBefore: rs(280_000),
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
      last_month_pay: 2_133_333,
      // EL 12 × 26,000 / 26 + CL 2.5 × 40,000 / 26 = 12,000 + 3,846.153…
      leave_encashment: 1_584_615,
      // six completed years and 230 days (over six months): 7 × 26,000 × 15 / 26
      gratuity: 10_500_000,
      // every month's rate over ₹21,000 (s. 2(13))
      bonus: 0,
      // 20 days short × 40,000 / 30
      notice_pay: 2_666_667,
      // 2,80,000 + 48,000 − 75,000 is under the rebate's ₹12 lakh
      tds: 0,
      notice_recovery: 0,
      // half of 21,333.33 + 15,846.15 + 26,666.67 = 31,923.075 → 31,923.08; 18,076.92 stated
      loan_recovery: 3_192_308,
      earnings: 16_884_615,
      deductions: 3_192_308,
      net: 13_692_307,
      stated: 1_807_692,
      // Monday; Tuesday a holiday: Wednesday and Thursday are the two working days
      due: '2026-11-19',
    });
    expect(notesOf(asha, 'loan_recovery')).toEqual([
      { code: 'not_recovered', amount: 1_807_692, ref: 'loan-1' },
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
    grossRate: rs(15_000),
    wageRate: rs(12_000),
    leavingMonth: payrollMonth(2026, 10),
    leave: [{ code: 'EL', days: 0, wages: 'wages' }],
    bonusMonths: months(4, 10, 12_000),
    notice: { requiredDays: 30, servedDays: 0, givenBy: 'employee' },
    loans: [],
    tax: { ...asha.tax, salaryBefore: rs(90_000) },
    holidays: [],
  };

  it('recovers notice not served within half the wages and states the rest', () => {
    expect(amounts(ravi)).toEqual({
      last_month_pay: 1_500_000,
      leave_encashment: 0,
      gratuity: 0,
      // 7 months × 7,000 × 8.33%
      bonus: 408_170,
      notice_pay: 0,
      tds: 0,
      // 30 days × 15,000 / 31 = 14,516.13 wanted; half of 15,000 taken
      notice_recovery: 750_000,
      loan_recovery: 0,
      earnings: 1_908_170,
      deductions: 750_000,
      net: 1_158_170,
      stated: 701_613,
      // Saturday; Sunday off: Monday and Tuesday
      due: '2026-11-03',
    });
    expect(notesOf(ravi, 'gratuity')).toEqual([
      { code: 'gratuity_not_eligible', refusal: 'service_short', completedYears: 2, partYearDays: 144 },
    ]);
    expect(notesOf(ravi, 'leave_encashment')).toEqual([{ code: 'no_leave_credit' }]);
    expect(notesOf(ravi, 'notice_recovery')).toEqual([
      { code: 'notice_shortfall', days: 30, givenBy: 'employee' },
      { code: 'not_recovered', amount: 701_613, ref: '' },
    ]);
  });

  it('leaves the last month to its payslip when it is generated, saying so', () => {
    const paid = { ...ravi, leavingMonthPayslip: { netPay: rs(13_200), payableDays: 31 } };
    expect(amounts(paid)).toMatchObject({ last_month_pay: 0, notice_recovery: 0, stated: 1_451_613 });
    expect(notesOf(paid, 'last_month_pay')).toEqual([
      { code: 'paid_by_payslip', month: '2026-10', netPay: 1_320_000 },
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
    expect(amounts({ ...fixedTerm, fixedTerm: true }).gratuity).toBe(692_308);
  });

  /** Meera: eleven years and six months exactly, ₹6 lakh a month, TDS on the settlement. */
  const meera: SettlementInput = {
    ...asha,
    joiningDay: '2015-01-01',
    leavingDay: '2026-06-30',
    grossRate: rs(600_000),
    wageRate: rs(300_000),
    leavingMonth: payrollMonth(2026, 6),
    leave: [{ code: 'EL', days: 30, wages: 'wages' }],
    bonusMonths: months(4, 5, 300_000),
    notice: { requiredDays: 0, servedDays: 0, givenBy: 'employee' },
    loans: [],
    tax: { ...asha.tax, salaryBefore: rs(1_200_000), tdsBefore: rs(24_000) },
    holidays: [],
  };

  it('deducts the year’s tax left on the settlement, leave encashment and gratuity exempt', () => {
    expect(amounts(meera)).toEqual({
      last_month_pay: 60_000_000,
      // 30 × 3,00,000 / 26 (exempt up to ₹25 lakh, s. 10(10AA))
      leave_encashment: 34_615_385,
      // 11 years (six months exactly is not "in excess of"): 3,00,000 × 15 × 11 / 26
      gratuity: 190_384_615,
      bonus: 0,
      notice_pay: 0,
      // 12,00,000 + 6,00,000 − 75,000 = 17,25,000: 20,000 + 40,000 + 60,000 + 25,000
      // = 1,45,000, cess 5,800: 1,50,800, less 24,000 deducted before
      tds: 12_680_000,
      notice_recovery: 0,
      loan_recovery: 0,
      earnings: 285_000_000,
      deductions: 12_680_000,
      net: 272_320_000,
      stated: 0,
      due: '2026-07-02',
    });
    expect(notesOf(meera, 'tds')).toEqual([
      {
        code: 'tax_working',
        taxableIncome: 172_500_000,
        annualTax: 15_080_000,
        tdsBefore: 2_400_000,
        exempt: 225_000_000,
      },
    ]);
  });

  it('counts a previous employer’s salary and TDS of the year (s. 192(2)); the new regime ignores a declared 80C', () => {
    // 3,00,000 before + 12,00,000 + 6,00,000 = 21,00,000 − 75,000 = 20,25,000: 20,000 + 40,000 +
    // 60,000 + 80,000 + 25% of 25,000 = 6,250 → 2,06,250, cess 8,250: 2,14,500; less 24,000
    // deducted here and 10,000 by the previous employer = 1,80,500
    const declared = {
      deductions: [{ section: '80C' as const, amount: rs(150_000) }],
      previousSalary: rs(300_000),
      previousTds: rs(10_000),
      seniorCitizen: false,
    };
    expect(amounts({ ...meera, tax: { ...meera.tax, declared } }).tds).toBe(18_050_000);
  });

  it('counts the employer’s pension contribution as salary and deducts it within s. 80CCD(2)’s share, as the month’s TDS', () => {
    // Written from the Act before the code (payroll README "s. 80CCD(2)"). April to June's
    // payslips paid BASIC + DA 3,00,000 each (9,00,000) and the employer's NPS_ER; new regime
    // FY 2026-27, 14% of 9,00,000 = 1,26,000 deductible.
    const withNps = (year: typeof newRegime2026, contribution: number) => ({
      ...meera,
      tax: { ...meera.tax, year, employerNps: { contribution: rs(contribution), salary: rs(900_000) } },
    });
    const newYear = incomeTaxYear([...incomeTaxRates, ...incomeTaxEmployerNpsShares], 'new', '2026-04-01');
    // 1,50,000 contributed: 12,00,000 + 6,00,000 + 1,50,000 − 75,000 − 1,26,000 = 17,49,000:
    // 20,000 + 40,000 + 60,000 + 20% of 1,49,000 = 29,800 → 1,49,800, cess 5,992: 1,55,792 →
    // 1,55,790 (s. 288B), less 24,000 = 1,31,790
    expect(amounts(withNps(newYear, 150_000)).tds).toBe(rs(131_790));
    expect(notesOf(withNps(newYear, 150_000), 'tds')).toEqual([
      expect.objectContaining({ taxableIncome: rs(1_749_000), annualTax: rs(155_790) }),
    ]);
    // 1,26,000 contributed, all of it within the share: 17,25,000 as without it, 1,26,800
    expect(amounts(withNps(newYear, 126_000)).tds).toBe(rs(126_800));
    // old regime, 10%: 90,000 of 1,50,000 deductible. 19,50,000 − 50,000 − 90,000 = 18,10,000:
    // 12,500 + 1,00,000 + 30% of 8,10,000 = 2,43,000 → 3,55,500, cess 14,220: 3,69,720, less 24,000
    const oldYear = incomeTaxYear([...incomeTaxRates, ...incomeTaxEmployerNpsShares], 'old', '2026-04-01');
    expect(amounts(withNps(oldYear, 150_000)).tds).toBe(rs(345_720));
  });

  it('takes the HRA exempt u/s 10(13A) off the old regime’s salary of the year (rule 2A)', () => {
    // Old regime, FY 2026-27: April to June each paid BASIC + DA 3,00,000 and HRA 1,20,000; rent
    // 1,00,000 a month April to June in a metro: (a) 3,60,000, (b) 3,00,000 − 10% of 9,00,000 =
    // 2,10,000, (c) 50% of 9,00,000 = 4,50,000: 2,10,000 exempt. 12,00,000 + 6,00,000 − 2,10,000
    // − 50,000 = 15,40,000: 12,500 + 1,00,000 + 30% of 5,40,000 = 1,62,000 → 2,74,500, cess
    // 10,980: 2,85,480, less 24,000 = 2,61,480 (without the rent 17,50,000: 3,51,000 − 24,000 = 3,27,000)
    const oldRegime = incomeTaxYear(
      [...incomeTaxRates, ...incomeTaxSalaryDeductions, ...incomeTaxHraShares],
      'old',
      '2026-04-01',
    );
    const hraMonths = ['2026-04', '2026-05', '2026-06'].map((month) => ({
      month,
      hra: rs(120_000),
      salary: rs(300_000),
    }));
    const declared = {
      deductions: [],
      previousSalary: 0,
      previousTds: 0,
      seniorCitizen: false,
      rents: [{ monthlyRent: rs(100_000), from: '2026-04', to: '2026-06', metro: true }],
    };
    const oldMeera = { ...meera, tax: { ...meera.tax, year: oldRegime, hraMonths } };
    expect(amounts({ ...oldMeera, tax: { ...oldMeera.tax, declared } }).tds).toBe(rs(261_480));
    expect(amounts(oldMeera).tds).toBe(rs(327_000));
  });

  it('counts death as needing no qualifying service (Payment of Gratuity Act s. 4(1) proviso)', () => {
    // two years and 144 days: 2 counted, 12,000 × 15 × 2 / 26
    expect(amounts({ ...ravi, leavingReason: 'deceased' }).gratuity).toBe(1_384_615);
  });
});

describe('the thresholds of a settlement, in paise (issue #28 item 2)', () => {
  /** ₹26,000 of wages and gross, joined 1 November 2021, resigning with no notice owed, nothing else due. */
  const leaver = (leavingDay: string, changes: Partial<SettlementInput> = {}): SettlementInput => ({
    ...asha,
    joiningDay: '2021-11-01',
    leavingDay,
    leavingMonth: payrollMonth(Number(leavingDay.slice(0, 4)), Number(leavingDay.slice(5, 7))),
    grossRate: rs(26_000),
    wageRate: rs(26_000),
    leave: [],
    bonusMonths: [],
    notice: { requiredDays: 0, servedDays: 0, givenBy: 'employee' },
    loans: [],
    tax: { ...asha.tax, salaryBefore: 0 },
    holidays: [],
    ...changes,
  });
  const gratuityOf = (input: SettlementInput) => {
    const found = fullAndFinalSettlement(input, rates).lines.find((line) => line.code === 'gratuity');
    return { amount: found?.amount, note: found?.notes[0] };
  };

  // Payment of Gratuity Act s. 4(1) (five years), s. 2A(2)(a) (240 days of a fifth year), s. 4(2) (15/26, six months)
  it.each([
    // 4 years and 239 days: short of the deemed year
    [
      '2026-06-27',
      0,
      { code: 'gratuity_not_eligible', refusal: 'service_short', completedYears: 4, partYearDays: 239 },
    ],
    // 4 years and 240 days count as five; the part year is over six months: 5 × 26,000 × 15 / 26 = 75,000
    ['2026-06-28', 7_500_000, { code: 'gratuity_years', years: 5, completedYears: 4, partYearDays: 240 }],
    // five years exactly
    ['2026-10-31', 7_500_000, { code: 'gratuity_years', years: 5, completedYears: 5, partYearDays: 0 }],
  ])('left %s: gratuity %i paise', (day, amount, note) => {
    expect(gratuityOf(leaver(day))).toEqual({ amount, note });
  });

  it('counts a part year over six months as a year, six months exactly not (s. 4(2))', () => {
    // joined 1 January 2015: 30 June 2026 is eleven years and six months exactly, 1 July a day more
    const years = (day: string) => gratuityOf(leaver(day, { joiningDay: '2015-01-01' }));
    expect(years('2026-06-30')).toMatchObject({ amount: 16_500_000, note: { years: 11 } });
    expect(years('2026-07-01')).toMatchObject({ amount: 18_000_000, note: { years: 12 } });
    // wages of ₹26,000.01: 11 × 26,000.01 × 15 / 26 = 1,65,000.0634… rounds once to 1,65,000.06
    expect(gratuityOf(leaver('2026-06-30', { joiningDay: '2015-01-01', wageRate: 2_600_001 })).amount).toBe(
      16_500_006,
    );
  });

  it('pays or recovers each day of notice short at the gross ÷ the month’s days, rounded once', () => {
    // November 2026 has 30 days: 40,000 / 30 = 1,333.333… a day
    const short = (servedDays: number, givenBy: 'employer' | 'employee') =>
      amounts(
        leaver('2026-11-16', { grossRate: rs(40_000), notice: { requiredDays: 30, servedDays, givenBy } }),
      );
    expect(short(30, 'employer')).toMatchObject({ notice_pay: 0, notice_recovery: 0 });
    expect(short(29, 'employer')).toMatchObject({ notice_pay: 133_333, notice_recovery: 0 });
    expect(short(28, 'employer')).toMatchObject({ notice_pay: 266_667 });
    expect(short(29, 'employee')).toMatchObject({ notice_pay: 0, notice_recovery: 133_333, stated: 0 });
  });

  it('recovers a loan up to half the wages to the paisa, the rest stated (Code on Wages s. 18(2))', () => {
    // the last month of 31 days paid whole: ₹31,000 of wages, half is ₹15,500
    const withLoan = (outstanding: number) =>
      amounts(leaver('2026-10-31', { grossRate: rs(31_000), loans: [{ ref: 'loan-1', outstanding }] }));
    expect(withLoan(rs(15_499.99))).toMatchObject({ loan_recovery: 1_549_999, stated: 0 });
    expect(withLoan(rs(15_500))).toMatchObject({ loan_recovery: 1_550_000, stated: 0 });
    expect(withLoan(rs(15_500.01))).toMatchObject({ loan_recovery: 1_550_000, stated: 1 });
    // ₹40,000 for 16 of 30 days is 21,333.33; half of it, 10,666.665, rounds once to 10,666.67
    const odd = amounts(
      leaver('2026-11-16', { grossRate: rs(40_000), loans: [{ ref: 'loan-1', outstanding: rs(20_000) }] }),
    );
    expect(odd).toMatchObject({ last_month_pay: 2_133_333, loan_recovery: 1_066_667, stated: 933_333 });
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
