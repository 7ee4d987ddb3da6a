import { type PayrollMonth, payrollMonthOf } from '@muster/payroll-rules';
import { payrollMessages } from '@muster/protocol';
import type { Kysely } from 'kysely';
import {
  loadApprovedPayslips,
  recordStatutoryDownload,
  type StatutoryFile,
  type StatutoryFileKind,
  type StatutoryPayslip,
} from '../../domain/payroll/statutory-files/index.js';
import type { Session } from '../../engine/auth/session.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import type { ServerContext } from '../../engine/server-context.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';

/**
 * A month's statutory file from the approved payslips the user's list shows (admin and HR:
 * their business's). The text (an xlsx as base64) comes in the reply, which the client saves as the file: it
 * is built on request and never kept, so no file record outlives the payslips it reads. The
 * download is recorded with a digest of those payslips (month close's 'not downloaded' steps),
 * read in the same snapshot as the file so the record names exactly what the file carries.
 */
export async function statutoryFile(
  server: ServerContext,
  call: {
    session: Session;
    txnName: string;
    kind: StatutoryFileKind;
    targetSwhandle: string | undefined;
    payrollMonth: string;
  },
  build: (
    payslips: readonly StatutoryPayslip[],
    month: PayrollMonth,
    read: {
      /** Another month's approved payslips in the same scope. */
      approvedOf: (other: PayrollMonth) => Promise<StatutoryPayslip[]>;
      /** The database to read anything else from: the file's own snapshot (on PGlite, its one connection). */
      db: Kysely<Database>;
    },
  ) => StatutoryFile | Promise<StatutoryFile>,
  fileName: (monthKey: string) => string,
  arrearFileName?: (monthKey: string) => string,
) {
  const { definition } = permittedTxn(server, call.session, 'payslips', call.txnName);
  const zone = await zoneOfTarget(server.db, call.session.env, call.targetSwhandle);
  const month = payrollMonthOf(new Date(call.payrollMonth), zone);
  const inScope = scopeSql(
    listScope(definition, call.session.env, call.targetSwhandle),
    call.session.env,
  )('p');
  const file = await server.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const approvedOf = (other: PayrollMonth) => loadApprovedPayslips(trx, other, inScope);
      const payslips = await approvedOf(month);
      if (!payslips.length) throw new TxnError(payrollMessages.noApprovedPayslips);
      const built = await build(payslips, month, { approvedOf, db: trx });
      await recordStatutoryDownload(trx, { kind: call.kind, month, inScope, by: call.session.employeesId });
      return built;
    });
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
