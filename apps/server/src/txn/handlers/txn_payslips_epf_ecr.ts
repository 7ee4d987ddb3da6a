import { payslipsEpfEcrTxn } from '@muster/protocol';
import { epfEcr } from '../../domain/payroll/statutory-files/index.js';
import { statutoryFile } from '../payslips/statutory-file.js';
import { handleTxn } from '../types.js';

/** The EPF ECR text file of a month's approved payslips (issue #15 item 6). */
export const txnPayslipsEpfEcr = handleTxn(payslipsEpfEcrTxn, async ({ params, session, txn }, server) =>
  statutoryFile(
    server,
    {
      session,
      txnName: payslipsEpfEcrTxn.name,
      targetSwhandle: txn.target_swhandle,
      payrollMonth: params.payroll_month,
    },
    epfEcr,
    (month) => `ECR-${month}.txt`,
  ),
);
