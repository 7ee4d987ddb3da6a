import { invoiceMessages, invoicesGetInvoiceTxn } from '@muster/protocol';
import { loadInvoiceDocument, renderInvoice } from '../../domain/invoices/document/index.js';
import { TxnError } from '../../platform/refusal.js';
import { documentReply } from '../documents/document-reply.js';
import { oneInvoiceScope } from '../invoices/one-invoice-scope.js';
import { handleTxn } from '../types.js';

/**
 * One invoice by its reference (spec 000 §7 `txn_invoices_get_invoice`: uconst → html and
 * fileName): its tax invoice HTML in a language, or the PDF of that HTML (base64) printed by
 * the documents printer. Only an invoice the user's invoices list shows, filtered to the
 * invoice's own business when the request names none (a principal employer's user opens its
 * contractors' invoices; a contractor's user sees its own only); any other is not found.
 */
export const txnInvoicesGetInvoice = handleTxn(
  invoicesGetInvoiceTxn,
  async ({ params, session, txn }, server) => {
    const inScope = await oneInvoiceScope(
      server,
      { session, txn },
      invoicesGetInvoiceTxn.name,
      params.uconst,
    );
    const invoice = await loadInvoiceDocument(server.db, params.uconst, inScope);
    if (!invoice) throw new TxnError(`${invoiceMessages.invoiceNotFound}: ${params.uconst}`);
    return documentReply(server, params.uconst, params.format, renderInvoice(invoice, params.language));
  },
);
