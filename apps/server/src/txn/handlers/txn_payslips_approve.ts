import { payrollMessages, payslipsApproveTxn } from '@muster/protocol';
import { sql } from 'kysely';
import { applyWorkflowAction } from '../../domain/workflow/apply.js';
import { workflowMessages } from '../../domain/workflow/messages.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Bulk payslip approval (spec 000 §7): every payslip of the pay period (an exclusive range
 * of instants) not yet approved, among those the user's list shows, or the chosen ids,
 * moved by the payslips workflow's `approve` in one transaction (workflow/apply.ts): a
 * payslip the workflow does not let this user approve refuses them all, nothing changes.
 */
export const txnPayslipsApprove = handleTxn(payslipsApproveTxn, async ({ params, session, txn }, server) => {
  const { definition } = permittedTxn(server, session, 'payslips', payslipsApproveTxn.name);
  const { env } = session;
  const scope = listScope(definition, env, txn.target_swhandle);
  let ids: readonly string[];
  let note: string | undefined;
  if ('pay_period' in params) {
    if (!params.pay_period) throw new TxnError(payrollMessages.needsPayPeriod);
    const [from, to] = params.pay_period;
    const rows = await sql<{ id: string }>`select p.id from payslips p
      where not p.deleted and p.payroll_month >= ${from}::timestamptz and p.payroll_month < ${to}::timestamptz
        and p.status is distinct from 'approved' and ${scopeSql(scope, env)('p')}`.execute(server.db);
    ids = rows.rows.map((row) => row.id);
  } else {
    ids = params.ids;
    note = params.note;
  }
  if (!ids.length) throw new TxnError(payrollMessages.nothingToApprove);
  const { moves, notes } = await applyWorkflowAction(server.db, {
    writeHooks: server.writeHooks,
    definition,
    action: 'approve',
    ids,
    note,
    env,
    scope,
    targetSwhandle: txn.target_swhandle,
  });
  return {
    records: moves.map(({ record, transition }) =>
      JSON.stringify({ id: record.id, from: transition.from, to: transition.to }),
    ),
    message: workflowMessages.done,
    ...(notes.length ? { notes } : {}),
  };
});
