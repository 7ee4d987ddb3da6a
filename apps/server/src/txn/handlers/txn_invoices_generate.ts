import { payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import { gateMessage, invoiceMessages, invoicesGenerateTxn } from '@muster/protocol';
import { startInvoiceRun } from '../../domain/invoices/generate/run.js';
import { contractsInScope } from '../../domain/invoices/load/contract.js';
import { loadMonthDocuments } from '../../domain/invoices/load/gate.js';
import { complianceGate } from '../../domain/invoices/rules/index.js';
import { refuseUnapprovedAttendance } from '../../domain/month-close/generation-gate.js';
import { hashKey } from '../../engine/auth/session.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { currentFrameId } from '../frame-context.js';
import { handleTxn } from '../types.js';

/**
 * Generate (spec 000 §2, §5, §7): the month's invoices of the picked contracts the user's
 * contracts list shows, as a job, once the previous month's compliance documents allow it —
 * 'block' refuses, 'warn' refuses with `confirm` until the user proceeds — and, after it, the
 * month's unapproved attendance is named and asked about (issue #32 item 2). Answers at once
 * with the run's count; one progress frame per invoice follows, then 'all done'.
 */
export const txnInvoicesGenerate = handleTxn(
  invoicesGenerateTxn,
  async ({ params, session, sessionKey, txn }, server) => {
    permittedTxn(server, session, 'invoices', invoicesGenerateTxn.name);
    const contractsFolder = server.catalogue.folders.get('contracts');
    if (!contractsFolder) throw new Error('the catalogue has no contracts folder');
    // the month of the business acted on (a contractor's, when the principal names it); each
    // invoice counts the month again in its own contractor's zone (write-invoice.ts)
    const zone = await zoneOfTarget(server.db, session.env, txn.target_swhandle);
    const month = payrollMonthOf(new Date(params.invoice_month), zone);
    const scope = listScope(contractsFolder, session.env, txn.target_swhandle);
    const contracts = await contractsInScope(
      server.db,
      params.contracts_id,
      scopeSql(scope, session.env)('c'),
    );
    if (!contracts.length) throw new TxnError(invoiceMessages.noContracts);
    const gate = complianceGate(await loadMonthDocuments(server.db, contracts, previousMonth(month)));
    if (gate.kind === 'block')
      throw new TxnError(gateMessage(invoiceMessages.gateBlock, gate.n), { n: gate.n, level: 'block' });
    if (gate.kind === 'warn' && !params.proceed)
      throw new TxnError(gateMessage(invoiceMessages.gateWarn, gate.n), {
        n: gate.n,
        level: 'warn',
        confirm: true,
      });
    await refuseUnapprovedAttendance(server.db, { contracts }, month, params.proceed_unapproved);
    const frame = currentFrameId();
    const sessionHash = sessionKey ? hashKey(sessionKey) : null;
    const run = await startInvoiceRun(server.jobs, {
      month: month.key,
      contracts,
      notify: frame && sessionHash ? { session: sessionHash, frame } : null,
    });
    return {
      records: [JSON.stringify({ run_id: run.run_id, count_start: 0, count_end: run.total })],
      message: invoiceMessages.generationStarted,
      // the tab keeps listening to this frame's progress until 'all done'
      ...(frame && sessionHash && { progress: 'follows' as const }),
    };
  },
);
