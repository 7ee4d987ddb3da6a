import { previousMonth } from '@muster/payroll-rules';
import { payslipsEsiSheetTxn } from '@muster/protocol';
import { esiUploadRows, esiUploadXlsx } from '../../domain/payroll/statutory-files/index.js';
import { statutoryFile } from '../payslips/statutory-file.js';
import { handleTxn } from '../types.js';

/** The ESIC monthly contribution upload (the portal's xlsx template) of a month's approved payslips (#30 item 7). */
export const txnPayslipsEsiSheet = handleTxn(payslipsEsiSheetTxn, async ({ params, session, txn }, server) =>
  statutoryFile(
    server,
    {
      session,
      txnName: payslipsEsiSheetTxn.name,
      kind: 'esi',
      targetSwhandle: txn.target_swhandle,
      payrollMonth: params.payroll_month,
    },
    async (payslips, month, { approvedOf }) => {
      // last month's leavers paid days then are removed now (settlements README, ESI codes)
      const lastMonth = await approvedOf(previousMonth(month));
      const { rows, missing, arrearsLeftOut } = esiUploadRows(payslips, month, lastMonth);
      return esiUploadXlsx(rows, missing, arrearsLeftOut);
    },
    (month) => `ESI-${month}.xlsx`,
  ),
);
