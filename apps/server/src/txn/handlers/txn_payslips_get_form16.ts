import { incomeTaxYear, taxRegimes } from '@muster/payroll-rules';
import { lastIncomeTaxAct1961Year, payslipsGetForm16Txn, tdsMessages } from '@muster/protocol';
import { loadForm16 } from '../../domain/payroll/form-16/load.js';
import { renderForm16 } from '../../domain/payroll/form-16/render.js';
import { form16PartB } from '../../domain/payroll/form-16/rules/part-b.js';
import { loadIncomeTaxRates } from '../../domain/payroll/load/income-tax.js';
import { loadTaxDeclarations } from '../../domain/payroll/load/tax-declarations.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { documentReply } from '../documents/document-reply.js';
import { handleTxn } from '../types.js';

/**
 * Form 16 Part B of an employee for a financial year (issue #34 item 2), HTML or PDF, from the
 * year's approved payslips the user's payslips list shows (the policy's rows, in SQL): the
 * employee its own, HR and admin their business's; anyone else's is not found.
 */
export const txnPayslipsGetForm16 = handleTxn(
  payslipsGetForm16Txn,
  async ({ params, session, txn }, server) => {
    const { definition } = permittedTxn(server, session, 'payslips', payslipsGetForm16Txn.name);
    const scope = listScope(definition, session.env, txn.target_swhandle);
    const employeesId = params.employees_id ?? session.employeesId;
    const year = params.financial_year;
    if (year > lastIncomeTaxAct1961Year) throw new TxnError(tdsMessages.form130);
    const source = await loadForm16(server.db, employeesId, year, scopeSql(scope, session.env)('p'));
    if (!source) throw new TxnError(`${tdsMessages.noForm16}: ${year}-${String(year + 1).slice(2)}`);
    const lastRegime = source.payslips.at(-1)?.totals.income_tax?.regime;
    const regime = taxRegimes.find((known) => known === lastRegime) ?? 'new';
    const rates = await loadIncomeTaxRates(server.db);
    let taxYear: ReturnType<typeof incomeTaxYear>;
    try {
      taxYear = incomeTaxYear(rates, regime, `${year}-04-01`);
    } catch (error) {
      // a year no rate row covers: the refusal names the year and the regime
      throw new TxnError(error instanceof Error ? error.message : String(error));
    }
    // the employee's declarations, read once the payslips scope admitted the employee
    const declared = (await loadTaxDeclarations(server.db, [employeesId], year, 100)).get(employeesId);
    const figures = form16PartB(source.payslips, taxYear, declared);
    const document = renderForm16(source, figures, year, params.language);
    return documentReply(server, `${employeesId}/${year}`, params.format, document);
  },
);
