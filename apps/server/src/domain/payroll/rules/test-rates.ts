import type { DatedRate } from './rates.js';

/** National rates as the seed has them, for the pure tests (independent of the seed's file). */
export const nationalRates: DatedRate[] = [
  ['epf_employee_rate', 0.12],
  ['epf_employer_rate', 0.0367],
  ['eps_rate', 0.0833],
  ['epf_wage_ceiling', 15000],
  ['edli_rate', 0.005],
  ['epf_admin_rate', 0.005],
  ['esi_employee_rate', 0.0075],
  ['esi_employer_rate', 0.0325],
  ['esi_wage_threshold', 21000],
  ['overtime_multiplier', 2],
].map(([code, value]) => ({
  code: code as DatedRate['code'],
  states_id: null,
  effective_from: '2024-11-01',
  value: value as number,
  months: null,
}));

export const codesRate: DatedRate = {
  code: 'wages_exclusion_cap',
  states_id: null,
  effective_from: '2025-11-21',
  value: 0.5,
  months: null,
};
