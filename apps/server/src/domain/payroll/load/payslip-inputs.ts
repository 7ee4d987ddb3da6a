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
 * Every input of employees' payslips for a month but their attendance (live pay, issue #32
 * item 4), read by the loaders generation reads a chunk with, so the browser's projection and
 * the generated payslip start from the same figures. `mayRead` is the reader's right to an
 * employee's payslips over a would-be payslip row (alias `payslip`: `employees_id`,
 * `partners_id`); an employee it may not read is left out, as one that does not exist.
 */
export async function loadPayslipInputs(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  month: PayrollMonth,
  mayRead: (alias: string) => RawBuilder<boolean>,
): Promise<PayslipInputs[]> {
  const visible = await sql<{ id: string }>`select e.id from employees e
    cross join lateral (select e.id as employees_id, e.partners_id) as payslip
    where e.id = any(${[...employeeIds]}::uuid[]) and not e.deleted and ${mayRead('payslip')}`.execute(db);
  const ids = visible.rows.map((row) => row.id);
  const employees = ids.length ? await loadEmployees(db, ids, month) : [];
  if (!employees.length) return [];
  const structures = [...new Set(employees.flatMap((employee) => employee.salary_structures_id ?? []))];
  const [rates, slabs, payheads, history, incomeTaxRates, taxYears, minimumWages] = await Promise.all([
    loadRates(db),
    loadTaxSlabs(db),
    loadPayheads(db, structures),
    loadHistory(db, ids, month),
    loadIncomeTaxRates(db),
    loadTaxYears(db, ids, month),
    loadMinimumWages(db),
  ]);
  // the arrears a revision makes this month's payslip pay, as generation computes them
  const sources = await loadArrearsSources(db, ids, month);
  const owed = sources.size
    ? await revisionArrears(db, sources, { rates, slabs, incomeTaxRates })
    : new Map<string, EmployeeArrears>();
  return employees.map((employee): PayslipInputs => {
    const ofState = <Row extends { states_id: string | null }>(row: Row) =>
      row.states_id === null || row.states_id === employee.states_id;
    const structureId = employee.salary_structures_id;
    const taxYear = taxYears.get(employee.id);
    return {
      employees_id: employee.id,
      month: month.key,
      timeZone: month.timeZone,
      grossRate: employee.gross_salary,
      employee: payslipEmployee(employee, history.esiCovered.has(employee.id), month),
      payheads: (structureId && payheads.get(structureId)) || null,
      rates: rates.filter(ofState),
      slabs: slabs.filter(ofState),
      loans: history.loans.get(employee.id) ?? [],
      adjustments: history.adjustments.get(employee.id) ?? [],
      carried: history.carried.get(employee.id) ?? [],
      incomeTax: {
        rates: incomeTaxRates,
        regime: taxYear?.regime ?? defaultTaxRegime,
        salaryBefore: taxYear?.salaryBefore ?? 0,
        tdsBefore: taxYear?.tdsBefore ?? 0,
        professionalTaxBefore: taxYear?.professionalTaxBefore ?? 0,
        providentFundBefore: taxYear?.providentFundBefore ?? 0,
        ...(taxYear?.declared && { declared: taxYear.declared }),
        ...(taxYear?.hraBefore && { hraBefore: taxYear.hraBefore }),
        ...(taxYear?.employerNpsBefore && { employerNpsBefore: taxYear.employerNpsBefore }),
      },
      minimumWage: {
        rates: minimumWages.filter(ofState),
        states_id: employee.states_id,
        zone: employee.zone,
        skill: employee.skill,
      },
      payslipApproved: history.approved.has(employee.id),
      arrears: owed.get(employee.id)?.arrears ?? [],
    };
  });
}
