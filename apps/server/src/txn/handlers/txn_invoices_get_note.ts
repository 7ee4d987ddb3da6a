import { invoiceMessages, invoicesGetNoteTxn } from '@muster/protocol';
import { renderNote } from '../../domain/invoices/document/index.js';
import { loadNote, noteInvoiceReference } from '../../domain/invoices/notes/load-notes.js';
import { TxnError } from '../../platform/refusal.js';
import { documentReply } from '../documents/document-reply.js';
import { oneInvoiceScope } from '../invoices/one-invoice-scope.js';
import { handleTxn } from '../types.js';

/**
 * A credit or debit note's document by its id (CGST Rules r. 53; issue #31 item 5): HTML in a
 * language, or its PDF, for a note on an invoice the user's invoices list shows.
 */
export const txnInvoicesGetNote = handleTxn(invoicesGetNoteTxn, async ({ params, session, txn }, server) => {
  const uconst = (await noteInvoiceReference(server.db, params.uconst)) ?? '';
  const inScope = await oneInvoiceScope(server, { session, txn }, invoicesGetNoteTxn.name, uconst);
  const note = await loadNote(server.db, params.uconst, inScope);
  if (!note) throw new TxnError(`${invoiceMessages.noteNotFound}: ${params.uconst}`);
  return documentReply(server, params.uconst, params.format, renderNote(note, params.language));
});
