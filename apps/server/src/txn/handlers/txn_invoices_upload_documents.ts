import { invoiceMessages, invoicesUploadDocumentsTxn } from '@muster/protocol';
import { documentsFromPatch } from '../../domain/invoices/documents/from-patch.js';
import { moveDocuments } from '../../domain/invoices/documents/move-documents.js';
import { workflowMessages } from '../../domain/workflow/messages.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Upload Documents (spec 000 §4): the contractor attaches a file to each listed approval
 * document of its invoice, moving it by the workflow's `upload` (pending or rejected to
 * uploaded); a document without its file is 'Please select file.'. Takes the documents and
 * their files, or the invoice form's detail row patch (spec 000 §7 'Invoice approval').
 */
export const txnInvoicesUploadDocuments = handleTxn(
  invoicesUploadDocumentsTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'invoices', invoicesUploadDocumentsTxn.name);
    const documents = 'documents' in params ? params.documents : documentsFromPatch(params);
    if (!documents.length) throw new TxnError(invoiceMessages.invalidRequest);
    const moves = await moveDocuments(server.db, {
      action: 'upload',
      ids: documents.map((document) => document.id),
      attachments: new Map(documents.map((document) => [document.id, document.attachment])),
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
