import { invoiceMessages, invoicesEInvoiceTxn } from '@muster/protocol';
import { eInvoice, eInvoiceReply, loadFiledInvoice } from '../../domain/invoices/gst-files/index.js';
import { TxnError } from '../../platform/refusal.js';
import { oneInvoiceScope } from '../invoices/one-invoice-scope.js';
import { handleTxn } from '../types.js';

/**
 * One invoice's e-invoice JSON (NIC INV-01 v1.1, issue #31 item 7), for an invoice the user's
 * invoices list shows, in its own business's scope when the request names none (as the
 * invoice document opens). Refused with why when the invoice cannot be an e-invoice, or its
 * supplier does not e-invoice on its date (the business's 'e-Invoicing From').
 */
export const txnInvoicesEInvoice = handleTxn(
  invoicesEInvoiceTxn,
  async ({ params, session, txn }, server) => {
    const inScope = await oneInvoiceScope(server, { session, txn }, invoicesEInvoiceTxn.name, params.uconst);
    const found = await loadFiledInvoice(server.db, params.uconst, inScope);
    if (!found) throw new TxnError(`${invoiceMessages.invoiceNotFound}: ${params.uconst}`);
    const { invoice } = found;
    const result = eInvoice(invoice, found.eInvoicingFrom);
    if ('refusal' in result) throw new TxnError(result.refusal);
    return eInvoiceReply(invoice.invoice_no, result.json);
  },
);
