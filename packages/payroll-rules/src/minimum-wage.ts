import { paiseOf } from './money.js';
import type { PayrollMonth } from './month.js';
import type { PayslipTotals } from './payslip.js';
import { roundAmount } from './rounding.js';

/** The skill classes of the minimum-wage notifications (products.skill, minimum_wages.skill). */
export const minimumWageSkills = ['unskilled', 'semi_skilled', 'skilled', 'highly_skilled'] as const;

/** A row of the `minimum_wages` folder: a state's rate for a zone and skill from a day. */
export interface MinimumWageRate {
  id: string;
  states_id: string;
  zone: string;
  skill: string;
  /** A monthly rate, or a daily one. */
  rate_basis: 'per_month' | 'per_day';
  /** Rupees, as the notification gives them. */
  basic: number;
  vda: number;
  /** The IST day it applies from, `YYYY-MM-DD`. */
  effective_from: string;
}

/** A payslip as the minimum-wage check reads it. */
export interface WagePayslip {
  /** The state and minimum-wage zone of the employee's site; the skill of its designation. */
  states_id: string | null;
  zone: string | null;
  skill: string | null;
  /** The payslip's wages as the law counts them (`pf_wages`: payroll README "Minimum wages"), rupees. */
  wages: number;
  payable_days: number;
  days_in_month: number;
}

/**
 * The rate in force for a state, zone and skill in a wage month: the latest row applying
 * from the month's first day or before; null when no row does.
 */
export function minimumWageInForce(
  rates: readonly MinimumWageRate[],
  where: { states_id: string; zone: string; skill: string },
  month: PayrollMonth,
): MinimumWageRate | null {
  return (
    rates
      .filter(
        (rate) =>
          rate.states_id === where.states_id &&
          rate.zone === where.zone &&
          rate.skill === where.skill &&
          rate.effective_from <= month.firstDay,
      )
      .sort((a, b) => b.effective_from.localeCompare(a.effective_from))[0] ?? null
  );
}

/**
 * What the minimum makes due for the payable days, in paise: a monthly rate (basic + VDA)
 * prorated by payable days over the month's days (a monthly rate pays the weekly rest days,
 * which payable days count), a daily rate times the payable days; rounded once.
 */
export function minimumDuePaise(rate: MinimumWageRate, payableDays: number, daysInMonth: number): number {
  const ratePaise = paiseOf(rate.basic) + paiseOf(rate.vda);
  const due =
    rate.rate_basis === 'per_day' ? ratePaise * payableDays : (ratePaise * payableDays) / daysInMonth;
  return roundAmount(due);
}

/** One payslip against the minimum: below it (with both figures), at or above, or not checkable. */
export type MinimumWageResult =
  | { status: 'below'; due_paise: number; paid_paise: number; rate: MinimumWageRate }
  | { status: 'met' }
  | { status: 'unchecked' };

/** The minimum in force for a payslip's place and what it makes due for its payable days; none without one. */
function minimumDue(payslip: WagePayslip, rates: readonly MinimumWageRate[], month: PayrollMonth) {
  const { states_id, zone, skill } = payslip;
  const rate =
    states_id && zone && skill ? minimumWageInForce(rates, { states_id, zone, skill }, month) : null;
  return rate ? { rate, due: minimumDuePaise(rate, payslip.payable_days, payslip.days_in_month) } : null;
}

/**
 * A payslip's wages against the minimum in force for its skill and zone: below by a paisa is
 * below. Without a skill, a zone or a rate in force it is not checkable (the caller says so).
 */
export function checkMinimumWage(
  payslip: WagePayslip,
  rates: readonly MinimumWageRate[],
  month: PayrollMonth,
): MinimumWageResult {
  const minimum = minimumDue(payslip, rates, month);
  if (!minimum) return { status: 'unchecked' };
  const { rate, due } = minimum;
  const paid = paiseOf(payslip.wages);
  return paid < due ? { status: 'below', due_paise: due, paid_paise: paid, rate } : { status: 'met' };
}

/** Where an employee's minimum is looked up: its site's state and zone, its designation's skill. */
export type MinimumWagePlace = Pick<WagePayslip, 'states_id' | 'zone' | 'skill'>;

/**
 * A computed payslip's wages against the minimum (issue #33 item 3), as payroll generation's
 * progress item and live pay's note both flag it: the minimum due and the wages paid in
 * paise when below, null when met or not checkable (the scorecard names the unchecked ones).
 */
export function payslipBelowMinimum(
  place: MinimumWagePlace,
  totals: Pick<PayslipTotals, 'pf_wages' | 'payable_days' | 'days_in_month'>,
  rates: readonly MinimumWageRate[],
  month: PayrollMonth,
): { due_paise: number; paid_paise: number } | null {
  const result = checkMinimumWage(
    {
      states_id: place.states_id,
      zone: place.zone,
      skill: place.skill,
      wages: totals.pf_wages,
      payable_days: totals.payable_days,
      days_in_month: totals.days_in_month,
    },
    rates,
    month,
  );
  return result.status === 'below' ? { due_paise: result.due_paise, paid_paise: result.paid_paise } : null;
}

/**
 * A payslip's month against the minimum, arrears counted (compliance README "Minimum wages",
 * "Arrears"): its own wages are its `wages` less the arrears of basic or DA it paid for other
 * months; arrears naming its month paid on later approved payslips are set against what it
 * fell short. `below` while any paisa is still short (`short_paise` > 0), `cured` once the
 * arrears paid it all, `met` when the month itself paid the minimum.
 */
export type MinimumWageStanding =
  | { status: 'unchecked' }
  | {
      status: 'met' | 'below' | 'cured';
      due_paise: number;
      /** The month's own wages, arrears of other months taken out. */
      paid_paise: number;
      /** Arrears naming this month, paid on later approved payslips. */
      arrears_paise: number;
      /** What is still short after them (0 when met or cured). */
      short_paise: number;
      rate: MinimumWageRate;
    };

export function minimumWageStanding(
  payslip: WagePayslip & { arrears_of_other_months: number; arrears_paid_later: number },
  rates: readonly MinimumWageRate[],
  month: PayrollMonth,
): MinimumWageStanding {
  const minimum = minimumDue(payslip, rates, month);
  if (!minimum) return { status: 'unchecked' };
  const { rate, due } = minimum;
  const paid = paiseOf(payslip.wages) - paiseOf(payslip.arrears_of_other_months);
  const arrears = paiseOf(payslip.arrears_paid_later);
  const short = Math.max(0, due - paid - arrears);
  const status = paid >= due ? 'met' : short > 0 ? 'below' : 'cured';
  return { status, due_paise: due, paid_paise: paid, arrears_paise: arrears, short_paise: short, rate };
}
