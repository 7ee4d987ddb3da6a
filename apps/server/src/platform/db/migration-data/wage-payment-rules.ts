/**
 * The dated figures of the wages-on-time check (issue #33 item 4, migration 105), rows of
 * `compliance_rules` like migration 080's. A wage month reads the rows in force on the first
 * day of the month its wages fall due in (the next month). From 1 November 2024, the
 * product's earliest month: the Payment of Wages Act 1936; from 21 November 2025, the day
 * the Code on Wages 2019 came into force, its s. 17.
 */
export const wagePaymentRules = [
  {
    code: 'wages_due_days_small',
    value: 7,
    effective_from: '2024-11-01',
    source:
      'Payment of Wages Act 1936 s. 5(1)(a): where less than one thousand persons are employed, wages are paid before the expiry of the seventh day after the last day of the wage-period',
  },
  {
    code: 'wages_due_days_large',
    value: 10,
    effective_from: '2024-11-01',
    source:
      'Payment of Wages Act 1936 s. 5(1)(b): in any other establishment (one thousand persons or more), before the expiry of the tenth day after the last day of the wage-period',
  },
  {
    code: 'wages_large_headcount',
    value: 1000,
    effective_from: '2024-11-01',
    source: 'Payment of Wages Act 1936 s. 5(1): the threshold of one thousand persons employed',
  },
  {
    code: 'wages_due_days_large',
    value: 7,
    effective_from: '2025-11-21',
    source:
      'Code on Wages 2019 s. 17(1)(iv), in force 21 November 2025: wages of employees engaged on a monthly basis are paid before the expiry of the seventh day of the succeeding month, whatever the headcount',
  },
] as const;
