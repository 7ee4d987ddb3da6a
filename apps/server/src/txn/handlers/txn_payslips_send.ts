import { payrollMessages, payslipsSendTxn } from '@muster/protocol';
import { documentPdf } from '../documents/document-reply.js';
import { payslipDocuments } from '../payslips/documents.js';
import { handleTxn } from '../types.js';

/**
 * Mails each chosen payslip's PDF to its employee (spec 000 §7 'send mail') through the
 * server's mail sender (SMTP, or .eml files in DATA_DIR/mail). One answer per id: sent, or
 * why not (no e-mail address, not found); a mail that fails leaves the others sent.
 */
export const txnPayslipsSend = handleTxn(payslipsSendTxn, async ({ params, session, txn }, server) => {
  const documents = await payslipDocuments(
    server,
    { session, txnName: payslipsSendTxn.name, targetSwhandle: txn.target_swhandle },
    { ids: params.ids },
    params.language,
  );
  const byId = new Map(documents.map((document) => [document.row.id, document]));
  const results: { id: string; sent: boolean; error: string | null }[] = [];
  for (const id of params.ids) {
    const document = byId.get(id);
    const email = document?.row.email?.trim();
    if (!document) results.push({ id, sent: false, error: `${payrollMessages.payslipNotFound}: ${id}` });
    else if (!email)
      results.push({ id, sent: false, error: `${payrollMessages.noEmail}: ${document.row.code}` });
    else {
      const pdf = await documentPdf(server, document.html);
      try {
        await server.messaging.mail.send({
          to: email,
          subject: document.title,
          text: document.title,
          attachments: [{ filename: document.fileName, content: pdf, contentType: 'application/pdf' }],
        });
        results.push({ id, sent: true, error: null });
      } catch (error) {
        results.push({ id, sent: false, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return { records: results.map((result) => JSON.stringify(result)), message: payrollMessages.sent };
});
