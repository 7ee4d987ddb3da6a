import {
  annualIncomeTax,
  type ChapterVIALine,
  chapterVIA,
  chapterVIATotal,
  type IncomeTaxYear,
  noDeclarations,
  type PayslipLine,
  type TaxDeclarations,
  yearHraExemption,
} from '@muster/payroll-rules';

/** What Form 16 Part B reads of one approved payslip of the year. */
export interface Form16Payslip {
  /** The payslip's month, `YYYY-MM`. */
  month: string;
  totals: { gross_pay: number; taxable_salary?: number; income_tax?: { regime?: string } };
  lines: readonly Pick<PayslipLine, 'code' | 'amount' | 'kind'>[];
}

/**
 * Form 16 Part B's figures (Income-tax Rules 1962 r. 31(1)(a), Form No. 16 Part B as
 * substituted by Notification 36/2019 and amended for s. 115BAC), each in paise, summed from
 * the year's approved payslips; the tax is computed again on the year's actual salary (not
 * the projection a month's TDS used) with the regime's figures for the year.
 */
export interface Form16PartB {
  regime: IncomeTaxYear['regime'];
  months: string[];
  /** 1(a) salary as per s. 17(1): every earning of the year's payslips, and the employer's pension contribution (17(1)(viii)). */
  grossSalary: number;
  /** 2 allowances exempt u/s 10: earnings the payslips left out of taxable salary (reimbursements) and the HRA exempt. */
  exemptAllowances: number;
  /** 2(e) house rent allowance exempt u/s 10(13A) over the months rent was declared (old regime; rule 2A). */
  hraExemption: number;
  /** 3 total salary received from the employer: 1 − 2. */
  salaryAfterExemptions: number;
  /** 1(e) salary from a previous employer of the year, as declared (s. 192(2), Form 12B). */
  previousSalary: number;
  /** 4(a) standard deduction u/s 16(ia), at most the salary. */
  standardDeduction: number;
  /** 4(c) tax on employment u/s 16(iii): professional tax deducted, old regime only. */
  professionalTax: number;
  /** 6 income chargeable under the head "Salaries": 3 + 1(e) − 4. */
  incomeFromSalary: number;
  /** 10 deductions under Chapter VI-A: the provident fund and the declared sections within their limits (old regime); s. 80CCD(2) in both. */
  chapterVIA: number;
  /** Its sections, each with the gross claimed and the deductible (Form 24Q's C6A records). */
  chapterVIALines: ChapterVIALine[];
  /** 12 total taxable income, rounded to the nearest ten rupees (s. 288A). */
  totalIncome: number;
  /** 13 tax on total income. */
  taxOnIncome: number;
  /** 14 rebate u/s 87A. */
  rebate87A: number;
  /** 15 surcharge. */
  surcharge: number;
  /** 16 health and education cess. */
  cess: number;
  /** 18 relief u/s 89: not computed here (no arrears claim, Form 10E, is recorded). */
  relief89: number;
  /** 19 net tax payable: 13 − 14 + 15 + 16 − 18, rounded to the nearest ten rupees (s. 288B). */
  taxPayable: number;
  /** Tax deducted at source by the payslips (their TDS lines). */
  tdsDeducted: number;
  /** Tax a previous employer of the year deducted, as declared (s. 192(2)). */
  previousTds: number;
  /** Payable less deducted (here and by a previous employer): positive is tax still due, negative deducted in excess. */
  balance: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const lineTotal = (payslips: readonly Form16Payslip[], code: string) =>
  payslips.reduce(
    (sum, payslip) =>
      sum + payslip.lines.filter((line) => line.code === code).reduce((s, line) => s + paise(line.amount), 0),
    0,
  );

/**
 * The year's Part B from its payslips, with the figures of the regime the year's last payslip
 * used and the employee's declarations for the year (paise; folder `tax_declarations`).
 */
export function form16PartB(
  payslips: readonly Form16Payslip[],
  year: IncomeTaxYear,
  declared: TaxDeclarations = noDeclarations,
): Form16PartB {
  const sorted = [...payslips].sort((a, b) => a.month.localeCompare(b.month));
  // s. 17(1)(viii): the employer's contribution to the employee's pension account (structure
  // lines `NPS_ER`) is salary, deducted again u/s 80CCD(2) within its share of basic + DA
  const employerNps = lineTotal(sorted, 'NPS_ER');
  const grossSalary = sorted.reduce((sum, payslip) => sum + paise(payslip.totals.gross_pay), 0) + employerNps;
  // s. 10(13A): rule 2A's least of three over the months rent was paid, from the HRA, BASIC and
  // DA lines the payslips paid (payroll README "HRA")
  const monthLines = (payslip: Form16Payslip, codes: readonly string[]) =>
    payslip.lines
      .filter((line) => line.kind === 'earning' && codes.includes(line.code))
      .reduce((sum, line) => sum + paise(line.amount), 0);
  const hraExemption = yearHraExemption(
    year,
    declared.rents,
    sorted.map((payslip) => ({
      month: payslip.month,
      hra: monthLines(payslip, ['HRA']),
      salary: monthLines(payslip, ['BASIC', 'DA']),
    })),
    100,
  );
  const salaryAfterExemptions =
    sorted.reduce(
      (sum, payslip) => sum + paise(payslip.totals.taxable_salary ?? payslip.totals.gross_pay),
      0,
    ) +
    employerNps -
    hraExemption;
  // s. 192(2): a previous employer's salary joins this one's; one standard deduction for both
  const salaries = salaryAfterExemptions + declared.previousSalary;
  const standardDeduction = Math.min(salaries, paise(year.standardDeduction));
  const professionalTax = year.professionalTaxDeductible ? lineTotal(sorted, 'PT') : 0;
  const incomeFromSalary = Math.max(0, salaries - standardDeduction - professionalTax);
  const chapterVIALines = chapterVIA(year, {
    providentFund: lineTotal(sorted, 'EPF_EE'),
    declared: declared.deductions,
    seniorCitizen: declared.seniorCitizen,
    grossTotalIncome: incomeFromSalary,
    unit: 100,
    employerNps: {
      contribution: employerNps,
      salary: sorted.reduce((sum, payslip) => sum + monthLines(payslip, ['BASIC', 'DA']), 0),
    },
  });
  const deductions = chapterVIATotal(chapterVIALines);
  const tax = annualIncomeTax(year, (incomeFromSalary - deductions) / 100);
  const taxPayable = paise(tax.total);
  const tdsDeducted = lineTotal(sorted, 'TDS');
  return {
    regime: year.regime,
    months: sorted.map((payslip) => payslip.month),
    grossSalary,
    exemptAllowances: grossSalary - salaryAfterExemptions,
    hraExemption,
    salaryAfterExemptions,
    previousSalary: declared.previousSalary,
    standardDeduction,
    professionalTax,
    incomeFromSalary,
    chapterVIA: deductions,
    chapterVIALines,
    totalIncome: paise(tax.income),
    taxOnIncome: paise(tax.slabTax),
    rebate87A: paise(tax.rebate),
    surcharge: paise(tax.surcharge),
    cess: paise(tax.cess),
    relief89: 0,
    taxPayable,
    tdsDeducted,
    previousTds: declared.previousTds,
    balance: taxPayable - tdsDeducted - declared.previousTds,
  };
}
