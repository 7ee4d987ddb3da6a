import type { PayrollMonth } from './month.js';
import { type DatedRate, requiredRateOnDay } from './rates.js';
import { roundAmount } from './rounding.js';

/** One month of an accounting year, as bonus reads it from the payslip. */
export interface BonusMonth {
  month: PayrollMonth;
  /** Salary or wage earned in the month: basic + DA paid (s. 2(21)). */
  wages: number;
  /** The month's full rate of basic + DA (what s. 2(13)'s limit and s. 12's ceiling compare). */
  wageRate: number;
  /** Days worked, leave with wages and the other days s. 14 counts. */
  daysWorked: number;
  /** The minimum wage of the scheduled employment a month, if known (s. 12). */
  minimumWage: number | null;
}

export type BonusRefusal = 'wage_over_limit' | 'too_few_days';

export interface Bonus {
  eligible: boolean;
  refusal: BonusRefusal | null;
  daysWorked: number;
  /** Each month's wages counted for bonus (0 where the rate is over the limit). */
  months: { key: string; bonusWages: number; overLimit: boolean }[];
  bonusWages: number;
  rate: number;
  /** Payable, to the paise: 0 when not eligible. */
  amount: number;
}

export const bonusMessages = {
  rateOutOfRange: 'Bonus rate must be between the minimum and maximum bonus',
} as const;

/**
 * Statutory bonus of an accounting year (Payment of Bonus Act 1965; Code on Wages 2019
 * s. 26), with each month's figures in force on its last day and the year's on `yearLastDay`:
 * - a month whose wage rate exceeds the limit (₹21,000, s. 2(13)) is not counted;
 * - a month's bonus wages are its wages, or for a rate over the calculation ceiling (₹7,000
 *   or the minimum wage, whichever is higher, s. 12) the ceiling in the same proportion as
 *   the wages earned to the rate (proportionate for days not worked, s. 13);
 * - eligible with at least 30 days worked in the year (s. 8) and a month counted;
 * - bonus = bonus wages × the rate chosen (8.33% to 20%, s. 10 and s. 11), at least ₹100
 *   (s. 10), to the paise.
 */
export function statutoryBonus(
  input: { months: readonly BonusMonth[]; rate: number; yearLastDay: string },
  rates: readonly DatedRate[],
): Bonus {
  const minRate = requiredRateOnDay(rates, 'bonus_min_rate', input.yearLastDay);
  const maxRate = requiredRateOnDay(rates, 'bonus_max_rate', input.yearLastDay);
  if (input.rate < minRate || input.rate > maxRate)
    throw new Error(
      `${bonusMessages.rateOutOfRange} (${minRate * 100}%–${maxRate * 100}%): ${input.rate * 100}%`,
    );
  const months = input.months.map((entry) => {
    const day = entry.month.lastDay;
    const overLimit = entry.wageRate > requiredRateOnDay(rates, 'bonus_wage_limit', day);
    const ceiling = Math.max(
      requiredRateOnDay(rates, 'bonus_calculation_ceiling', day),
      entry.minimumWage ?? 0,
    );
    const bonusWages = overLimit
      ? 0
      : entry.wageRate > ceiling
        ? (entry.wages * ceiling) / entry.wageRate
        : entry.wages;
    return { key: entry.month.key, bonusWages, overLimit };
  });
  const daysWorked = input.months.reduce((sum, entry) => sum + entry.daysWorked, 0);
  const counted = months.some((entry) => !entry.overLimit);
  const tooFewDays = daysWorked < requiredRateOnDay(rates, 'bonus_min_days', input.yearLastDay);
  const bonusWages = months.reduce((sum, entry) => sum + entry.bonusWages, 0);
  const eligible = counted && !tooFewDays;
  const amount = eligible
    ? roundAmount(
        Math.max(bonusWages * input.rate, requiredRateOnDay(rates, 'bonus_min_amount', input.yearLastDay)),
        'paise',
      )
    : 0;
  return {
    eligible,
    refusal: eligible ? null : !counted ? 'wage_over_limit' : 'too_few_days',
    daysWorked,
    months: months.map((entry) => ({ ...entry, bonusWages: roundAmount(entry.bonusWages, 'paise') })),
    bonusWages: roundAmount(bonusWages, 'paise'),
    rate: input.rate,
    amount,
  };
}
