import { payslipsWageSlipTxn } from '@muster/protocol';
import { documentReply } from '../documents/document-reply.js';
import { labourFormDocument } from '../payslips/labour-forms.js';
import { handleTxn } from '../types.js';

/**
 * Form XIX, the wage slip (Contract Labour (R\&A) Central Rules, 1971, rule 78(1)(b)) of one payslip by its reference, in the asked language, as HTML or as the PDF of that
 * HTML (base64); only a payslip the user's list reaches (payroll/labour-forms README).
 */
export const txnPayslipsWageSlip = handleTxn(payslipsWageSlipTxn, async ({ params, session, txn }, server) =>
  documentReply(
    server,
    params.uconst,
    params.format,
    await labourFormDocument(
      server,
      { session, txnName: payslipsWageSlipTxn.name, targetSwhandle: txn.target_swhandle },
      'wage_slip',
      params.uconst,
      params.language,
    ),
  ),
);
