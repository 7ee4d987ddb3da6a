import { businessDayKey, payslipsForm24qTxn, tdsMessages } from '@muster/protocol';
import {
  loadDeductor,
  loadTdsChallans,
  loadTdsPayslips,
  quarterMonths,
} from '../../domain/payroll/tds-return/load.js';
import { assembleForm24q } from '../../domain/payroll/tds-return/rules/assemble.js';
import { form24q } from '../../domain/payroll/tds-return/rules/form-24q.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/** The last financial year whose quarterly statement is Form 24Q (from 2026-27 it is Form 138). */
const lastForm24qYear = 2025;

/**
 * The quarterly statement of TDS on salary of the user's business (issue #34 item 2): Form 24Q
 * Annexure I as the RPU/FVU text file, from the quarter's approved payslips the user's list
 * shows (admin and HR) and the TDS challans recorded for its months. Built on request, never kept.
 */
export const txnPayslipsForm24q = handleTxn(payslipsForm24qTxn, async ({ params, session, txn }, server) => {
  const { definition } = permittedTxn(server, session, 'payslips', payslipsForm24qTxn.name);
  const { financial_year: startYear, quarter } = params;
  if (startYear > lastForm24qYear) throw new TxnError(tdsMessages.form138Years);
  if (quarter === 4) throw new TxnError(tdsMessages.quarterFourAnnexure);
  const scope = listScope(definition, session.env, txn.target_swhandle);
  const partnersId = session.partnersId;
  const months = quarterMonths(startYear, quarter);
  const deductor = await loadDeductor(server.db, partnersId);
  if (!deductor) throw new TxnError(tdsMessages.noTan);
  const { payslips, withoutTds } = await loadTdsPayslips(
    server.db,
    partnersId,
    months,
    scopeSql(scope, session.env)('p'),
  );
  const assembled = assembleForm24q({
    deductor,
    startYear,
    quarter,
    months,
    payslips,
    withoutTds,
    challans: await loadTdsChallans(server.db, partnersId, months),
    createdOn: businessDayKey(Date.now()),
  });
  if ('refusal' in assembled) throw new TxnError(assembled.refusal);
  const text = form24q(assembled.statement);
  const record = {
    fileName: `24Q-${startYear}-${String(startYear + 1).slice(2)}-Q${quarter}.txt`,
    text,
    encoding: 'text' as const,
    rows: assembled.statement.challans.reduce((sum, challan) => sum + challan.deductions.length, 0),
    missing: assembled.missing,
  };
  return {
    records: [JSON.stringify(record)],
    filename: record.fileName,
    message: [
      assembled.missing.length ? `${tdsMessages.missingPan}: ${assembled.missing.join(', ')}` : '',
      assembled.withoutTds ? `${tdsMessages.withoutTds}: ${assembled.withoutTds}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  };
});
