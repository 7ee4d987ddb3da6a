import { financialYearOf } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { type IncomeTaxRate, type TaxRegime, taxRegimes } from '../rules/income-tax/index.js';
import { type PayrollMonth, payrollMonth } from '../rules/index.js';

/** What TDS reads of an employee's financial year before the month. */
export interface TaxYearSoFar {
  /** The regime recorded for the year, if any (none: the default). */
  regime: TaxRegime | null;
  /** Taxable salary of the year's earlier payslips (their `taxable_salary`, else their gross pay). */
  salaryBefore: number;
  /** TDS those payslips deducted. */
  tdsBefore: number;
}

/** Every income-tax figure (migration 075). */
export async function loadIncomeTaxRates(db: Kysely<Database>): Promise<IncomeTaxRate[]> {
  const rows = await sql<{
    regime: string;
    item: string;
    effective_from: string;
    threshold: string;
    value: string;
  }>`
    select regime, item, to_char(effective_from, 'YYYY-MM-DD') as effective_from,
      threshold::text as threshold, value::text as value from income_tax_rates`.execute(db);
  return rows.rows.map((row) => ({
    regime: row.regime as TaxRegime,
    item: row.item as IncomeTaxRate['item'],
    effective_from: row.effective_from,
    threshold: Number(row.threshold),
    value: Number(row.value),
  }));
}

/**
 * Each employee's financial year up to the month: the regime recorded for it, and what the
 * year's earlier payslips paid and deducted as TDS (a payslip of the month itself, being
 * regenerated, is not counted).
 */
export async function loadTaxYears(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  month: PayrollMonth,
): Promise<Map<string, TaxYearSoFar>> {
  const year = financialYearOf(month.firstDay);
  const yearStart = payrollMonth(year.startYear, 4).start;
  const [regimes, paid] = await Promise.all([
    sql<{ employees_id: string; regime: string }>`select employees_id, regime from employee_tax_regimes
      where employees_id = any(${employeeIds}::uuid[]) and financial_year = ${year.startYear}`.execute(db),
    sql<{ employees_id: string; salary: number; tds: number }>`
      select p.employees_id,
        sum(coalesce((p.aggregate_pay_details ->> 'taxable_salary')::numeric, p.gross_pay, 0))::float8 as salary,
        coalesce(sum((select sum((line ->> 'amount')::numeric)
          from jsonb_array_elements(case when jsonb_typeof(p.itemized_pay_details) = 'array'
            then p.itemized_pay_details else '[]'::jsonb end) as line
          where line ->> 'code' = 'TDS' and line ->> 'source' = 'statutory')), 0)::float8 as tds
      from payslips p
      where p.employees_id = any(${employeeIds}::uuid[]) and not p.deleted
        and p.payroll_month >= ${yearStart} and p.payroll_month < ${month.start}
      group by p.employees_id`.execute(db),
  ]);
  const years = new Map<string, TaxYearSoFar>();
  const yearOf = (id: string) => {
    const found = years.get(id) ?? { regime: null, salaryBefore: 0, tdsBefore: 0 };
    years.set(id, found);
    return found;
  };
  for (const row of regimes.rows)
    yearOf(row.employees_id).regime = taxRegimes.find((regime) => regime === row.regime) ?? null;
  for (const row of paid.rows)
    Object.assign(yearOf(row.employees_id), { salaryBefore: row.salary, tdsBefore: row.tds });
  return years;
}
