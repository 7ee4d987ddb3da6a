import { addDays } from '@muster/protocol';
import { type DatedRate, rateOnDay, requiredRateOnDay } from './rates.js';
import { roundAmount } from './rounding.js';

/** What an employee's gratuity is computed from, on leaving. */
export interface GratuityInput {
  /** First and last days of service, `YYYY-MM-DD` (IST). */
  joiningDay: string;
  leavingDay: string;
  /** The last drawn monthly wages: basic + DA (s. 4(2); wages under the Code on Social Security s. 2(88)). */
  monthlyWages: number;
  fixedTerm: boolean;
  /** Employment ended by death or disablement: no qualifying service (s. 4(1) proviso). */
  deathOrDisablement: boolean;
  /**
   * Days actually worked in the year of service left over after the completed years
   * (s. 2A(2)(a)); null: not known, the calendar days of that part year count.
   */
  daysWorkedInPartYear: number | null;
}

export type GratuityRefusal = 'service_short' | 'fixed_term_service_short';

export interface Gratuity {
  eligible: boolean;
  /** Why not eligible; null when eligible. */
  refusal: GratuityRefusal | null;
  completedYears: number;
  /** Calendar days of service after the completed years. */
  partYearDays: number;
  /** Completed years, and one more for a part year in excess of six months (s. 4(2)). */
  yearsCounted: number;
  /** Before the ceiling, to the paise. */
  uncapped: number;
  ceiling: number;
  /** Payable, to the paise: 0 when not eligible. */
  amount: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The same day `months` later; a day the month lacks is its last (31 January + 1 month: 28/29 February). */
function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(date, last))}`;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Gratuity on leaving (Payment of Gratuity Act 1972 s. 4; Code on Social Security 2020
 * s. 53 from 21 November 2025), with the figures in force on the leaving day:
 * - eligible after the qualifying years of continuous service (5); 4 completed years and at
 *   least 240 days worked in the fifth count as 5 (s. 2A(2)(a), Mettur Beardsell, Madras HC);
 *   a fixed-term employee after 1 year where the Code's row is in force; on death or
 *   disablement always;
 * - amount: monthly wages × 15 / 26 × years, a part year in excess of six months counting
 *   as a year, at most the ceiling; one rounding, to the paise.
 */
export function gratuity(input: GratuityInput, rates: readonly DatedRate[]): Gratuity {
  const day = input.leavingDay;
  const end = addDays(day, 1);
  let completedYears = 0;
  while (addMonths(input.joiningDay, 12 * (completedYears + 1)) <= end) completedYears += 1;
  const anniversary = addMonths(input.joiningDay, 12 * completedYears);
  const partYearDays = daysBetween(anniversary, end);
  const yearsCounted = completedYears + (addMonths(anniversary, 6) < end ? 1 : 0);

  const qualifying = requiredRateOnDay(rates, 'gratuity_qualifying_years', day);
  const deemedDays = requiredRateOnDay(rates, 'gratuity_deemed_year_days', day);
  const fixedTermYears = input.fixedTerm
    ? rateOnDay(rates, 'gratuity_fixed_term_years', day)?.value
    : undefined;
  const workedInPart = input.daysWorkedInPartYear ?? partYearDays;
  // a part year of 240 days worked completes a year of continuous service (s. 2A(2)(a))
  const serviceYears = completedYears + (workedInPart >= deemedDays ? 1 : 0);
  const needed = fixedTermYears ?? qualifying;
  const eligible = input.deathOrDisablement || serviceYears >= needed;

  const uncapped = roundAmount(
    (input.monthlyWages * requiredRateOnDay(rates, 'gratuity_days_per_year', day) * yearsCounted) /
      requiredRateOnDay(rates, 'gratuity_month_divisor', day),
    'paise',
  );
  const ceiling = requiredRateOnDay(rates, 'gratuity_ceiling', day);
  return {
    eligible,
    refusal: eligible ? null : fixedTermYears !== undefined ? 'fixed_term_service_short' : 'service_short',
    completedYears,
    partYearDays,
    yearsCounted,
    uncapped,
    ceiling,
    amount: eligible ? Math.min(uncapped, ceiling) : 0,
  };
}
