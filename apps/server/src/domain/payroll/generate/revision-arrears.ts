import {
  arrearsOfMonth,
  type CompiledStructure,
  computePayslip,
  type DatedRate,
  defaultTaxRegime,
  type IncomeTaxRate,
  incomeTaxYear,
  lineNameIn,
  type MonthArrears,
  monthRules,
  type NoArrears,
  type PayrollAdjustment,
  type PayrollMonth,
  type PayslipAttendance,
  type PayslipLine,
  paysArrears,
  type TaxSlab,
} from '@muster/payroll-rules';
import { financialYearOf } from '@muster/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { ArrearsSource, PaidPayslip } from '../load/arrears.js';
import { loadApprovedAttendance } from '../load/attendance.js';
import { loadEmployees, type PayrollEmployee, payslipEmployee } from '../load/employees.js';
import { loadStructures } from '../load/structures.js';

/** An employee's arrears for the run's payslip, and the months a revision reaches that pay none, with why. */
export interface EmployeeArrears {
  arrears: MonthArrears[];
  unpaid: { month: string; why: NoArrears | 'no_rate' }[];
}

/** The additions a paid payslip made, so its month is recomputed on the same bases. */
const additionsOf = (lines: readonly PayslipLine[]): PayrollAdjustment[] =>
  lines
    .filter((line) => line.source === 'adjustment' && line.kind === 'earning')
    .map((line) => ({
      id: line.ref ?? line.code,
      adjustment_type: 'addition',
      kind: line.adjustment_kind ?? null,
      arrears_month: line.arrears_month ?? null,
      amount: line.amount,
      // an adjustment's line is named by its reason, one text
      reason: lineNameIn(line.name, 'eng'),
    }));

/**
 * The arrears each revised employee of a chunk is owed (payroll README "Arrears of a salary
 * revision"): each month a revision reaches is recomputed with its own rules, attendance
 * and approved payslip's additions at the rate in force in it now, and compared with that
 * payslip. A month without an approved payslip, or whose rate cannot be computed, pays none
 * and says why.
 */
export async function revisionArrears(
  db: Kysely<Database>,
  sources: Map<string, ArrearsSource>,
  inputs: {
    rates: readonly DatedRate[];
    slabs: readonly TaxSlab[];
    incomeTaxRates: readonly IncomeTaxRate[];
  },
): Promise<Map<string, EmployeeArrears>> {
  const byMonth = new Map<string, { month: PayrollMonth; ids: string[] }>();
  const owed = new Map<string, EmployeeArrears>();
  for (const [id, source] of sources) {
    const result: EmployeeArrears = { arrears: [], unpaid: [] };
    owed.set(id, result);
    for (const month of source.months) {
      const paid = source.paid.get(month.key);
      if (!paid) result.unpaid.push({ month: month.key, why: 'no_payslip' });
      else if (!paid.approved) result.unpaid.push({ month: month.key, why: 'not_approved' });
      else {
        const entry = byMonth.get(month.key) ?? { month, ids: [] };
        entry.ids.push(id);
        byMonth.set(month.key, entry);
      }
    }
  }
  const ordered = [...byMonth.values()].sort((a, b) => a.month.key.localeCompare(b.month.key));
  const loaded = await Promise.all(
    ordered.map(async ({ month, ids }) => {
      const [employees, attendance] = await Promise.all([
        loadEmployees(db, ids, month),
        loadApprovedAttendance(db, ids, month),
      ]);
      return { month, employees, attendance };
    }),
  );
  const structureIds = [
    ...new Set(loaded.flatMap(({ employees }) => employees.flatMap((e) => e.salary_structures_id ?? []))),
  ];
  const structures = await loadStructures(db, structureIds);
  for (const { month, employees, attendance } of loaded) {
    for (const employee of employees) {
      const result = owed.get(employee.id);
      const paid = sources.get(employee.id)?.paid.get(month.key);
      if (!result || !paid) continue;
      const source = sources.get(employee.id);
      const settled = source?.settled.get(month.key) ?? [];
      const outcome = recomputed(employee, month, paid, settled, {
        ...inputs,
        announced: source?.announced.get(month.key) ?? month.key,
        structure: employee.salary_structures_id ? structures.get(employee.salary_structures_id) : undefined,
        attendance: attendance.get(employee.id),
      });
      if (typeof outcome === 'string') result.unpaid.push({ month: month.key, why: outcome });
      else if (paysArrears(outcome)) result.arrears.push(outcome);
    }
  }
  return owed;
}

/** One month recomputed at the revised rate and compared with its payslip. */
function recomputed(
  employee: PayrollEmployee,
  month: PayrollMonth,
  paid: PaidPayslip,
  settled: readonly MonthArrears[],
  inputs: {
    rates: readonly DatedRate[];
    slabs: readonly TaxSlab[];
    incomeTaxRates: readonly IncomeTaxRate[];
    /** The month (`YYYY-MM`) the revision in force in `month` was announced in. */
    announced: string;
    structure: CompiledStructure | { problems: string[] } | undefined;
    attendance: PayslipAttendance | undefined;
  },
): MonthArrears | NoArrears | 'no_rate' {
  const { structure, attendance } = inputs;
  if (!structure || 'problems' in structure || !employee.gross_salary || !attendance) return 'no_rate';
  try {
    const rules = monthRules(inputs.rates, month);
    const revised = computePayslip({
      month,
      rules,
      rates: inputs.rates,
      slabs: inputs.slabs,
      structure,
      // the month's ESI coverage stays as it was: arrears do not decide it (ESI Act s. 2(9) proviso)
      employee: {
        grossRate: employee.gross_salary,
        ...payslipEmployee(employee, paid.totals.esi_covered === true, month),
      },
      attendance,
      loans: [],
      adjustments: additionsOf(paid.lines),
      carried: [],
      // its TDS is not compared: arrears are taxed as salary of the year paid (s. 15(b))
      incomeTax: {
        year: incomeTaxYear(
          inputs.incomeTaxRates,
          defaultTaxRegime,
          financialYearOf(month.firstDay).firstDay,
        ),
        salaryBefore: 0,
        tdsBefore: 0,
        professionalTaxBefore: 0,
        providentFundBefore: 0,
      },
    });
    return arrearsOfMonth(month.key, paid, revised, rules, settled, inputs.announced);
  } catch {
    return 'no_rate';
  }
}
