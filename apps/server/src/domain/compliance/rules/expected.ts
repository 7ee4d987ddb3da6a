import type { MonthRules, PayslipLine, PayslipTotals } from '../../payroll/rules/index.js';
import { roundAmount, statutoryRounding } from '../../payroll/rules/index.js';
import { paiseOf } from './money.js';

/** An approved payslip's statutory lines and wages, as the challans are checked against them. */
export interface ChallanPayslip {
  lines: readonly PayslipLine[];
  totals: Partial<PayslipTotals>;
}

const sumOf = (payslips: readonly ChallanPayslip[], codes: readonly string[]) =>
  payslips
    .flatMap((payslip) => payslip.lines)
    .filter((line) => codes.includes(line.code))
    .reduce((sum, line) => sum + paiseOf(line.amount), 0);

const amountOf = (payslip: ChallanPayslip, code: string) =>
  payslip.lines.filter((line) => line.code === code).reduce((sum, line) => sum + line.amount, 0);

/**
 * What the month's EPF challan must pay, in paise, as the ECR's challan totals it: the
 * members' (payslips with an employee's EPF share, the ECR's lines) employee EPF, employer
 * EPF, EPS and EDLI contributions, plus the establishment's administrative charges — the
 * admin rate on the ECR's total EPF wages, rounded once to the rupee as EPFO rounds, and at
 * least the dated minimum a month. No member: nothing due.
 */
export function expectedEpfPaise(payslips: readonly ChallanPayslip[], rules: MonthRules['epf']): number {
  const members = payslips.filter((payslip) => amountOf(payslip, 'EPF_EE') > 0);
  if (!members.length) return 0;
  const contributions = sumOf(members, ['EPF_EE', 'EPF_ER', 'EPS_ER', 'EDLI_ER']);
  const wages = members.reduce((sum, payslip) => sum + (payslip.totals.epf_wages ?? 0), 0);
  const admin = Math.max(
    roundAmount(wages * rules.adminRate, statutoryRounding.EPF_ADMIN),
    rules.adminMinimum,
  );
  return contributions + paiseOf(admin);
}

/** What the month's ESI challan must pay, in paise: the employees' and the employer's contributions. */
export function expectedEsiPaise(payslips: readonly ChallanPayslip[]): number {
  return sumOf(payslips, ['ESI_EE', 'ESI_ER']);
}
