/**
 * The national figures a full-and-final settlement reads (issue #34 items 5 and 6; migration
 * 140), each from the product's earliest month (1 November 2024) where already in force, and
 * its source; the settlements README cites each.
 */
export const settlementRates = [
  {
    code: 'leave_encashment_day_divisor',
    value: 26,
    effective_from: '2024-11-01',
    source:
      'Factories Act 1948 s. 80(1): leave wages at the daily average of the full-time earnings of the days actually worked in the month before; a monthly rate over a month of 26 working days (six-day week, s. 51). Leave to the credit on leaving is paid under s. 79(3); Code on Occupational Safety, Health and Working Conditions 2020 s. 32 from 21 November 2025',
  },
  {
    code: 'leave_encashment_exempt_limit',
    value: 2_500_000,
    effective_from: '2024-11-01',
    source:
      'Income-tax Act 1961 s. 10(10AA)(ii): leave encashment on retirement or leaving exempt up to ₹25,00,000, CBDT Notification No. 31/2023 of 24 May 2023, from 1 April 2023',
  },
  {
    code: 'settlement_due_working_days',
    value: 2,
    effective_from: '2024-11-01',
    source:
      'Payment of Wages Act 1936 s. 5(2): wages of a person whose employment is terminated paid before the expiry of the second working day from the day of termination; Code on Wages 2019 s. 17(2) from 21 November 2025: within two working days of removal, dismissal, retrenchment or resignation',
  },
] as const;

/**
 * The settlements' workflow (issue #34 item 6) as migration 141 gives it to every business and
 * the demo seeds it: HR approves, then the administrator (the spec's two-step approvals, as
 * leaves go from the reporting officer to the approving officer); then the payment day is
 * recorded. A business edits its copy on the workflow page.
 */
export const settlementWorkflow = `# Full and final settlements: HR approves, then the administrator; then the payment is recorded
field status
states computed, hr_approved, approved, paid
begin -> computed
computed -> hr_approved : approve by HR
hr_approved -> approved : approve by admin
approved -> paid : pay by HR, admin
`;
