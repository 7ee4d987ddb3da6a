import type { MonthRules } from './rates.js';
import { roundAmount } from './rounding.js';

export interface EsiContribution {
  covered: boolean;
  /** The month's wages contributions were computed on (0 when not covered). */
  esiWages: number;
  employee: number;
  employer: number;
}

export interface EsiInput {
  /** The monthly wage rate (the structure's gross) that decides coverage. */
  grossRate: number;
  /** What the month paid: contributions are computed on it. */
  earnedGross: number;
  /** Whether the employee was covered in an earlier month of the same contribution period. */
  coveredEarlierInPeriod: boolean;
}

/**
 * ESI (ESI Act s. 2(9), 39–40): an employee whose wage rate is at most the threshold is
 * covered; one covered earlier in the contribution period stays covered until its end
 * even when the rate rises above it (s. 2(9) proviso). Contributions on the month's
 * earned wages, rounded up to the next rupee, as ESIC computes them.
 */
export function esiContribution(input: EsiInput, rules: MonthRules['esi']): EsiContribution {
  const covered = input.grossRate <= rules.wageThreshold || input.coveredEarlierInPeriod;
  if (!covered || input.earnedGross <= 0) return { covered, esiWages: 0, employee: 0, employer: 0 };
  const esiWages = roundAmount(input.earnedGross);
  return {
    covered,
    esiWages,
    employee: roundAmount(esiWages * rules.employeeRate, 'up'),
    employer: roundAmount(esiWages * rules.employerRate, 'up'),
  };
}
