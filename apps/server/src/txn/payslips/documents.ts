import { payrollMessages } from '@muster/protocol';
import {
  loadPayslipDocuments,
  loadPayslipTemplate,
  type PayslipDocumentRow,
  type PayslipLanguage,
  renderPayslip,
  TemplateError,
} from '../../domain/payroll/document/index.js';
import type { Session } from '../../engine/auth/session.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import type { ServerContext } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';

/**
 * The payslips a txn prints, each with its HTML in a language: only those the user's
 * payslips list shows (an employee its own, HR and admin their business's: the policy's
 * rows), so a reference outside them is 'Payslip not found' whoever asks.
 */
export async function payslipDocuments(
  server: ServerContext,
  call: { session: Session; txnName: string; targetSwhandle: string | undefined },
  which: { uconst: string } | { ids: readonly string[] },
  language: PayslipLanguage,
) {
  const { definition } = permittedTxn(server, call.session, 'payslips', call.txnName);
  const scope = listScope(definition, call.session.env, call.targetSwhandle);
  const rows = await loadPayslipDocuments(server.db, which, scopeSql(scope, call.session.env)('p'));
  if (!rows.length) return [];
  const template = await loadPayslipTemplate(server.db);
  if (!template) throw new TxnError(payrollMessages.noTemplate);
  try {
    return rows.map((row: PayslipDocumentRow) => ({ row, ...renderPayslip(template, row, language) }));
  } catch (error) {
    if (error instanceof TemplateError) throw new TxnError(error.message);
    throw error;
  }
}
