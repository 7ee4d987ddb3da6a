import { invoiceMessages, invoicesCancelTxn } from '@muster/protocol';
import { cancelFromPatch, cancelInvoice } from '../../domain/invoices/cancel/cancel-invoice.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Cancel (issue #31 item 5): the contractor's admin or HR cancels an invoice it issued and
 * the principal employer has not approved, with the reason; from the list's row action
 * (the cancel form's patch) or by the invoice's id.
 */
export const txnInvoicesCancel = handleTxn(invoicesCancelTxn, async ({ params, session, txn }, server) => {
  const { definition } = permittedTxn(server, session, 'invoices', invoicesCancelTxn.name);
  const request = 'id' in params ? params : cancelFromPatch(params);
  if (!request) throw new TxnError(invoiceMessages.invalidRequest);
  const scope = listScope(definition, session.env, txn.target_swhandle);
  const cancelled = await cancelInvoice(
    server.db,
    request,
    session.env.employees_id,
    scopeSql(scope, session.env)('i'),
  );
  return { records: [JSON.stringify(cancelled)] };
});
