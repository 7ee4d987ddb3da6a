import { payrollMessages } from '@muster/protocol';
import type { PayslipLanguage } from '../../domain/payroll/document/index.js';
import {
  type LabourForm,
  loadLabourForm,
  renderLabourForm,
} from '../../domain/payroll/labour-forms/index.js';
import type { Session } from '../../engine/auth/session.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import type { ServerContext } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';

/**
 * Form XIX or Form XIV of one payslip in a language, read only where the user's payslips list
 * reaches (a worker its own; a business's admin and HR their business's; the principal
 * employer's admin and HR a contractor's when they pick it, `target_swhandle`), so any other
 * reference is 'Payslip not found' whoever asks.
 */
export async function labourFormDocument(
  server: ServerContext,
  call: { session: Session; txnName: string; targetSwhandle: string | undefined },
  form: LabourForm,
  uconst: string,
  language: PayslipLanguage,
) {
  const { definition } = permittedTxn(server, call.session, 'payslips', call.txnName);
  const scope = listScope(definition, call.session.env, call.targetSwhandle);
  const row = await loadLabourForm(
    server.db,
    uconst,
    call.session.env.pe_partners_id,
    scopeSql(scope, call.session.env)('p'),
  );
  if (!row) throw new TxnError(`${payrollMessages.payslipNotFound}: ${uconst}`);
  return renderLabourForm(form, row, language);
}
