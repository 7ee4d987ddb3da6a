import {
  type InvoiceNotesRecord,
  invoiceMessages,
  invoicesIssueNoteTxn,
  invoicesNotesTxn,
} from '@muster/protocol';
import { loadInvoiceNotes } from '../../domain/invoices/notes/load-notes.js';
import { txnPermitted } from '../../engine/lists/folder-list.js';
import { TxnError } from '../../platform/refusal.js';
import { oneInvoiceScope } from '../invoices/one-invoice-scope.js';
import { handleTxn } from '../types.js';

/**
 * An invoice's credit and debit notes for its tab (issue #31 item 5), and the tax groups a new
 * note may correct, for an invoice the user's invoices list shows. `may_issue` says whether
 * this user may issue one now (the catalogue's permission of `txn_invoices_issue_note` on an
 * approved invoice); the server checks it again when the note is issued.
 */
export const txnInvoicesNotes = handleTxn(invoicesNotesTxn, async ({ params, session, txn }, server) => {
  const inScope = await oneInvoiceScope(server, { session, txn }, invoicesNotesTxn.name, params.uconst);
  const found = await loadInvoiceNotes(server.db, params.uconst, inScope);
  if (!found) throw new TxnError(`${invoiceMessages.invoiceNotFound}: ${params.uconst}`);
  const definition = server.catalogue.folders.get('invoices');
  const issue = definition?.txns.find((candidate) => candidate.name === invoicesIssueNoteTxn.name);
  const rupees = (paise: number) => paise / 100;
  const record: InvoiceNotesRecord = {
    invoice_id: found.invoice.id,
    may_issue:
      found.invoice.status === 'approved' &&
      Boolean(definition && issue && txnPermitted(definition, issue, session.env)),
    groups: found.groups.map((group) => ({
      ...group,
      taxable: rupees(group.taxable),
      credited: rupees(group.credited),
    })),
    notes: found.notes.map((note) => ({
      id: note.id,
      note_no: note.note_no,
      kind: note.kind,
      issued_at: new Date(note.issued_at).toISOString(),
      reason: note.reason,
      codes: note.particulars.lines.map((line) => line.code),
      taxable: rupees(note.particulars.taxable),
      value: rupees(note.particulars.value),
    })),
  };
  return { records: [JSON.stringify(record)] };
});
