import { payrollMonthOfKey } from '@muster/payroll-rules';
import { payrollMessages, payslipsInputsTxn } from '@muster/protocol';
import { sql } from 'kysely';
import { loadPayslipInputs } from '../../domain/payroll/load/payslip-inputs.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import { fieldAccess, listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * txn_payslips_inputs (issue #32 item 4): employees' payslip inputs for a month but their
 * attendance, for live pay. The user reads them only where it would read the employee's
 * payslip and its net pay: the payslips folder's row scope and the policy's guard of
 * `net_pay`, both in the SQL over the would-be payslip row (an employee its own, admin and
 * HR their business's). One employee asked (`employees_id`) and not readable is refused as
 * one that does not exist; of a batch (`employees_ids`, the grid's page) such ones are left out.
 */
export const txnPayslipsInputs = handleTxn(payslipsInputsTxn, async ({ params, session, txn }, server) => {
  const { definition } = permittedTxn(server, session, 'payslips', payslipsInputsTxn.name);
  const rows = scopeSql(listScope(definition, session.env, txn.target_swhandle), session.env);
  const pay = fieldAccess((name) => server.catalogue.folders.get(name), session.env)('payslips', 'net_pay');
  const inputs = await loadPayslipInputs(
    server.db,
    'employees_ids' in params ? params.employees_ids : [params.employees_id],
    payrollMonthOfKey(params.month, await zoneOfTarget(server.db, session.env, txn.target_swhandle)),
    (alias) => (pay ? sql<boolean>`(${rows(alias)} and ${pay(alias)})` : rows(alias)),
  );
  if (!inputs.length && 'employees_id' in params) throw new TxnError(payrollMessages.noPayToShow);
  return { records: inputs.map((record) => JSON.stringify(record)) };
});
