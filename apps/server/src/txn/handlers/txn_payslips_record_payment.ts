import { payrollMonthOf } from '@muster/payroll-rules';
import {
  businessDayKey,
  businessDayStart,
  payrollMessages,
  payslipsRecordPaymentTxn,
} from '@muster/protocol';
import { sql } from 'kysely';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Records the day a month's wages were paid (issue #33 item 4) on every approved payslip of
 * the month the user's list shows that has none yet, so a later payment to a few (recorded
 * again) never rewrites the day the others were paid. The day is an IST day from the
 * month's last day to today; a month with no such payslip is refused, nothing written.
 */
export const txnPayslipsRecordPayment = handleTxn(
  payslipsRecordPaymentTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'payslips', payslipsRecordPaymentTxn.name);
    if (!params.paid_on) throw new TxnError(payrollMessages.needsPaymentDay);
    const month = payrollMonthOf(new Date(params.payroll_month));
    const day = businessDayKey(Date.parse(params.paid_on));
    if (day < month.lastDay) throw new TxnError(payrollMessages.paymentBeforeMonthEnd);
    if (day > businessDayKey(Date.now())) throw new TxnError(payrollMessages.paymentInFuture);
    const scope = listScope(definition, session.env, txn.target_swhandle);
    const paidOn = new Date(businessDayStart(day)).toISOString();
    const rows = await sql<{
      id: string;
    }>`update payslips p set paid_on = ${paidOn}::timestamptz, last_modified = now()
      where not p.deleted and p.payroll_month = ${month.start} and p.status = 'approved' and p.paid_on is null
        and ${scopeSql(scope, session.env)('p')}
      returning p.id`.execute(server.db);
    if (!rows.rows.length) throw new TxnError(payrollMessages.nothingToRecordPayment);
    return {
      records: [JSON.stringify({ recorded: rows.rows.length, paid_on: day })],
      message: payrollMessages.paymentRecorded,
    };
  },
);
