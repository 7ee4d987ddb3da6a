import type { MonthRules } from '@muster/payroll-rules';
import type { ComplianceFinding } from '@muster/protocol';
import { epfArrearChallan, epfChallan } from '../../payroll/statutory-files/epf-challan.js';
import { ecrMembers, type StatutoryPayslip } from '../../payroll/statutory-files/files.js';
import { paiseOf } from './money.js';

/**
 * What the month's EPF challans must pay, in paise: the total of the challan payroll writes
 * beside the ECR (`epfChallan` over `ecrMembers`: the members' employee and employer EPF,
 * EPS and EDLI, and the administrative charge once on their whole EPF wages, at least the
 * dated minimum) and of the arrear challan beside the arrear ECR (`epfArrearChallan`), when
 * the month paid arrears. No member: nothing is due.
 */
export function expectedEpfPaise(payslips: readonly StatutoryPayslip[], rules: MonthRules['epf']): number {
  const { members } = ecrMembers(payslips);
  const own = members.length ? paiseOf(epfChallan(members, rules).total) : 0;
  const arrear = epfArrearChallan(payslips, rules);
  return own + (arrear ? paiseOf(arrear.total) : 0);
}

/** What the month's ESI challan must pay, in paise: the employees' and the employer's contributions. */
export function expectedEsiPaise(payslips: readonly StatutoryPayslip[]): number {
  return payslips
    .flatMap((payslip) => payslip.lines)
    .filter((line) => line.code === 'ESI_EE' || line.code === 'ESI_ER')
    .reduce((sum, line) => sum + paiseOf(line.amount), 0);
}

/**
 * Approved payslips deducting EPF without a UAN (nothing silent): the ECR leaves them out, so
 * the challan is not checked for them either. Amber, naming them.
 */
export function epfWithoutUan(payslips: readonly StatutoryPayslip[]): ComplianceFinding[] {
  const { missing } = ecrMembers(payslips);
  if (!missing.length) return [];
  return [
    {
      kind: 'epf_without_uan',
      level: 'amber',
      params: { count: missing.length, codes: missing.join(', ') },
      evidence: { folder: 'payslips', id: null },
    },
  ];
}
