import type { PayrollMonth } from '../month.js';
import { roundAmount } from '../rounding.js';
import { type AnnualTax, annualIncomeTax } from './annual-tax.js';
import { chapterVIA, chapterVIATotal, type DeclaredDeduction, type EmployerNps } from './chapter-via.js';
import {
  financialYearMonths,
  type HraMonth,
  type RentDeclaration,
  yearHraExemption,
} from './hra-exemption.js';
import type { IncomeTaxYear } from './year-rules.js';

/**
 * What the employee declared to the employer for the year (folder `tax_declarations`): Chapter
 * VI-A deductions, and a previous employer's salary and TDS of the same year (s. 192(2), Form
 * 12B), which the employer adds to its own to deduct tax on the whole.
 */
export interface TaxDeclarations {
  deductions: readonly DeclaredDeduction[];
  previousSalary: number;
  previousTds: number;
  /** 60 or more at any time in the year: s. 80D's higher limit. */
  seniorCitizen: boolean;
  /** Rent paid in the year (s. 10(13A)), a house each, their months apart; none when not declared. */
  rents?: readonly RentDeclaration[];
}

export const noDeclarations: TaxDeclarations = {
  deductions: [],
  previousSalary: 0,
  previousTds: 0,
  seniorCitizen: false,
};

/** What the month's TDS is projected from: the year so far, and this month's payslip. */
export interface TdsInput {
  year: IncomeTaxYear;
  month: PayrollMonth;
  /** Taxable salary of this employer's earlier payslips of the financial year. */
  salaryBefore: number;
  /** TDS those payslips deducted. */
  tdsBefore: number;
  /** Professional tax and the employee's provident fund those payslips deducted. */
  professionalTaxBefore: number;
  providentFundBefore: number;
  /** This month's taxable earnings (reimbursements left out). */
  salaryThisMonth: number;
  /** This month's professional tax and employee's provident fund, projected over the months after. */
  professionalTaxThisMonth: number;
  providentFundThisMonth: number;
  /** The monthly gross of the salary structure, projected over the months after this one. */
  grossRate: number;
  /** The employee's declarations for the year; none when absent. */
  declared?: TaxDeclarations;
  /** HRA and rule 2A's salary (basic + DA) of the year's earlier payslips, a month each (s. 10(13A)). */
  hraBefore?: readonly HraMonth[];
  /** This month's HRA and salary, and the structure's full month of each, projected over the months after. */
  hraThisMonth?: { hra: number; salary: number; hraRate: number; salaryRate: number };
  /** The employer's pension contribution (lines `NPS_ER`) and basic + DA of the year's earlier payslips (s. 80CCD(2)). */
  employerNpsBefore?: EmployerNps;
  /** This month's, and the structure's full month of each, projected over the months after. */
  employerNpsThisMonth?: {
    contribution: number;
    salary: number;
    contributionRate: number;
    salaryRate: number;
  };
}

/** How a month's TDS was reached, kept with the payslip (its totals' `income_tax`). */
export interface TdsWorking {
  regime: IncomeTaxYear['regime'];
  rates_from: string;
  /** The year's projected salary: earlier payslips + this month + gross rate × months after. */
  projected_salary: number;
  standard_deduction: number;
  /** Projected professional tax deducted (s. 16(iii), old regime), else 0. */
  professional_tax: number;
  /** Projected employee's provident fund deducted within s. 80C's limit (old regime), else 0. */
  provident_fund_80c: number;
  /** HRA exempt u/s 10(13A) over the projected year (old regime, rent declared), off the projected salary. */
  hra_exemption: number;
  /** The employer's projected pension contribution of the year: salary u/s 17(1)(viii), in the projected salary. */
  employer_nps: number;
  /** Chapter VI-A deductions in all (the provident fund and the declared sections, old regime; s. 80CCD(2), both). */
  chapter_via: number;
  /** A previous employer's salary and TDS of the year (s. 192(2)), counted in the projection and the tax due. */
  previous_salary: number;
  previous_tds: number;
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
 * months): the year's tax on the projected salary less the standard deduction (and, where the
 * regime allows them, professional tax and the provident fund within s. 80C), less the
 * TDS already deducted, spread evenly over the months left, this one included; to the
 * rupee. Nothing is deducted once the year's tax is covered (an excess is not refunded
 * through payroll).
 */
export function monthlyTds(input: TdsInput): TdsWorking {
  const { year } = input;
  const declared = input.declared ?? noDeclarations;
  const monthsLeft = monthsLeftInYear(input.month);
  // s. 80CCD(2): the employer's pension contribution of the year and the basic + DA it is capped
  // on, the earlier payslips' lines, this month's and the structure's full month after
  const npsNow = input.employerNpsThisMonth;
  const employerNps = {
    contribution:
      (input.employerNpsBefore?.contribution ?? 0) +
      (npsNow ? npsNow.contribution + npsNow.contributionRate * (monthsLeft - 1) : 0),
    salary:
      (input.employerNpsBefore?.salary ?? 0) +
      (npsNow ? npsNow.salary + npsNow.salaryRate * (monthsLeft - 1) : 0),
  };
  // s. 192(2): the salary a previous employer paid in the year is added to this employer's; the
  // employer's pension contribution is salary too (s. 17(1)(viii)), deducted again u/s 80CCD(2)
  const projected =
    declared.previousSalary +
    input.salaryBefore +
    input.salaryThisMonth +
    input.grossRate * (monthsLeft - 1) +
    employerNps.contribution;
  const ofYear = (before: number, thisMonth: number) => before + thisMonth * monthsLeft;
  // s. 10(13A): the year's HRA months, earlier payslips', this one's and this one's rate after
  // (only where rent is declared: without it the exemption is nothing, whatever the months)
  const thisMonth = input.hraThisMonth;
  const hraMonths: HraMonth[] = [...(input.hraBefore ?? [])];
  if (thisMonth && declared.rents?.length) {
    hraMonths.push({ month: input.month.key, hra: thisMonth.hra, salary: thisMonth.salary });
    // the months after it to March by their keys: a payroll month each (two zone lookups) was a
    // third of computing a payslip (tests/bench/payroll README, 29 November 2026)
    const startYear = input.month.month >= 4 ? input.month.year : input.month.year - 1;
    for (const month of financialYearMonths(startYear).slice(12 - monthsLeft + 1))
      hraMonths.push({ month, hra: thisMonth.hraRate, salary: thisMonth.salaryRate });
  }
  const hra = yearHraExemption(year, declared.rents, hraMonths, 1);
  const professionalTax = year.professionalTaxDeductible
    ? ofYear(input.professionalTaxBefore, input.professionalTaxThisMonth)
    : 0;
  const providentFund = Math.min(
    year.providentFundCap,
    ofYear(input.providentFundBefore, input.providentFundThisMonth),
  );
  const deductions = chapterVIA(year, {
    providentFund: ofYear(input.providentFundBefore, input.providentFundThisMonth),
    declared: declared.deductions,
    seniorCitizen: declared.seniorCitizen,
    grossTotalIncome: projected - hra - year.standardDeduction - professionalTax,
    unit: 1,
    employerNps,
  });
  const taxable = Math.max(
    0,
    projected - hra - year.standardDeduction - professionalTax - chapterVIATotal(deductions),
  );
  const tax: AnnualTax = annualIncomeTax(year, taxable);
  // ... and the tax it deducted counts as deducted (s. 192(2))
  const due = tax.total - input.tdsBefore - declared.previousTds;
  return {
    regime: year.regime,
    rates_from: year.ratesFrom,
    projected_salary: roundAmount(projected, 'paise'),
    standard_deduction: year.standardDeduction,
    professional_tax: roundAmount(professionalTax, 'paise'),
    provident_fund_80c: roundAmount(providentFund, 'paise'),
    hra_exemption: roundAmount(hra, 'paise'),
    employer_nps: roundAmount(employerNps.contribution, 'paise'),
    chapter_via: roundAmount(chapterVIATotal(deductions), 'paise'),
    previous_salary: roundAmount(declared.previousSalary, 'paise'),
    previous_tds: roundAmount(declared.previousTds, 'paise'),
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
