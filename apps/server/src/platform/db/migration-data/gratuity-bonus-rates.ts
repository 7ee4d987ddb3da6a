/**
 * The national figures of gratuity and statutory bonus (issue #34 items 3 and 4; migration
 * 076), each from the IST day it applies to the product's months (1 November 2024, the
 * earliest, for a rule already in force then) and its source; the payroll README cites each.
 */
export const gratuityBonusRates = [
  {
    code: 'gratuity_ceiling',
    value: 2_000_000,
    effective_from: '2024-11-01',
    source:
      'Payment of Gratuity Act 1972 s. 4(3): ₹20,00,000 by the Ministry of Labour and Employment’s notification of 29 March 2018 (S.O. 1420(E)), under the Payment of Gratuity (Amendment) Act 2018; in force from 29 March 2018',
  },
  {
    code: 'gratuity_days_per_year',
    value: 15,
    effective_from: '2024-11-01',
    source:
      'Payment of Gratuity Act 1972 s. 4(2): fifteen days’ wages for every completed year of service; Code on Social Security 2020 s. 53(2)',
  },
  {
    code: 'gratuity_month_divisor',
    value: 26,
    effective_from: '2024-11-01',
    source:
      'Payment of Gratuity Act 1972 s. 4(2): a monthly-rated employee’s fifteen days’ wages are the monthly rate × 15 / 26',
  },
  {
    code: 'gratuity_qualifying_years',
    value: 5,
    effective_from: '2024-11-01',
    source:
      'Payment of Gratuity Act 1972 s. 4(1): continuous service of not less than five years (not needed on death or disablement); Code on Social Security 2020 s. 53(1)',
  },
  {
    code: 'gratuity_deemed_year_days',
    value: 240,
    effective_from: '2024-11-01',
    source:
      'Payment of Gratuity Act 1972 s. 2A(2)(a): 240 days actually worked in twelve months are a year of continuous service; applied to the fifth year by Mettur Beardsell Ltd. v. Regional Labour Commissioner (Central), Madras High Court (1998 LLR 1072)',
  },
  {
    code: 'gratuity_fixed_term_years',
    value: 1,
    effective_from: '2025-11-21',
    source:
      'Code on Social Security 2020 s. 53(1) proviso: a fixed-term employee’s gratuity after one year of service, pro rata; in force 21 November 2025',
  },
  {
    code: 'bonus_wage_limit',
    value: 21_000,
    effective_from: '2024-11-01',
    source:
      'Payment of Bonus Act 1965 s. 2(13): salary or wage up to ₹21,000 a month (Payment of Bonus (Amendment) Act 2015, from 1 April 2014)',
  },
  {
    code: 'bonus_calculation_ceiling',
    value: 7_000,
    effective_from: '2024-11-01',
    source:
      'Payment of Bonus Act 1965 s. 12: bonus computed as if the salary or wage were ₹7,000 a month or the minimum wage for the scheduled employment, whichever is higher (Payment of Bonus (Amendment) Act 2015, from 1 April 2014)',
  },
  {
    code: 'bonus_min_rate',
    value: 0.0833,
    effective_from: '2024-11-01',
    source:
      'Payment of Bonus Act 1965 s. 10: at least 8.33% of the salary or wage; Code on Wages 2019 s. 26(1)',
  },
  {
    code: 'bonus_max_rate',
    value: 0.2,
    effective_from: '2024-11-01',
    source: 'Payment of Bonus Act 1965 s. 11: at most 20% of the salary or wage; Code on Wages 2019 s. 26(4)',
  },
  {
    code: 'bonus_min_amount',
    value: 100,
    effective_from: '2024-11-01',
    source:
      'Payment of Bonus Act 1965 s. 10: at least ₹100 (₹60 for an employee under fifteen, not modelled); Code on Wages 2019 s. 26(1)',
  },
  {
    code: 'bonus_min_days',
    value: 30,
    effective_from: '2024-11-01',
    source:
      'Payment of Bonus Act 1965 s. 8: worked at least thirty working days in the accounting year; Code on Wages 2019 s. 26(1)',
  },
] as const;
