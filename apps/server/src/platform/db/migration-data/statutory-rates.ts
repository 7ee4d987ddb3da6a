/**
 * The national statutory figures every deployment starts with (migration 011), each with
 * the IST day it applies from; their sources are in the payroll README. State figures (PT
 * slabs, LWF) belong to the states master and come with the demo's states.
 */
export const nationalStatutoryRates = [
  { code: 'epf_employee_rate', value: 0.12, effective_from: '2024-11-01', source: 'EPF Act 1952 s. 6' },
  {
    code: 'epf_employer_rate',
    value: 0.0367,
    effective_from: '2024-11-01',
    source: 'EPF Act 1952 s. 6; EPS 1995 para 3 (12% less 8.33% to EPS)',
  },
  {
    code: 'eps_rate',
    value: 0.0833,
    effective_from: '2024-11-01',
    source: 'Employees’ Pension Scheme 1995 para 3',
  },
  {
    code: 'epf_wage_ceiling',
    value: 15000,
    effective_from: '2024-11-01',
    source: 'EPF Scheme para 2(f), ceiling of ₹15,000 since 1 September 2014',
  },
  {
    code: 'edli_rate',
    value: 0.005,
    effective_from: '2024-11-01',
    source: 'EDLI Scheme 1976, employer 0.5% of wages up to the ceiling',
  },
  {
    code: 'epf_admin_rate',
    value: 0.005,
    effective_from: '2024-11-01',
    source: 'EPF administrative charges 0.5% since 1 June 2018',
  },
  {
    code: 'esi_employee_rate',
    value: 0.0075,
    effective_from: '2024-11-01',
    source: 'ESI (Central) Rules r. 51, 0.75% since 1 July 2019',
  },
  {
    code: 'esi_employer_rate',
    value: 0.0325,
    effective_from: '2024-11-01',
    source: 'ESI (Central) Rules r. 51, 3.25% since 1 July 2019',
  },
  {
    code: 'esi_wage_threshold',
    value: 21000,
    effective_from: '2024-11-01',
    source: 'ESI (Central) Rules r. 50, ₹21,000 since 1 January 2017',
  },
  {
    code: 'overtime_multiplier',
    value: 2,
    effective_from: '2024-11-01',
    source: 'Factories Act 1948 s. 59 (twice the ordinary rate)',
  },
  {
    code: 'overtime_multiplier',
    value: 2,
    effective_from: '2025-11-21',
    source: 'Code on Wages 2019 s. 14: at least twice the ordinary rate, all establishments',
  },
  {
    code: 'wages_exclusion_cap',
    value: 0.5,
    effective_from: '2025-11-21',
    source: 'Code on Wages 2019 s. 2(y) first proviso, in force from 21 November 2025',
  },
] as const;
