import { invoicesReviewDocumentsTxn } from '@muster/protocol';
import { permittedTxn } from '../../attendance/txn-folder.js';
import { moveDocuments } from '../../invoices/documents/move-documents.js';
import { listScope } from '../../scope/index.js';
import { workflowMessages } from '../../workflow/messages.js';
import { handleTxn } from '../types.js';

/**
 * Review Documents (spec 000 §4): the principal employer's reviewers approve or reject
 * uploaded approval documents by the workflow; a rejection removes the attachment.
 */
export const txnInvoicesReviewDocuments = handleTxn(
  invoicesReviewDocumentsTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'invoices', invoicesReviewDocumentsTxn.name);
    const moves = await moveDocuments(server.db, {
      action: params.action,
      ids: params.ids,
      note: params.note,
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
