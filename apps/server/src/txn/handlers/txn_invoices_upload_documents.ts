import { invoicesUploadDocumentsTxn } from '@muster/protocol';
import { permittedTxn } from '../../attendance/txn-folder.js';
import { moveDocuments } from '../../invoices/documents/move-documents.js';
import { listScope } from '../../scope/index.js';
import { workflowMessages } from '../../workflow/messages.js';
import { handleTxn } from '../types.js';

/**
 * Upload Documents (spec 000 §4): the contractor attaches a file to each listed approval
 * document of its invoice, moving it by the workflow's `upload` (pending or rejected to
 * uploaded); a document without its file is 'Please select file.'.
 */
export const txnInvoicesUploadDocuments = handleTxn(
  invoicesUploadDocumentsTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'invoices', invoicesUploadDocumentsTxn.name);
    const moves = await moveDocuments(server.db, {
      action: 'upload',
      ids: params.documents.map((document) => document.id),
      attachments: new Map(params.documents.map((document) => [document.id, document.attachment])),
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
