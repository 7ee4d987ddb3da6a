import { sql } from 'kysely';

/** A payslip's itemised lines as rows named `line`, none when it holds none. */
export const payslipLines = (payslip: string) =>
  sql`jsonb_array_elements(case when jsonb_typeof(${sql.ref(`${payslip}.itemized_pay_details`)}) = 'array'
    then ${sql.ref(`${payslip}.itemized_pay_details`)} else '[]'::jsonb end) as line`;

/**
 * A line paying arrears of basic or DA by an adjustment (README "Adjustments by payhead kind"):
 * wages of the month its `arrears_month` names, which the minimum-wage check counts there
 * (compliance README "Minimum wages", "Arrears").
 */
export const isWageArrearsLine = sql`line ->> 'source' = 'adjustment'
  and line ->> 'adjustment_kind' in ('arrears_basic', 'arrears_da')`;
