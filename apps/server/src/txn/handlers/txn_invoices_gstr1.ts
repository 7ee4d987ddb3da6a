import { payrollMonthOf } from '@muster/payroll-rules';
import { identifierProblem, invoiceMessages, invoicesGstr1Txn } from '@muster/protocol';
import {
  gstr1,
  loadB2clLimits,
  loadFilingBusiness,
  loadPeriodInvoices,
  loadPeriodNotes,
} from '../../domain/invoices/gst-files/index.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfBusiness } from '../../engine/scope/business-zone.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * The GSTR-1 JSON of a tax period (issue #31 item 7) for the business picked or the user's
 * own: the invoices it issued in the month that the user's invoices list shows (admin and
 * HR, as policy.json scopes them). The file comes in the reply for the client to save, with
 * every invoice left out named and why.
 */
export const txnInvoicesGstr1 = handleTxn(invoicesGstr1Txn, async ({ params, session, txn }, server) => {
  const { definition } = permittedTxn(server, session, 'invoices', invoicesGstr1Txn.name);
  const scope = listScope(definition, session.env, txn.target_swhandle);
  const business = scope.nothing
    ? null
    : await loadFilingBusiness(server.db, {
        partnersId: session.env.partners_id,
        targetSwhandle: txn.target_swhandle,
      });
  if (!business) throw new TxnError(invoiceMessages.invoiceNotFound);
  const gstin = business.gstin?.trim() ?? '';
  if (!gstin || identifierProblem('gstin', gstin))
    throw new TxnError(`${invoiceMessages.gstNoGstin}: ${business.name}`);
  // the tax period is the filing business's month, in its zone
  const month = payrollMonthOf(new Date(params.tax_period), await zoneOfBusiness(server.db, business.id));
  const inScope = scopeSql(scope, session.env)('i');
  const invoices = await loadPeriodInvoices(server.db, business.id, month, inScope);
  const notes = await loadPeriodNotes(server.db, business.id, month, inScope);
  const [year, number] = month.key.split('-').map(Number) as [number, number];
  const b2clLimits = await loadB2clLimits(server.db);
  const file = gstr1({ gstin, period: { year, month: number }, invoices, notes, b2clLimits });
  const problems =
    invoices.length || notes.length ? file.problems : [`${invoiceMessages.gstNothingIssued}: ${month.key}`];
  const record = {
    fileName: `GSTR1-${gstin}-${file.json.fp}.json`,
    text: JSON.stringify(file.json, null, 2),
    invoices: file.invoices,
    problems,
  };
  return { records: [JSON.stringify(record)], filename: record.fileName, message: problems[0] ?? '' };
});
