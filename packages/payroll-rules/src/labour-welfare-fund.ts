import type { PayrollMonth } from './month.js';
import { type DatedRate, rateInForce } from './rates.js';

/**
 * A state's Labour Welfare Fund contribution in a month: its employee and employer rows in
 * force, when the month is one it is due in (half-yearly June and December in West Bengal
 * and Maharashtra, yearly December in Karnataka); nothing in a state without one.
 */
export function labourWelfareFund(
  rates: readonly DatedRate[],
  stateId: string | null,
  month: PayrollMonth,
): { employee: number; employer: number } {
  if (!stateId) return { employee: 0, employer: 0 };
  const due = (rate: DatedRate | null) =>
    rate && (rate.months === null || rate.months.includes(month.month)) ? rate.value : 0;
  return {
    employee: due(rateInForce(rates, 'lwf_employee', month, stateId)),
    employer: due(rateInForce(rates, 'lwf_employer', month, stateId)),
  };
}
