import type { MonthRules } from './rates.js';
import { roundAmount, statutoryRounding } from './rounding.js';

export interface EsiContribution {
  covered: boolean;
  /** The month's wages contributions were computed on (0 when not covered). */
  esiWages: number;
  employee: number;
  employer: number;
  /** The employee's share is not due: an average daily wage up to the exemption (r. 50). */
  employeeExempt: boolean;
}

export interface EsiInput {
  /** The monthly wage rate (the structure's gross) that decides coverage. */
  grossRate: number;
  /** What the month paid: contributions are computed on it. */
  earnedGross: number;
  /** The days the month's wages are paid for: the average daily wage is `earnedGross` over them. */
  payableDays: number;
  /** Whether the employee was covered in an earlier month of the same contribution period. */
  coveredEarlierInPeriod: boolean;
}

/**
 * ESI (ESI Act s. 2(9), 39–40): an employee whose wage rate is at most the threshold is
 * covered; one covered earlier in the contribution period stays covered until its end
 * even when the rate rises above it (s. 2(9) proviso). Contributions on the month's
 * earned wages as paid (to the paise), each rounded once up to the next rupee, as ESIC
 * computes them. An employee whose average daily wage is at most the exemption pays no
 * share; the employer still pays its own (ESI Act s. 40, ESI (Central) Rules r. 50).
 */
export function esiContribution(input: EsiInput, rules: MonthRules['esi']): EsiContribution {
  const covered = input.grossRate <= rules.wageThreshold || input.coveredEarlierInPeriod;
  if (!covered || input.earnedGross <= 0)
    return { covered, esiWages: 0, employee: 0, employer: 0, employeeExempt: false };
  const esiWages = roundAmount(input.earnedGross, 'paise');
  const employeeExempt = input.payableDays > 0 && esiWages / input.payableDays <= rules.exemptionDailyWage;
  return {
    covered,
    esiWages,
    employee: employeeExempt ? 0 : roundAmount(esiWages * rules.employeeRate, statutoryRounding.ESI_EE),
    employer: roundAmount(esiWages * rules.employerRate, statutoryRounding.ESI_ER),
    employeeExempt,
  };
}
