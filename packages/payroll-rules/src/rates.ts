import type { PayrollMonth } from './month.js';

/**
 * The statutory figures payroll reads, each a dated master-data row (`statutory_rates`):
 * a change is a new row from its effective day, never a constant in code (payroll README).
 */
export const statutoryCodes = [
  'epf_employee_rate',
  'epf_employer_rate',
  'eps_rate',
  'epf_wage_ceiling',
  'edli_rate',
  'epf_admin_rate',
  'esi_employee_rate',
  'esi_employer_rate',
  'esi_wage_threshold',
  'overtime_multiplier',
  'wages_exclusion_cap',
  'eps_age_limit',
  'epf_admin_minimum',
  'esi_exemption_daily_wage',
  'deduction_cap',
  'deduction_cap_wage_limit',
  'overtime_day_divisor',
  'lwf_employee',
  'lwf_employer',
  'gratuity_ceiling',
  'gratuity_days_per_year',
  'gratuity_month_divisor',
  'gratuity_qualifying_years',
  'gratuity_deemed_year_days',
  'gratuity_fixed_term_years',
  'bonus_wage_limit',
  'bonus_calculation_ceiling',
  'bonus_min_rate',
  'bonus_max_rate',
  'bonus_min_amount',
  'bonus_min_days',
  'leave_encashment_day_divisor',
  'leave_encashment_exempt_limit',
  'settlement_due_working_days',
] as const;
export type StatutoryCode = (typeof statutoryCodes)[number];

export interface DatedRate {
  code: StatutoryCode;
  /** A state's own figure (LWF); null for a national one. */
  states_id: string | null;
  /** The IST day it takes effect, `YYYY-MM-DD`. */
  effective_from: string;
  value: number;
  /** The months (1–12) it is due in; null for every month. */
  months: readonly number[] | null;
}

/**
 * The row of a code in force in a month: the latest whose effective day is on or before
 * the month's last day (a month is paid under the law in force when its wages fall due;
 * payroll README "Which row a month uses").
 */
export function rateInForce(
  rates: readonly DatedRate[],
  code: StatutoryCode,
  month: PayrollMonth,
  stateId: string | null = null,
): DatedRate | null {
  return rateOnDay(rates, code, month.lastDay, stateId);
}

/** The row of a code (national, or a state's) in force on a day `YYYY-MM-DD`: the latest effective on or before it. */
export function rateOnDay(
  rates: readonly DatedRate[],
  code: StatutoryCode,
  day: string,
  stateId: string | null = null,
): DatedRate | null {
  let found: DatedRate | null = null;
  for (const rate of rates) {
    if (rate.code !== code || rate.states_id !== stateId || rate.effective_from > day) continue;
    if (!found || rate.effective_from > found.effective_from) found = rate;
  }
  return found;
}

/** A national figure a day's computation cannot do without. */
export function requiredRateOnDay(rates: readonly DatedRate[], code: StatutoryCode, day: string): number {
  const rate = rateOnDay(rates, code, day);
  if (!rate) throw new Error(`${rateMessages.missingRate}: ${code} (${day})`);
  return rate.value;
}

export const rateMessages = {
  missingRate: 'No statutory rate in force',
} as const;

/** A national figure the month cannot be computed without. */
export function requiredRate(
  rates: readonly DatedRate[],
  code: StatutoryCode,
  month: PayrollMonth,
): DatedRate {
  const rate = rateInForce(rates, code, month);
  if (!rate) throw new Error(`${rateMessages.missingRate}: ${code} (${month.key})`);
  return rate;
}

/** The national rules of one month, read once for every payslip of the month. */
export interface MonthRules {
  epf: {
    employeeRate: number;
    employerRate: number;
    epsRate: number;
    wageCeiling: number;
    edliRate: number;
    adminRate: number;
    /** An establishment's least admin charge a month (per ECR, not per member). */
    adminMinimum: number;
    /** The age at which a member's EPS contribution ends (EPS 1995 para 3). */
    epsAgeLimit: number;
  };
  esi: {
    employeeRate: number;
    employerRate: number;
    wageThreshold: number;
    /** An average daily wage up to this pays no employee's share; the employer's is still due. */
    exemptionDailyWage: number;
  };
  /**
   * Total deductions may take at most `share` of the month's wages (Payment of Wages Act
   * s. 7(3), then Code on Wages s. 18(2)); `wageLimit`: only for wages up to it (the Payment
   * of Wages Act's reach), null for every wage.
   */
  deductionCap: { share: number; wageLimit: number | null };
  overtimeMultiplier: number;
  /**
   * The Code on Wages' share of remuneration excluded allowances may take before the
   * excess counts as wages (0.5 from 21 November 2025); null before the codes.
   */
  wagesExclusionCap: number | null;
  /** Which row of each code was used: code → effective day, stored with the payslip. */
  applied: Record<string, string>;
}

export function monthRules(rates: readonly DatedRate[], month: PayrollMonth): MonthRules {
  const applied: Record<string, string> = {};
  const value = (code: StatutoryCode) => {
    const rate = requiredRate(rates, code, month);
    applied[code] = rate.effective_from;
    return rate.value;
  };
  // a limit of 0 is "every wage": the Code on Wages' cap has no wage limit
  const wageLimit = value('deduction_cap_wage_limit');
  const cap = rateInForce(rates, 'wages_exclusion_cap', month);
  if (cap) applied.wages_exclusion_cap = cap.effective_from;
  return {
    epf: {
      employeeRate: value('epf_employee_rate'),
      employerRate: value('epf_employer_rate'),
      epsRate: value('eps_rate'),
      wageCeiling: value('epf_wage_ceiling'),
      edliRate: value('edli_rate'),
      adminRate: value('epf_admin_rate'),
      adminMinimum: value('epf_admin_minimum'),
      epsAgeLimit: value('eps_age_limit'),
    },
    esi: {
      employeeRate: value('esi_employee_rate'),
      employerRate: value('esi_employer_rate'),
      wageThreshold: value('esi_wage_threshold'),
      exemptionDailyWage: value('esi_exemption_daily_wage'),
    },
    deductionCap: { share: value('deduction_cap'), wageLimit: wageLimit > 0 ? wageLimit : null },
    overtimeMultiplier: value('overtime_multiplier'),
    wagesExclusionCap: cap ? cap.value : null,
    applied,
  };
}
