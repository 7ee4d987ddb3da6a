import {
  incomeTaxChapterVIALimits,
  incomeTaxEmployerNpsShares,
  incomeTaxHealthInsuranceParentsLimits,
  incomeTaxRates,
  incomeTaxSalaryDeductions,
} from '../income-tax/rates-data.js';
import { incomeTaxYear } from '../income-tax/year-rules.js';
import type { PayslipInputs } from '../projected-pay.js';
import type { DatedRate } from '../rates.js';

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
  ['eps_age_limit', 58],
  ['epf_admin_minimum', 500],
  ['esi_exemption_daily_wage', 176],
  ['deduction_cap', 0.5],
  ['deduction_cap_wage_limit', 24000],
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

/** The Code on Wages' 50% rule from 21 November 2025: every wage (limit 0). */
export const codesDeductionRates: DatedRate[] = [
  { code: 'deduction_cap', states_id: null, effective_from: '2025-11-21', value: 0.5, months: null },
  { code: 'deduction_cap_wage_limit', states_id: null, effective_from: '2025-11-21', value: 0, months: null },
];

/** A payslip's income-tax year with nothing paid before: FY 2025-26, new regime. */
export const taxYear = {
  // the seeded rows themselves (issue #28 item 4), not a copy of them
  year: incomeTaxYear(
    [
      ...incomeTaxRates,
      ...incomeTaxSalaryDeductions,
      ...incomeTaxChapterVIALimits,
      ...incomeTaxHealthInsuranceParentsLimits,
      ...incomeTaxEmployerNpsShares,
    ],
    'new',
    '2025-04-01',
  ),
  salaryBefore: 0,
  tdsBefore: 0,
  professionalTaxBefore: 0,
  providentFundBefore: 0,
};

/**
 * Live pay's inputs for tests and stories: a gross of ₹20,000 paid as one prorated basic, the
 * national rates under the labour codes, no income tax (one slab at 0%), nothing else due.
 */
export const testPayslipInputs = (month: string, employeeId = 'e1'): PayslipInputs => ({
  employees_id: employeeId,
  month,
  timeZone: 'Asia/Kolkata',
  grossRate: 20000,
  employee: {
    stateId: null,
    gender: null,
    coveredEarlierInPeriod: false,
    epf: { birthDate: '1990-05-05', epsExcluded: false, higherEpfWages: false, higherEpsWages: false },
  },
  payheads: [
    {
      sequence: 1,
      code: 'BASIC',
      name: 'Basic',
      payhead_type: 'earning',
      amount: null,
      formula: 'gross',
      prorate: true,
      rounding: 'paise',
      wage_component: true,
    },
  ],
  rates: [...nationalRates, codesRate, ...codesDeductionRates],
  slabs: [],
  loans: [],
  adjustments: [],
  carried: [],
  incomeTax: {
    rates: [{ regime: 'new', item: 'slab', effective_from: '2024-04-01', threshold: 0, value: 0 }],
    regime: 'new',
    salaryBefore: 0,
    tdsBefore: 0,
    professionalTaxBefore: 0,
    providentFundBefore: 0,
  },
  minimumWage: { rates: [], states_id: null, zone: null, skill: null },
  payslipApproved: false,
});
