import { payrollMonthOf } from '@muster/payroll-rules';
import {
  businessDayKey,
  businessDayStart,
  payrollMessages,
  payslipsRecordPaymentTxn,
} from '@muster/protocol';
import { sql } from 'kysely';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * Records the day a month's wages were paid (issue #33 item 4) on every approved payslip of
 * the month the user's list shows that has none yet, so a later payment to a few (recorded
 * again) never rewrites the day the others were paid. The day is the business's day from the
 * month's last day to today; a month with no such payslip is refused, nothing written.
 */
export const txnPayslipsRecordPayment = handleTxn(
  payslipsRecordPaymentTxn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'payslips', payslipsRecordPaymentTxn.name);
    if (!params.paid_on) throw new TxnError(payrollMessages.needsPaymentDay);
    // the paying business's month and days (a contractor's, when the principal names it)
    const zone = await zoneOfTarget(server.db, session.env, txn.target_swhandle);
    const month = payrollMonthOf(new Date(params.payroll_month), zone);
    const day = businessDayKey(Date.parse(params.paid_on), zone);
    if (day < month.lastDay) throw new TxnError(payrollMessages.paymentBeforeMonthEnd);
    if (day > businessDayKey(Date.now(), zone)) throw new TxnError(payrollMessages.paymentInFuture);
    const scope = listScope(definition, session.env, txn.target_swhandle);
    const paidOn = new Date(businessDayStart(day, zone)).toISOString();
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
