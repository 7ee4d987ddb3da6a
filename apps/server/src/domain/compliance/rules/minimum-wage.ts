import {
  checkMinimumWage,
  type MinimumWageRate,
  type PayrollMonth,
  type WagePayslip,
} from '@muster/payroll-rules';
import type { ComplianceFinding } from '@muster/protocol';
import { paiseOf, rupees } from './money.js';

/** A payslip of the scorecard's minimum-wage check: payroll's figures, and whose it is. */
export interface NamedWagePayslip extends WagePayslip {
  id: string;
  code: string;
  name: string;
}

/** How many codes an aggregated finding lists before '…'. */
const codesShown = 10;
/** Employee codes as an aggregated finding lists them: the first ten, then '…'. */
export const codeList = (codes: readonly string[]) =>
  codes.length > codesShown ? `${codes.slice(0, codesShown).join(', ')}, …` : codes.join(', ');

/**
 * The month's minimum-wage findings of a contractor (README "Minimum wages"): each payslip
 * below the minimum in force is red (paying less is an offence, Code on Wages 2019 s. 5 with
 * s. 54, and the principal employer answers for the shortfall, CLRA s. 21(4)), naming the
 * employee, the minimum due for its payable days and the wages paid, linked to the payslip;
 * payslips that could not be checked (no skill on the designation, no zone on the site, no rate
 * in force) are one amber finding naming them, so none is skipped silently.
 */
export function minimumWageFindings(
  payslips: readonly NamedWagePayslip[],
  rates: readonly MinimumWageRate[],
  month: PayrollMonth,
): ComplianceFinding[] {
  const findings: ComplianceFinding[] = [];
  const unchecked: NamedWagePayslip[] = [];
  for (const payslip of payslips) {
    const result = checkMinimumWage(payslip, rates, month);
    if (result.status === 'unchecked') unchecked.push(payslip);
    if (result.status !== 'below') continue;
    findings.push({
      kind: 'minimum_wage_below',
      level: 'red',
      params: {
        employee: `${payslip.code} ${payslip.name}`.trim(),
        paid: rupees(result.paid_paise),
        due: rupees(result.due_paise),
        days: payslip.payable_days,
        rate: rupees(paiseOf(result.rate.basic) + paiseOf(result.rate.vda)),
        from: result.rate.effective_from,
      },
      evidence: { folder: 'payslips', id: payslip.id },
    });
  }
  if (unchecked.length)
    findings.push({
      kind: 'minimum_wage_unchecked',
      level: 'amber',
      params: { count: unchecked.length, codes: codeList(unchecked.map((payslip) => payslip.code)) },
      evidence: { folder: 'payslips', id: unchecked[0]?.id ?? null },
    });
  return findings;
}
