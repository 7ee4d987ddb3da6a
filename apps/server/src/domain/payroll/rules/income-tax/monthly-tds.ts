import type { PayrollMonth } from '../month.js';
import { roundAmount } from '../rounding.js';
import { type AnnualTax, annualIncomeTax } from './annual-tax.js';
import type { IncomeTaxYear } from './year-rules.js';

/** What the month's TDS is projected from: the year so far, and this month's payslip. */
export interface TdsInput {
  year: IncomeTaxYear;
  month: PayrollMonth;
  /** Taxable salary of this employer's earlier payslips of the financial year. */
  salaryBefore: number;
  /** TDS those payslips deducted. */
  tdsBefore: number;
  /** This month's taxable earnings (reimbursements left out). */
  salaryThisMonth: number;
  /** The monthly gross of the salary structure, projected over the months after this one. */
  grossRate: number;
}

/** How a month's TDS was reached, kept with the payslip (its totals' `income_tax`). */
export interface TdsWorking {
  regime: IncomeTaxYear['regime'];
  rates_from: string;
  /** The year's projected salary: earlier payslips + this month + gross rate × months after. */
  projected_salary: number;
  standard_deduction: number;
  taxable_income: number;
  annual_tax: number;
  rebate: number;
  surcharge: number;
  cess: number;
  tds_before: number;
  /** This month and the months after it to March. */
  months_left: number;
  tds: number;
}

/** Months from this one to March, this one included (April 12, March 1). */
export const monthsLeftInYear = ({ month }: PayrollMonth) => (month >= 4 ? 16 - month : 4 - month);

/**
 * The month's TDS on salary (Income-tax Act s. 192(1): tax at the average rate on the
 * estimated income of the year; s. 192(3): earlier excess or shortfall adjusted in later
 * months): the year's tax on the projected salary less the standard deduction, less the
 * TDS already deducted, spread evenly over the months left, this one included; to the
 * rupee. Nothing is deducted once the year's tax is covered (an excess is not refunded
 * through payroll).
 */
export function monthlyTds(input: TdsInput): TdsWorking {
  const monthsLeft = monthsLeftInYear(input.month);
  const projected = input.salaryBefore + input.salaryThisMonth + input.grossRate * (monthsLeft - 1);
  const taxable = Math.max(0, projected - input.year.standardDeduction);
  const tax: AnnualTax = annualIncomeTax(input.year, taxable);
  const due = tax.total - input.tdsBefore;
  return {
    regime: input.year.regime,
    rates_from: input.year.ratesFrom,
    projected_salary: roundAmount(projected, 'paise'),
    standard_deduction: input.year.standardDeduction,
    taxable_income: tax.income,
    annual_tax: tax.total,
    rebate: roundAmount(tax.rebate, 'paise'),
    surcharge: roundAmount(tax.surcharge, 'paise'),
    cess: roundAmount(tax.cess, 'paise'),
    tds_before: input.tdsBefore,
    months_left: monthsLeft,
    tds: due > 0 ? roundAmount(due / monthsLeft, 'nearest') : 0,
  };
}
