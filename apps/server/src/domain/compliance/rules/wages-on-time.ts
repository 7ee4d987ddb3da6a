import type { PayrollMonth } from '@muster/payroll-rules';
import { addDays, type ComplianceFinding } from '@muster/protocol';
import type { ComplianceRules } from './dated-rules.js';
import { codeList } from './minimum-wage.js';

/** A payslip as the wage-payment check reads it. */
export interface PaidPayslip {
  id: string;
  code: string;
  /** The IST day its wages were paid, `YYYY-MM-DD`; null when not recorded. */
  paid_on: string | null;
}

/**
 * The last day a wage month's wages may be paid (README "Wages paid on time"): the month's
 * last day + the dated days in force when they fall due (the next month's first day) — under
 * the Payment of Wages Act s. 5(1) 7 below the headcount threshold (1,000), 10 at or above
 * it; under the Code on Wages s. 17(1)(iv), from 21 November 2025, 7 for every monthly wage.
 */
export function wagesDueDay(month: PayrollMonth, rules: ComplianceRules, headcount: number): string {
  const days =
    headcount >= rules.wages_large_headcount ? rules.wages_due_days_large : rules.wages_due_days_small;
  return addDays(month.lastDay, days);
}

/**
 * The wage-payment findings of a contractor's month: payslips paid after the due day are one
 * amber finding (how many, their codes, the latest day paid); payslips with no payment
 * recorded once the due day has passed are one red finding. Each links to its first payslip.
 */
export function wagePaymentFindings(
  payslips: readonly PaidPayslip[],
  due: string,
  today: string,
): ComplianceFinding[] {
  const findings: ComplianceFinding[] = [];
  const late = payslips.filter((payslip) => payslip.paid_on !== null && payslip.paid_on > due);
  const unpaid = today > due ? payslips.filter((payslip) => payslip.paid_on === null) : [];
  if (unpaid.length)
    findings.push({
      kind: 'wages_unpaid',
      level: 'red',
      params: { count: unpaid.length, codes: codeList(unpaid.map((payslip) => payslip.code)), due },
      evidence: { folder: 'payslips', id: unpaid[0]?.id ?? null },
    });
  if (late.length) {
    const last = late.map((payslip) => payslip.paid_on ?? '').sort()[late.length - 1] ?? '';
    findings.push({
      kind: 'wages_late',
      level: 'amber',
      params: {
        count: late.length,
        codes: codeList(late.map((payslip) => payslip.code)),
        due,
        paid_on: last,
      },
      evidence: { folder: 'payslips', id: late[0]?.id ?? null },
    });
  }
  return findings;
}
