import { type PayrollMonth, payrollMonthOf } from '@muster/payroll-rules';
import { payrollMessages } from '@muster/protocol';
import {
  loadApprovedPayslips,
  type StatutoryFile,
  type StatutoryPayslip,
} from '../../domain/payroll/statutory-files/index.js';
import type { Session } from '../../engine/auth/session.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import type { ServerContext } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';

/**
 * A month's statutory file from the approved payslips the user's list shows (admin and HR:
 * their business's). The text (an xlsx as base64) comes in the reply, which the client saves as the file: it
 * is built on request and never kept, so no file record outlives the payslips it reads.
 */
export async function statutoryFile(
  server: ServerContext,
  call: { session: Session; txnName: string; targetSwhandle: string | undefined; payrollMonth: string },
  build: (
    payslips: readonly StatutoryPayslip[],
    month: PayrollMonth,
    /** Another month's approved payslips in the same scope. */
    approvedOf: (other: PayrollMonth) => Promise<StatutoryPayslip[]>,
  ) => StatutoryFile | Promise<StatutoryFile>,
  fileName: (monthKey: string) => string,
  arrearFileName?: (monthKey: string) => string,
) {
  const { definition } = permittedTxn(server, call.session, 'payslips', call.txnName);
  const zone = await zoneOfTarget(server.db, call.session.env, call.targetSwhandle);
  const month = payrollMonthOf(new Date(call.payrollMonth), zone);
  const scope = listScope(definition, call.session.env, call.targetSwhandle);
  const approvedOf = (other: PayrollMonth) =>
    loadApprovedPayslips(server.db, other, scopeSql(scope, call.session.env)('p'));
  const payslips = await approvedOf(month);
  if (!payslips.length) throw new TxnError(payrollMessages.noApprovedPayslips);
  const file = await build(payslips, month, approvedOf);
  const record = {
    fileName: fileName(month.key),
    text: file.text,
    encoding: file.encoding,
    rows: file.rows,
    missing: file.missing,
    ...(file.challan && { challan: file.challan }),
    ...(file.arrear &&
      arrearFileName && {
        arrear: {
          fileName: arrearFileName(month.key),
          text: file.arrear.text,
          rows: file.arrear.rows,
          ...(file.arrear.challan && { challan: file.arrear.challan }),
        },
      }),
  };
  return {
    records: [JSON.stringify(record)],
    filename: record.fileName,
    // each notice `key: codes`, '; ' between them (the web app translates each key)
    message: [
      file.missing.length && `${payrollMessages.missingNumbers}: ${file.missing.join(', ')}`,
      file.arrearsLeftOut?.length &&
        `${payrollMessages.esiArrearsLeftOut}: ${file.arrearsLeftOut.join(', ')}`,
    ]
      .filter(Boolean)
      .join('; '),
  };
}
