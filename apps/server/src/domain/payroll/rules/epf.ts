import type { MonthRules } from './rates.js';
import { roundAmount } from './rounding.js';

export interface EpfContribution {
  /** The wages contributions are computed on: PF wages up to the ceiling. */
  epfWages: number;
  employee: number;
  /** The employer's EPF share, after its EPS part. */
  employerEpf: number;
  eps: number;
  edli: number;
  admin: number;
}

/**
 * EPF for a month's PF wages (EPF Act s. 6, the EPF, EPS and EDLI schemes):
 * every figure on the wages up to the ceiling, each rounded to the rupee. The employer's
 * share is its rate less the EPS part, as the ECR computes it, so EPF + EPS is exactly the
 * employer's rate of the wages.
 */
export function epfContribution(pfWages: number, rules: MonthRules['epf']): EpfContribution {
  const epfWages = roundAmount(Math.max(0, Math.min(pfWages, rules.wageCeiling)));
  const eps = roundAmount(epfWages * rules.epsRate);
  return {
    epfWages,
    employee: roundAmount(epfWages * rules.employeeRate),
    employerEpf: roundAmount(epfWages * (rules.employerRate + rules.epsRate)) - eps,
    eps,
    edli: roundAmount(epfWages * rules.edliRate),
    admin: roundAmount(epfWages * rules.adminRate),
  };
}
