import { invoiceMessages, invoicesGetInvoiceTxn } from '@muster/protocol';
import {
  invoiceBusinessHandle,
  loadInvoiceDocument,
  renderInvoice,
} from '../../domain/invoices/document/index.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { documentReply } from '../documents/document-reply.js';
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
    const { definition } = permittedTxn(server, session, 'invoices', invoicesGetInvoiceTxn.name);
    const business =
      txn.target_swhandle ?? (await invoiceBusinessHandle(server.db, params.uconst)) ?? undefined;
    const scope = listScope(definition, session.env, business);
    const invoice = await loadInvoiceDocument(server.db, params.uconst, scopeSql(scope, session.env)('i'));
    if (!invoice) throw new TxnError(`${invoiceMessages.invoiceNotFound}: ${params.uconst}`);
    return documentReply(server, params.uconst, params.format, renderInvoice(invoice, params.language));
  },
);
