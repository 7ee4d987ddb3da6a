import {
  type EmployerNps,
  type HraMonth,
  type IncomeTaxRate,
  type PayrollMonth,
  payrollMonth,
  type TaxDeclarations,
  type TaxRegime,
  taxRegimes,
} from '@muster/payroll-rules';
import { financialYearOf } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { businessMonthSql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { loadTaxDeclarations } from './tax-declarations.js';

/** What TDS reads of an employee's financial year before the month. */
export interface TaxYearSoFar {
  /** The regime recorded for the year (folder `tax_regimes`), if any (none: the default). */
  regime: TaxRegime | null;
  /** Taxable salary of the year's earlier payslips (their `taxable_salary`, else their gross pay). */
  salaryBefore: number;
  /** TDS, professional tax and the employee's provident fund those payslips deducted. */
  tdsBefore: number;
  professionalTaxBefore: number;
  providentFundBefore: number;
  /** What the employee declared for the year (folder `tax_declarations`), in rupees; none when absent. */
  declared?: TaxDeclarations;
  /** HRA and basic + DA of those payslips, a month each (s. 10(13A) rule 2A); read where rent is declared. */
  hraBefore?: HraMonth[];
  /** The employer's pension contribution (structure lines `NPS_ER`) of those payslips and their basic + DA (s. 80CCD(2)); where there is one. */
  employerNpsBefore?: EmployerNps;
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
  // the year opens at the business's midnight of 1 April, as its payslips' months do
  const yearStart = payrollMonth(year.startYear, 4, month.timeZone).start;
  const [regimes, paid, declared] = await Promise.all([
    // the regime HR recorded for the year (folder tax_regimes); of two rows, the last changed
    sql<{ employees_id: string; regime: string }>`select distinct on (employees_id) employees_id, regime
      from tax_regimes
      where employees_id = any(${employeeIds}::uuid[]) and not deleted and financial_year = ${year.startYear}
      order by employees_id, last_modified desc`.execute(db),
    sql<{
      employees_id: string;
      salary: number;
      tds: number;
      pt: number;
      pf: number;
      nps: number;
      basic_da: number;
    }>`
      with slips as (
        select p.employees_id, p.itemized_pay_details as lines,
          coalesce((p.aggregate_pay_details ->> 'taxable_salary')::numeric, p.gross_pay, 0) as salary
        from payslips p
        where p.employees_id = any(${employeeIds}::uuid[]) and not p.deleted
          and p.payroll_month >= ${yearStart} and p.payroll_month < ${month.start}),
      counted as (
        select s.employees_id, line ->> 'code' as code, (line ->> 'amount')::numeric as amount
        from slips s cross join lateral jsonb_array_elements(case when jsonb_typeof(s.lines) = 'array'
          then s.lines else '[]'::jsonb end) as line
        where (line ->> 'source' = 'statutory' and line ->> 'code' in ('TDS', 'PT', 'EPF_EE'))
          or (line ->> 'source' = 'structure' and line ->> 'code' in ('NPS_ER', 'BASIC', 'DA')))
      select s.employees_id, s.salary::float8 as salary,
        coalesce((select sum(amount) from counted t where t.employees_id = s.employees_id and t.code = 'TDS'), 0)::float8 as tds,
        coalesce((select sum(amount) from counted t where t.employees_id = s.employees_id and t.code = 'PT'), 0)::float8 as pt,
        coalesce((select sum(amount) from counted t where t.employees_id = s.employees_id and t.code = 'EPF_EE'), 0)::float8 as pf,
        coalesce((select sum(amount) from counted t where t.employees_id = s.employees_id and t.code = 'NPS_ER'), 0)::float8 as nps,
        coalesce((select sum(amount) from counted t where t.employees_id = s.employees_id and t.code in ('BASIC', 'DA')), 0)::float8 as basic_da
      from (select employees_id, sum(salary) as salary from slips group by employees_id) s`.execute(db),
    loadTaxDeclarations(db, employeeIds, year.startYear, 1),
  ]);
  const years = new Map<string, TaxYearSoFar>();
  const yearOf = (id: string) => {
    const found = years.get(id) ?? {
      regime: null,
      salaryBefore: 0,
      tdsBefore: 0,
      professionalTaxBefore: 0,
      providentFundBefore: 0,
    };
    years.set(id, found);
    return found;
  };
  for (const row of regimes.rows)
    yearOf(row.employees_id).regime = taxRegimes.find((regime) => regime === row.regime) ?? null;
  for (const [id, declarations] of declared) yearOf(id).declared = declarations;
  const renting = [...declared].filter(([, declarations]) => declarations.rents?.length).map(([id]) => id);
  const hraMonths = renting.length ? (await loadHraMonths(db, renting, yearStart, month.start)).rows : [];
  for (const row of hraMonths) {
    const soFar = yearOf(row.employees_id);
    soFar.hraBefore = [...(soFar.hraBefore ?? []), { month: row.month, hra: row.hra, salary: row.salary }];
  }
  for (const row of paid.rows)
    Object.assign(yearOf(row.employees_id), {
      salaryBefore: row.salary,
      tdsBefore: row.tds,
      professionalTaxBefore: row.pt,
      providentFundBefore: row.pf,
      ...(row.nps > 0 && { employerNpsBefore: { contribution: row.nps, salary: row.basic_da } }),
    });
  return years;
}

/**
 * The HRA and rule 2A's salary (basic + DA, the structure's lines `HRA`, `BASIC`, `DA`) of each
 * payslip of the employees from `from` to before `to`, a month each: what s. 10(13A) counts of
 * the months already paid (payroll README "HRA").
 */
export const loadHraMonths = (db: Kysely<Database>, employeeIds: readonly string[], from: Date, to: Date) =>
  sql<{ employees_id: string; month: string; hra: number; salary: number }>`
    select p.employees_id, ${businessMonthSql(sql.ref('p.payroll_month'), zoneOfPartnerSql('p.partners_id'))} as month,
      coalesce(sum((line ->> 'amount')::numeric) filter (where line ->> 'code' = 'HRA'), 0)::float8 as hra,
      coalesce(sum((line ->> 'amount')::numeric) filter (where line ->> 'code' in ('BASIC', 'DA')), 0)::float8 as salary
    from payslips p
    cross join lateral jsonb_array_elements(case when jsonb_typeof(p.itemized_pay_details) = 'array'
      then p.itemized_pay_details else '[]'::jsonb end) as line
    where p.employees_id = any(${employeeIds}::uuid[]) and not p.deleted
      and p.payroll_month >= ${from} and p.payroll_month < ${to} and line ->> 'source' = 'structure'
    group by p.employees_id, p.payroll_month, p.partners_id
    order by p.employees_id, p.payroll_month`.execute(db);
