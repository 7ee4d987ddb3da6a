import { monthRules } from '@muster/payroll-rules';
import { payslipsEpfEcrTxn } from '@muster/protocol';
import { loadRates } from '../../domain/payroll/load/statutory.js';
import { ecrMembers, epfChallan, epfEcr } from '../../domain/payroll/statutory-files/index.js';
import { statutoryFile } from '../payslips/statutory-file.js';
import { handleTxn } from '../types.js';

/** The EPF ECR text file of a month's approved payslips and the challan it pays (issue #15 item 6, #30). */
export const txnPayslipsEpfEcr = handleTxn(payslipsEpfEcrTxn, async ({ params, session, txn }, server) =>
  statutoryFile(
    server,
    {
      session,
      txnName: payslipsEpfEcrTxn.name,
      targetSwhandle: txn.target_swhandle,
      payrollMonth: params.payroll_month,
    },
    async (payslips, month) => {
      const rules = monthRules(await loadRates(server.db), month);
      return { ...epfEcr(payslips), challan: epfChallan(ecrMembers(payslips).members, rules.epf) };
    },
    (month) => `ECR-${month}.txt`,
  ),
);
