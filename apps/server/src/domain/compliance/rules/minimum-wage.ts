import {
  type MinimumWageRate,
  minimumWageStanding,
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
  /**
   * Arrears of basic or DA this payslip paid for other months, rupees: wages of those months
   * (their `arrears_month`), so set apart from this month's `wages`, which payroll counts them in.
   */
  arrears_of_other_months: number;
  /**
   * Arrears of basic or DA naming this payslip's month, paid on the employee's later approved
   * payslips, rupees: set against this month's shortfall.
   */
  arrears_paid_later: number;
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
 *
 * The month's own wages exclude arrears it paid for other months. Arrears naming the month,
 * paid on a later approved payslip, count against its shortfall (README "Arrears"): paid in
 * full, the month has no finding; paid in part, it stays red with what is still short (CLRA
 * s. 21(4) makes the principal employer liable for "the unpaid balance due").
 */
export function minimumWageFindings(
  payslips: readonly NamedWagePayslip[],
  rates: readonly MinimumWageRate[],
  month: PayrollMonth,
): ComplianceFinding[] {
  const findings: ComplianceFinding[] = [];
  const unchecked: NamedWagePayslip[] = [];
  for (const payslip of payslips) {
    const standing = minimumWageStanding(payslip, rates, month);
    if (standing.status === 'unchecked') unchecked.push(payslip);
    if (standing.status !== 'below') continue;
    const params = {
      employee: `${payslip.code} ${payslip.name}`.trim(),
      paid: rupees(standing.paid_paise),
      due: rupees(standing.due_paise),
      days: payslip.payable_days,
      rate: rupees(paiseOf(standing.rate.basic) + paiseOf(standing.rate.vda)),
      from: standing.rate.effective_from,
    };
    findings.push({
      ...(standing.arrears_paise > 0
        ? {
            kind: 'minimum_wage_arrears_short' as const,
            params: {
              ...params,
              arrears: rupees(standing.arrears_paise),
              short: rupees(standing.short_paise),
            },
          }
        : { kind: 'minimum_wage_below' as const, params }),
      level: 'red',
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
