import { invoicesIssueNoteTxn } from '@muster/protocol';
import { issueNote } from '../../domain/invoices/notes/issue-note.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { handleTxn } from '../types.js';

/**
 * A credit or debit note (issue #31 item 5): the contractor's admin or HR corrects an issued
 * invoice of its own by a note, numbered in the note's own series, never by changing it.
 */
export const txnInvoicesIssueNote = handleTxn(
  invoicesIssueNoteTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'invoices', invoicesIssueNoteTxn.name);
    const scope = listScope(definition, session.env, txn.target_swhandle);
    const note = await issueNote(
      server.db,
      params,
      session.env.employees_id,
      scopeSql(scope, session.env)('i'),
    );
    return { records: [JSON.stringify(note)] };
  },
);
