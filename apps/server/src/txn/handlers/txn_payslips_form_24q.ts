import { incomeTaxYear } from '@muster/payroll-rules';
import { businessDayKey, lastIncomeTaxAct1961Year, payslipsForm24qTxn, tdsMessages } from '@muster/protocol';
import { loadIncomeTaxRates } from '../../domain/payroll/load/income-tax.js';
import {
  loadDeductor,
  loadTdsChallans,
  loadTdsPayslips,
  quarterMonths,
} from '../../domain/payroll/tds-return/load.js';
import { loadAnnualEmployees } from '../../domain/payroll/tds-return/load-annual.js';
import { assembleForm24q } from '../../domain/payroll/tds-return/rules/assemble.js';
import { form24q } from '../../domain/payroll/tds-return/rules/form-24q.js';
import { type AnnexureII, annexureII } from '../../domain/payroll/tds-return/rules/salary-detail.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfBusiness } from '../../engine/scope/business-zone.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { handleTxn } from '../types.js';

/**
 * The quarterly statement of TDS on salary of the user's business (issue #34 item 2): Form 24Q
 * as the RPU/FVU text file, Annexure I from the quarter's approved payslips the user's list
 * shows (admin and HR) and the TDS challans recorded for its months, and in the fourth quarter
 * Annexure II from the whole year's. Built on request, never kept. Its quarter, year and days
 * are the deductor business's, in its zone (protocol README, "The business's calendar").
 */
export const txnPayslipsForm24q = handleTxn(payslipsForm24qTxn, async ({ params, session, txn }, server) => {
  const { definition } = permittedTxn(server, session, 'payslips', payslipsForm24qTxn.name);
  const { financial_year: startYear, quarter } = params;
  if (startYear > lastIncomeTaxAct1961Year)
    throw new TxnError(quarter === 4 ? tdsMessages.form138FourthQuarter : tdsMessages.form138Quarters);
  const scope = listScope(definition, session.env, txn.target_swhandle);
  const partnersId = session.partnersId;
  const inScope = scopeSql(scope, session.env)('p');
  const timeZone = await zoneOfBusiness(server.db, partnersId);
  const annual =
    quarter === 4 ? await yearSalaryDetails(server.db, partnersId, startYear, inScope, timeZone) : null;
  const months = quarterMonths(startYear, quarter, timeZone);
  const deductor = await loadDeductor(server.db, partnersId);
  if (!deductor) throw new TxnError(tdsMessages.noTan);
  const { payslips, withoutTds } = await loadTdsPayslips(server.db, partnersId, months, inScope);
  const assembled = assembleForm24q({
    deductor,
    startYear,
    quarter,
    months,
    payslips,
    withoutTds,
    challans: await loadTdsChallans(server.db, partnersId, months),
    ...(annual ? { salaryDetails: annual.details } : {}),
    createdOn: businessDayKey(Date.now(), timeZone),
  });
  if ('refusal' in assembled) throw new TxnError(assembled.refusal);
  const text = form24q(assembled.statement);
  const record = {
    fileName: `24Q-${startYear}-${String(startYear + 1).slice(2)}-Q${quarter}.txt`,
    text,
    encoding: 'text' as const,
    rows: assembled.statement.challans.reduce((sum, challan) => sum + challan.deductions.length, 0),
    missing: [...assembled.missing, ...(annual?.missingPan ?? []).map((code) => `${code} (${startYear})`)],
  };
  return {
    records: [JSON.stringify(record)],
    filename: record.fileName,
    message: [
      record.missing.length ? `${tdsMessages.missingPan}: ${record.missing.join(', ')}` : '',
      assembled.withoutTds ? `${tdsMessages.withoutTds}: ${assembled.withoutTds}` : '',
      annual?.withoutTds ? `${tdsMessages.withoutTdsInYear}: ${annual.withoutTds}` : '',
      annual?.noBirthDay.length ? `${tdsMessages.noBirthDay}: ${annual.noBirthDay.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  };
});

/** Annexure II of the year: its employees' payslips, with the year's tax figures of each regime. */
async function yearSalaryDetails(
  db: Parameters<typeof loadAnnualEmployees>[0],
  partnersId: string,
  startYear: number,
  inScope: Parameters<typeof loadAnnualEmployees>[3],
  timeZone: string,
): Promise<AnnexureII> {
  const employees = await loadAnnualEmployees(db, partnersId, startYear, inScope, timeZone);
  const rates = await loadIncomeTaxRates(db);
  try {
    return annexureII(employees, startYear, (regime) => incomeTaxYear(rates, regime, `${startYear}-04-01`));
  } catch (error) {
    // a year no rate row covers: the refusal names the year and the regime
    throw new TxnError(error instanceof Error ? error.message : String(error));
  }
}
