import { defaultTaxRegime, type PayrollMonth, type PayslipInputs } from '@muster/payroll-rules';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { type EmployeeArrears, revisionArrears } from '../generate/revision-arrears.js';
import { loadArrearsSources } from './arrears.js';
import { loadEmployees, payslipEmployee } from './employees.js';
import { loadHistory } from './history.js';
import { loadIncomeTaxRates, loadTaxYears } from './income-tax.js';
import { loadMinimumWages } from './minimum-wages.js';
import { loadRates, loadTaxSlabs } from './statutory.js';
import { loadPayheads } from './structures.js';

/**
 * Every input of one employee's payslip for a month but its attendance (live pay, issue #32
 * item 4), read by the loaders generation reads a chunk with, so the browser's projection and
 * the generated payslip start from the same figures. `mayRead` is the reader's right to the
 * employee's payslips over a would-be payslip row (alias `payslip`: `employees_id`,
 * `partners_id`); an employee it may not read is null, as one that does not exist.
 */
export async function loadPayslipInputs(
  db: Kysely<Database>,
  employeeId: string,
  month: PayrollMonth,
  mayRead: (alias: string) => RawBuilder<boolean>,
): Promise<PayslipInputs | null> {
  const visible = await sql<{ id: string }>`select e.id from employees e
    cross join lateral (select e.id as employees_id, e.partners_id) as payslip
    where e.id = ${employeeId}::uuid and not e.deleted and ${mayRead('payslip')}`.execute(db);
  const [employee] = visible.rows.length ? await loadEmployees(db, [employeeId], month) : [];
  if (!employee) return null;
  const structureId = employee.salary_structures_id;
  const [rates, slabs, payheads, history, incomeTaxRates, taxYears, minimumWages] = await Promise.all([
    loadRates(db),
    loadTaxSlabs(db),
    loadPayheads(db, structureId ? [structureId] : []),
    loadHistory(db, [employeeId], month),
    loadIncomeTaxRates(db),
    loadTaxYears(db, [employeeId], month),
    loadMinimumWages(db),
  ]);
  // the arrears a revision makes this month's payslip pay, as generation computes them
  const sources = await loadArrearsSources(db, [employeeId], month);
  const owed = sources.size
    ? await revisionArrears(db, sources, { rates, slabs, incomeTaxRates })
    : new Map<string, EmployeeArrears>();
  const ofState = <Row extends { states_id: string | null }>(row: Row) =>
    row.states_id === null || row.states_id === employee.states_id;
  const taxYear = taxYears.get(employeeId);
  return {
    month: month.key,
    grossRate: employee.gross_salary,
    employee: payslipEmployee(employee, history.esiCovered.has(employeeId), month),
    payheads: (structureId && payheads.get(structureId)) || null,
    rates: rates.filter(ofState),
    slabs: slabs.filter(ofState),
    loans: history.loans.get(employeeId) ?? [],
    adjustments: history.adjustments.get(employeeId) ?? [],
    carried: history.carried.get(employeeId) ?? [],
    incomeTax: {
      rates: incomeTaxRates,
      regime: taxYear?.regime ?? defaultTaxRegime,
      salaryBefore: taxYear?.salaryBefore ?? 0,
      tdsBefore: taxYear?.tdsBefore ?? 0,
      professionalTaxBefore: taxYear?.professionalTaxBefore ?? 0,
      providentFundBefore: taxYear?.providentFundBefore ?? 0,
    },
    minimumWage: {
      rates: minimumWages.filter(ofState),
      states_id: employee.states_id,
      zone: employee.zone,
      skill: employee.skill,
    },
    payslipApproved: history.approved.has(employeeId),
    arrears: owed.get(employeeId)?.arrears ?? [],
  };
}
