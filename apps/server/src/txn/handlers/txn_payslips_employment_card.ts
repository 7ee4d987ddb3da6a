import { payslipsEmploymentCardTxn } from '@muster/protocol';
import { documentReply } from '../documents/document-reply.js';
import { labourFormDocument } from '../payslips/labour-forms.js';
import { handleTxn } from '../types.js';

/**
 * Form XIV, the employment card (the same Rules, rule 76), as of the payslip's month of one payslip by its reference, in the asked language, as HTML or as the PDF of that
 * HTML (base64); only a payslip the user's list reaches (payroll/labour-forms README).
 */
export const txnPayslipsEmploymentCard = handleTxn(
  payslipsEmploymentCardTxn,
  async ({ params, session, txn }, server) =>
    documentReply(
      server,
      params.uconst,
      params.format,
      await labourFormDocument(
        server,
        { session, txnName: payslipsEmploymentCardTxn.name, targetSwhandle: txn.target_swhandle },
        'employment_card',
        params.uconst,
        params.language,
      ),
    ),
);
