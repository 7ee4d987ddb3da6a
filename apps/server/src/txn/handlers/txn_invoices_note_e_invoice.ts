import { invoiceMessages, invoicesNoteEInvoiceTxn } from '@muster/protocol';
import { eInvoiceReply, loadFiledNote, noteEInvoice } from '../../domain/invoices/gst-files/index.js';
import { noteInvoiceReference } from '../../domain/invoices/notes/load-notes.js';
import { TxnError } from '../../platform/refusal.js';
import { oneInvoiceScope } from '../invoices/one-invoice-scope.js';
import { handleTxn } from '../types.js';

/**
 * A credit or debit note's e-invoice JSON (INV-01 v1.1 'CRN' / 'DBN', issue #31 item 7), for
 * a note on an invoice the user's invoices list shows, in the invoice's own business's scope
 * when the request names none (as the invoice's e-invoice is).
 */
export const txnInvoicesNoteEInvoice = handleTxn(
  invoicesNoteEInvoiceTxn,
  async ({ params, session, txn }, server) => {
    const uconst = (await noteInvoiceReference(server.db, params.id)) ?? '';
    const inScope = await oneInvoiceScope(server, { session, txn }, invoicesNoteEInvoiceTxn.name, uconst);
    const found = await loadFiledNote(server.db, params.id, inScope);
    if (!found) throw new TxnError(`${invoiceMessages.noteNotFound}: ${params.id}`);
    const result = noteEInvoice(found.note, found.eInvoicingFrom);
    if ('refusal' in result) throw new TxnError(result.refusal);
    return eInvoiceReply(found.note.note_no, result.json);
  },
);
