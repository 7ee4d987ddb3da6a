/**
 * The dated figures the contractor compliance scorecard reads (issue #33, migration 080), each
 * with the day it applies from and its source. A month reads the row in force on its first
 * day; a new figure is a new row from its day, never a change of code. Rows are seeded from
 * 1 November 2024, the product's earliest month (spec 000 §9): each rule was already in force
 * then, from the date its source gives.
 */
export const complianceRules = [
  {
    code: 'epf_challan_due_days',
    value: 15,
    effective_from: '2024-11-01',
    source:
      "Employees' Provident Funds Scheme 1952 para 38(1): the employer pays the month's contributions and administrative charges within fifteen days of the close of the month (the 15th of the next month)",
  },
  {
    code: 'esi_challan_due_days',
    value: 15,
    effective_from: '2024-11-01',
    source:
      "Employees' State Insurance (General) Regulations 1950 reg. 31: the month's contributions are paid within 15 days of the last day of the calendar month in which they fall due",
  },
  {
    code: 'licence_renewal_notice_days',
    value: 30,
    effective_from: '2024-11-01',
    source:
      'Contract Labour (Regulation and Abolition) Central Rules 1971 r. 29(2): an application for renewal is made not less than thirty days before the licence expires',
  },
] as const;
