import { monthRules } from '@muster/payroll-rules';
import { payslipsEpfEcrTxn } from '@muster/protocol';
import { loadRates } from '../../domain/payroll/load/statutory.js';
import {
  ecrMembers,
  epfArrearChallan,
  epfArrearEcr,
  epfChallan,
  epfEcr,
} from '../../domain/payroll/statutory-files/index.js';
import { statutoryFile } from '../payslips/statutory-file.js';
import { handleTxn } from '../types.js';

/**
 * The EPF ECR text file of a month's approved payslips and the challan it pays (issue #15 item 6, #30),
 * with the arrear ECR of the arrears they paid and its challan (issue #34 item 7).
 */
export const txnPayslipsEpfEcr = handleTxn(payslipsEpfEcrTxn, async ({ params, session, txn }, server) =>
  statutoryFile(
    server,
    {
      session,
      txnName: payslipsEpfEcrTxn.name,
      kind: 'epf_ecr',
      targetSwhandle: txn.target_swhandle,
      payrollMonth: params.payroll_month,
    },
    async (payslips, month, { db }) => {
      const rules = monthRules(await loadRates(db), month);
      const ecr = epfEcr(payslips);
      const arrear = epfArrearEcr(payslips);
      return {
        ...ecr,
        missing: [...new Set([...ecr.missing, ...arrear.missing])],
        challan: epfChallan(ecrMembers(payslips).members, rules.epf),
        ...(arrear.rows && { arrear: { ...arrear, challan: epfArrearChallan(payslips, rules.epf) } }),
      };
    },
    (month) => `ECR-${month}.txt`,
    (month) => `ECR-ARREAR-${month}.txt`,
  ),
);
