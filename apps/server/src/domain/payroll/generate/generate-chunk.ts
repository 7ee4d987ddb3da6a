import {
  computePayslip,
  defaultTaxRegime,
  type IncomeTaxYear,
  incomeTaxYear,
  type MinimumWageRate,
  type MonthRules,
  monthRules,
  type PayrollMonth,
  type PayslipTotals,
  payslipBelowMinimum,
  rupees,
  type TaxRegime,
} from '@muster/payroll-rules';
import { financialYearOf, type PayslipProgressItem, payrollMessages } from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { loadArrearsSources } from '../load/arrears.js';
import { loadApprovedAttendance } from '../load/attendance.js';
import { loadEmployees, type PayrollEmployee, payslipEmployee } from '../load/employees.js';
import { loadHistory } from '../load/history.js';
import { loadIncomeTaxRates, loadTaxYears } from '../load/income-tax.js';
import { loadMinimumWages } from '../load/minimum-wages.js';
import { loadRates, loadTaxSlabs } from '../load/statutory.js';
import { loadStructures } from '../load/structures.js';
import { type EmployeeArrears, revisionArrears } from './revision-arrears.js';
import { type ComputedPayslip, writePayslips } from './write-payslips.js';

/** One employee's outcome: the item a progress frame carries, and its error. */
export interface PayslipOutcome {
  item: PayslipProgressItem;
  error: string | null;
}

const nameOf = (employee: PayrollEmployee) =>
  [employee.first_name?.eng, employee.last_name?.eng].filter(Boolean).join(' ') || employee.code;
const refused = (why: string) => `${payrollMessages.notGenerated}: ${why}`;

/**
 * Generates the payslips of some employees for a month: reads every input of the chunk in
 * a few statements, computes each payslip, writes them together, and answers one outcome
 * per employee in the order given. A statutory rate missing for the month refuses every
 * employee of the chunk with the message naming it, and nothing is written.
 */
export async function generateChunk(
  db: Kysely<Database>,
  month: PayrollMonth,
  employeeIds: readonly string[],
): Promise<PayslipOutcome[]> {
  const employees = await loadEmployees(db, employeeIds, month);
  const ids = employees.map((employee) => employee.id);
  const structureIds = [...new Set(employees.flatMap((employee) => employee.salary_structures_id ?? []))];
  const [
    rates,
    slabs,
    structures,
    attendance,
    history,
    incomeTaxRates,
    taxYears,
    minimumWages,
    arrearsSources,
  ] = await Promise.all([
    loadRates(db),
    loadTaxSlabs(db),
    loadStructures(db, structureIds),
    loadApprovedAttendance(db, ids, month),
    loadHistory(db, ids, month),
    loadIncomeTaxRates(db),
    loadTaxYears(db, ids, month),
    loadMinimumWages(db),
    loadArrearsSources(db, ids, month),
  ]);
  // arrears of salary revisions dated before the month, for the employees who have one
  const arrears = arrearsSources.size
    ? await revisionArrears(db, arrearsSources, { rates, slabs, incomeTaxRates })
    : new Map<string, EmployeeArrears>();
  const financialYear = financialYearOf(month.firstDay);
  let rules: MonthRules;
  try {
    rules = monthRules(rates, month);
  } catch (error) {
    const why = refused(error instanceof Error ? error.message : String(error));
    return employees.map((employee) => ({
      item: itemOf(employee, null, undefined, null, undefined),
      error: why,
    }));
  }
  // the income-tax year is the chunk's, one per regime: looked up per payslip it filtered the
  // whole rate table each time (tests/bench/payroll README, 28 November 2026 profile)
  const yearOfRegime = perRegimeTaxYear(incomeTaxRates, financialYear.firstDay);
  const computed: ComputedPayslip[] = [];
  const errors = new Map<string, string>();
  for (const employee of employees) {
    const structure = employee.salary_structures_id
      ? structures.get(employee.salary_structures_id)
      : undefined;
    if (history.approved.has(employee.id)) errors.set(employee.id, refused(payrollMessages.payslipApproved));
    else if (!structure || !employee.salary_structures_id)
      errors.set(employee.id, refused(payrollMessages.noStructure));
    else if ('problems' in structure)
      errors.set(
        employee.id,
        refused(`${payrollMessages.structureErrors} (${structure.problems.join('; ')})`),
      );
    else if (!employee.gross_salary || employee.gross_salary <= 0)
      errors.set(employee.id, refused(payrollMessages.noGross));
    else {
      try {
        const taxYear = taxYears.get(employee.id);
        const { lines, totals } = computePayslip({
          month,
          rules,
          rates,
          slabs,
          structure,
          employee: {
            grossRate: employee.gross_salary,
            ...payslipEmployee(employee, history.esiCovered.has(employee.id), month),
          },
          attendance: attendance.get(employee.id) ?? {
            payableDays: 0,
            workingDays: 0,
            overtimeMinutes: 0,
            daysPaid: 0,
            leaveDays: 0,
          },
          loans: history.loans.get(employee.id) ?? [],
          adjustments: history.adjustments.get(employee.id) ?? [],
          carried: history.carried.get(employee.id) ?? [],
          arrears: arrears.get(employee.id)?.arrears ?? [],
          incomeTax: {
            // a year without income-tax rates refuses the payslip, naming the year
            year: yearOfRegime(taxYear?.regime ?? defaultTaxRegime),
            salaryBefore: taxYear?.salaryBefore ?? 0,
            tdsBefore: taxYear?.tdsBefore ?? 0,
            professionalTaxBefore: taxYear?.professionalTaxBefore ?? 0,
            providentFundBefore: taxYear?.providentFundBefore ?? 0,
            ...(taxYear?.declared && { declared: taxYear.declared }),
            ...(taxYear?.hraBefore && { hraBefore: taxYear.hraBefore }),
          },
        });
        computed.push({
          employees_id: employee.id,
          partners_id: employee.partners_id,
          code: employee.code,
          departments_id: employee.departments_id,
          employee_type: employee.employee_type,
          salary_structures_id: employee.salary_structures_id,
          lines,
          totals,
        });
      } catch (error) {
        errors.set(employee.id, refused(error instanceof Error ? error.message : String(error)));
      }
    }
  }
  const written = await writePayslips(db, month, computed);
  const totalsOf = new Map(computed.map((payslip) => [payslip.employees_id, payslip.totals]));
  return employees.map((employee) => {
    const id = written.get(employee.id) ?? null;
    // approved between the read and the write: the statement left it alone
    const error = errors.get(employee.id) ?? (id ? null : refused(payrollMessages.payslipApproved));
    const totals = id ? totalsOf.get(employee.id) : undefined;
    return {
      item: itemOf(
        employee,
        id,
        totals,
        totals ? belowMinimum(employee, totals, minimumWages, month) : null,
        arrears.get(employee.id),
      ),
      error,
    };
  });
}

/**
 * The income-tax year of a regime, looked up once per chunk and regime; a regime without the
 * year's rates throws on each payslip that asks for it, as the lookup itself does, so each of
 * those employees is refused naming the year while the others are generated.
 */
function perRegimeTaxYear(
  rates: Parameters<typeof incomeTaxYear>[0],
  firstDay: string,
): (regime: TaxRegime) => IncomeTaxYear {
  const years = new Map<TaxRegime, IncomeTaxYear | Error>();
  return (regime) => {
    let year = years.get(regime);
    if (!year) {
      try {
        year = incomeTaxYear(rates, regime, firstDay);
      } catch (error) {
        year = error instanceof Error ? error : new Error(String(error));
      }
      years.set(regime, year);
    }
    if (year instanceof Error) throw year;
    return year;
  };
}

/**
 * The payslip's wages against the minimum in force for the employee's skill and zone (issue
 * #33 item 3), flagged in the result table: the minimum due and the wages paid, as rupees.
 */
function belowMinimum(
  employee: PayrollEmployee,
  totals: PayslipTotals,
  rates: readonly MinimumWageRate[],
  month: PayrollMonth,
): PayslipProgressItem['below_minimum'] {
  const below = payslipBelowMinimum(employee, totals, rates, month);
  return below ? { due: rupees(below.due_paise), paid: rupees(below.paid_paise) } : null;
}

const itemOf = (
  employee: PayrollEmployee,
  payslipId: string | null,
  totals: { net_pay: number; payable_days: number } | undefined,
  below: PayslipProgressItem['below_minimum'],
  owed: EmployeeArrears | undefined,
): PayslipProgressItem => ({
  employees_id: employee.id,
  code: employee.code,
  name: nameOf(employee),
  payslips_id: payslipId,
  net_pay: totals?.net_pay ?? null,
  payable_days: totals?.payable_days ?? null,
  below_minimum: below,
  arrears:
    payslipId && owed?.arrears.length
      ? {
          months: owed.arrears.map((month) => month.month),
          amount: rupees(
            owed.arrears.reduce(
              (paise, month) =>
                paise + month.earnings.reduce((sum, earning) => sum + Math.round(earning.amount * 100), 0),
              0,
            ),
          ),
        }
      : null,
  arrears_unpaid: owed?.unpaid ?? [],
});
