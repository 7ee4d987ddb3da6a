import { payslipsEsiSheetTxn } from '@muster/protocol';
import { esiSheet } from '../../domain/payroll/statutory-files/index.js';
import { statutoryFile } from '../payslips/statutory-file.js';
import { handleTxn } from '../types.js';

/** The ESI contribution sheet of a month's approved payslips (issue #15 item 6). */
export const txnPayslipsEsiSheet = handleTxn(payslipsEsiSheetTxn, async ({ params, session, txn }, server) =>
  statutoryFile(
    server,
    {
      session,
      txnName: payslipsEsiSheetTxn.name,
      targetSwhandle: txn.target_swhandle,
      payrollMonth: params.payroll_month,
    },
    esiSheet,
    (month) => `ESI-${month}.csv`,
  ),
);
