import {
  type BonusMonth,
  type DatedRate,
  type GratuityInput,
  gratuity,
  payrollMonth,
  statutoryBonus,
} from '@muster/payroll-rules';
import { describe, expect, it } from 'vitest';
import { gratuityBonusRates } from './gratuity-bonus-rates.js';

// The seeded rows (migration 076) against worked cases from the Acts (payroll README
// "Gratuity" and "Statutory bonus"): a wrong figure in the data or the rules fails here.
const rates: DatedRate[] = gratuityBonusRates.map((rate) => ({
  code: rate.code,
  states_id: null,
  effective_from: rate.effective_from,
  value: rate.value,
  months: null,
}));

describe('gratuity (Payment of Gratuity Act s. 4; Code on Social Security s. 53)', () => {
  const leaver = (joiningDay: string, leavingDay: string, extra: Partial<GratuityInput> = {}) =>
    gratuity(
      {
        joiningDay,
        leavingDay,
        monthlyWages: 26_000,
        fixedTerm: false,
        deathOrDisablement: false,
        daysWorkedInPartYear: null,
        ...extra,
      },
      rates,
    );

  it.each([
    // joined, left, completed years, part-year days, years counted, eligible, amount (26,000 × 15/26 = 15,000 a year)
    ['2020-04-01', '2025-03-31', 5, 0, 5, true, 75_000],
    // 4 years and 364 days: the fifth year's days pass 240, and its part is over six months
    ['2020-04-01', '2025-03-30', 4, 364, 5, true, 75_000],
    // 4 years and 240 days (1 April to 26 November): eligible; 239 days is not
    ['2020-04-01', '2024-11-26', 4, 240, 5, true, 75_000],
    ['2020-04-01', '2024-11-25', 4, 239, 5, false, 0],
    // a part year of exactly six months is not "in excess of six months"; a day more is
    ['2015-01-01', '2025-06-30', 10, 181, 10, true, 150_000],
    ['2015-01-01', '2025-07-01', 10, 182, 11, true, 165_000],
  ])('joined %s, left %s', (joined, left, completed, partDays, counted, eligible, amount) => {
    expect(leaver(joined, left)).toMatchObject({
      completedYears: completed,
      partYearDays: partDays,
      yearsCounted: counted,
      eligible,
      amount,
    });
  });

  it('counts days actually worked in the part year when known (s. 2A(2)(a))', () => {
    expect(leaver('2020-04-01', '2025-02-28', { daysWorkedInPartYear: 239 })).toMatchObject({
      eligible: false,
      refusal: 'service_short',
    });
    expect(leaver('2020-04-01', '2025-02-28', { daysWorkedInPartYear: 240 }).amount).toBe(75_000);
  });

  it('caps the amount at ₹20,00,000 (s. 4(3), notification of 29 March 2018)', () => {
    // 2,60,000 × 15/26 = 1,50,000 a year × 20 = 30,00,000
    expect(leaver('2005-01-16', '2025-01-15', { monthlyWages: 260_000 })).toMatchObject({
      uncapped: 3_000_000,
      ceiling: 2_000_000,
      amount: 2_000_000,
    });
  });

  it('pays a fixed-term employee after one year from the Code (21 November 2025), not before', () => {
    expect(leaver('2025-12-01', '2026-11-30', { fixedTerm: true })).toMatchObject({
      eligible: true,
      amount: 15_000,
    });
    expect(leaver('2025-12-01', '2026-11-30')).toMatchObject({ eligible: false, refusal: 'service_short' });
    // 227 days short of the year; 240 days make it (s. 2A(2)(a)), a part over six months
    expect(leaver('2025-12-01', '2026-07-15', { fixedTerm: true })).toMatchObject({
      eligible: false,
      refusal: 'fixed_term_service_short',
    });
    expect(leaver('2025-12-01', '2026-07-28', { fixedTerm: true })).toMatchObject({
      partYearDays: 240,
      yearsCounted: 1,
      amount: 15_000,
    });
    // left the day before the Code: the Act's five years
    expect(leaver('2024-11-20', '2025-11-20', { fixedTerm: true })).toMatchObject({ eligible: false });
  });

  it('needs no qualifying service on death or disablement (s. 4(1) proviso)', () => {
    expect(leaver('2023-01-01', '2025-03-15', { deathOrDisablement: true })).toMatchObject({
      eligible: true,
      yearsCounted: 2,
      amount: 30_000,
    });
  });

  it('pays wages with paise to the paise: 25,000 × 15/26 × 7 = 1,00,961.54', () => {
    expect(leaver('2018-01-01', '2024-12-31', { monthlyWages: 25_000 }).amount).toBe(100_961.54);
  });
});

describe('statutory bonus (Payment of Bonus Act ss. 2(13), 8, 10–13; Code on Wages s. 26)', () => {
  const year = (entry: Partial<BonusMonth>, count = 12): BonusMonth[] =>
    Array.from({ length: count }, (_, index) => ({
      month: payrollMonth(index < 9 ? 2025 : 2026, ((index + 3) % 12) + 1),
      wages: 6_000,
      wageRate: 6_000,
      daysWorked: 26,
      minimumWage: null,
      ...entry,
    }));
  const bonus = (months: BonusMonth[], rate = 0.0833) =>
    statutoryBonus({ months, rate, yearLastDay: '2026-03-31' }, rates);

  it.each([
    // wage rate (earned in full), minimum wage, rate, bonus wages of the year, bonus
    [6_000, null, 0.0833, 72_000, 5_997.6],
    // over the ₹7,000 ceiling: computed on 7,000 (s. 12)
    [15_000, null, 0.0833, 84_000, 6_997.2],
    [15_000, null, 0.2, 84_000, 16_800],
    // a minimum wage above 7,000 is the ceiling
    [15_000, 9_000, 0.0833, 108_000, 8_996.4],
    // the limit itself is eligible; a rupee over is not (s. 2(13))
    [21_000, null, 0.0833, 84_000, 6_997.2],
    [21_001, null, 0.0833, 0, 0],
  ])('a wage of %i a month', (wageRate, minimumWage, rate, wages, amount) => {
    const result = bonus(year({ wages: wageRate, wageRate, minimumWage }), rate);
    expect([result.bonusWages, result.amount]).toEqual([wages, amount]);
    expect(result.refusal).toBe(amount ? null : 'wage_over_limit');
  });

  it('needs thirty days worked in the year (s. 8): 29 refuse, 30 pay', () => {
    expect(bonus(year({ daysWorked: 29 }, 1))).toMatchObject({
      eligible: false,
      refusal: 'too_few_days',
      amount: 0,
    });
    expect(bonus(year({ daysWorked: 30 }, 1))).toMatchObject({ eligible: true, amount: 499.8 });
  });

  it('is proportionate for a month not worked in full, and at least ₹100 (s. 10, s. 13)', () => {
    // half of a 14,000 month earned: 7,000 of the ceiling in the same half, 3,500
    expect(
      bonus(year({ wages: 7_000, wageRate: 14_000 }, 1).map((m) => ({ ...m, daysWorked: 30 }))).bonusWages,
    ).toBe(3_500);
    // 1,000 × 8.33% = 83.30 is raised to 100
    expect(bonus(year({ wages: 1_000, wageRate: 6_000, daysWorked: 30 }, 1)).amount).toBe(100);
  });

  it('refuses a rate outside 8.33%–20%', () => {
    expect(() => bonus(year({}), 0.25)).toThrow(
      'Bonus rate must be between the minimum and maximum bonus (8.33%–20%): 25%',
    );
  });
});
