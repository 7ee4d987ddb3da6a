import { payrollMessages, payslipsGetPayslipTxn } from '@muster/protocol';
import { TxnError } from '../../platform/refusal.js';
import { documentReply } from '../documents/document-reply.js';
import { payslipDocuments } from '../payslips/documents.js';
import { handleTxn } from '../types.js';

/**
 * One payslip by its reference (spec 000 §7): its HTML through the payslips print template
 * in the asked language, or the PDF of that HTML (base64) for the download. Only a payslip
 * the user's list shows; any other reference is not found.
 */
export const txnPayslipsGetPayslip = handleTxn(
  payslipsGetPayslipTxn,
  async ({ params, session, txn }, server) => {
    const [document] = await payslipDocuments(
      server,
      { session, txnName: payslipsGetPayslipTxn.name, targetSwhandle: txn.target_swhandle },
      { uconst: params.uconst },
      params.language,
    );
    if (!document) throw new TxnError(`${payrollMessages.payslipNotFound}: ${params.uconst}`);
    return documentReply(server, params.uconst, params.format, document);
  },
);
