import { invoiceMessages, invoicesReviewDocumentsTxn, type PatchParams } from '@muster/protocol';
import { documentsFromPatch } from '../../domain/invoices/documents/from-patch.js';
import { moveDocuments } from '../../domain/invoices/documents/move-documents.js';
import { workflowMessages } from '../../domain/workflow/messages.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Review Documents (spec 000 §4): the principal employer's reviewers approve or reject
 * uploaded approval documents by the workflow; a rejection removes the attachment.
 */
export const txnInvoicesReviewDocuments = handleTxn(
  invoicesReviewDocumentsTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'invoices', invoicesReviewDocumentsTxn.name);
    const review = 'ids' in params ? params : reviewOfPatch(params);
    const moves = await moveDocuments(server.db, {
      action: review.action,
      ids: review.ids,
      note: review.note,
      env: session.env,
      scope: listScope(definition, session.env, txn.target_swhandle),
    });
    return {
      records: moves.map(({ record, transition }) =>
        JSON.stringify({ id: record.id, from: transition.from, to: transition.to }),
      ),
      message: workflowMessages.done,
    };
  },
);

const actionOfStatus: Record<string, 'approve' | 'reject'> = { approved: 'approve', rejected: 'reject' };

/**
 * The review a form's document patch asks: every row must set one status, approved or
 * rejected (a button whose name sets neither asks nothing, and is refused).
 */
function reviewOfPatch(patch: PatchParams): { ids: string[]; action: 'approve' | 'reject'; note?: string } {
  const documents = documentsFromPatch(patch);
  const actions = new Set(documents.map((document) => actionOfStatus[document.status ?? '']));
  const [action] = actions;
  if (!documents.length || actions.size !== 1 || !action) throw new TxnError(invoiceMessages.invalidRequest);
  return { ids: documents.map((document) => document.id), action };
}
