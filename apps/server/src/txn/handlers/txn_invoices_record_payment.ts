import { invoiceMessages, invoicesRecordPaymentTxn } from '@muster/protocol';
import { paymentFromPatch, recordPayment } from '../../domain/invoices/payment/record-payment.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Record Payment (issue #31 item 8): the principal employer's admin or HR records paying a
 * contractor's approved invoice, from the list's row action (the payment form's patch) or
 * by the invoice's id; the reply is the payment record with its TDS.
 */
export const txnInvoicesRecordPayment = handleTxn(
  invoicesRecordPaymentTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'invoices', invoicesRecordPaymentTxn.name);
    const request = 'id' in params ? params : paymentFromPatch(params);
    if (!request) throw new TxnError(invoiceMessages.invalidRequest);
    const scope = listScope(definition, session.env, txn.target_swhandle);
    const payment = await recordPayment(server.db, request, scopeSql(scope, session.env)('i'));
    return { records: [JSON.stringify(payment)] };
  },
);
