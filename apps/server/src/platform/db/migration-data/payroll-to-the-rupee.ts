/**
 * The national statutory figures migration 050 adds (issue #30), each from the IST day it
 * applies to the product's months (the earliest, 1 November 2024, for a rule already in
 * force then) and its source; the payroll README's table cites each.
 */
export const payrollToTheRupeeRates = [
  {
    code: 'eps_age_limit',
    value: 58,
    effective_from: '2024-11-01',
    source:
      'Employees’ Pension Scheme 1995 para 3: no pension contribution for a member who has reached 58 (EPFO ECR: EPS wages 0)',
  },
  {
    code: 'epf_admin_minimum',
    value: 500,
    effective_from: '2024-11-01',
    source: 'EPF administrative charges 0.50% from 1 June 2018, at least ₹500 a month per establishment',
  },
  {
    code: 'esi_exemption_daily_wage',
    value: 176,
    effective_from: '2024-11-01',
    source:
      'ESI (Central) Rules 1950 r. 50: no employee’s share where the average daily wage is up to ₹176 (from 1 July 2019); the employer’s share is due',
  },
  {
    code: 'deduction_cap',
    value: 0.5,
    effective_from: '2024-11-01',
    source: 'Payment of Wages Act 1936 s. 7(3)(ii): total deductions at most 50% of the wages',
  },
  {
    code: 'deduction_cap_wage_limit',
    value: 24000,
    effective_from: '2024-11-01',
    source: 'Payment of Wages Act 1936 s. 1(6): wages up to ₹24,000 a month (S.O. 2806(E), 28 August 2017)',
  },
  {
    code: 'deduction_cap',
    value: 0.5,
    effective_from: '2025-11-21',
    source:
      'Code on Wages 2019 s. 18(2): total deductions at most 50% of the wages, in force 21 November 2025',
  },
  {
    code: 'deduction_cap_wage_limit',
    value: 0,
    effective_from: '2025-11-21',
    source: 'Code on Wages 2019 s. 18: every employee, whatever the wage (0: no limit)',
  },
] as const;
