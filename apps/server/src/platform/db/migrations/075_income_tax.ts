import { incomeTaxRates } from '@muster/payroll-rules/income-tax-rates';
import { type Kysely, sql } from 'kysely';

/**
 * TDS on salary (issue #34 item 1): the income-tax figures of each regime as dated rows
 * with their sources (a financial year reads the rows of the latest effective day on or
 * before its 1 April), and each employee's regime for a financial year (no row: the new
 * regime, the law's default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table income_tax_rates (
    regime text not null check (regime in ('new', 'old')),
    item text not null check (item in ('slab', 'surcharge', 'standard_deduction', 'rebate', 'rebate_marginal_relief', 'cess')),
    effective_from date not null,
    threshold numeric not null,
    value numeric not null,
    source text not null,
    primary key (regime, item, effective_from, threshold))`.execute(db);
  for (const row of incomeTaxRates)
    await sql`insert into income_tax_rates (regime, item, effective_from, threshold, value, source)
      values (${row.regime}, ${row.item}, ${row.effective_from}::date, ${row.threshold}, ${row.value}, ${row.source})`.execute(
      db,
    );
  await sql`create table employee_tax_regimes (
    employees_id uuid not null references employees (id),
    financial_year integer not null,
    regime text not null check (regime in ('new', 'old')),
    primary key (employees_id, financial_year))`.execute(db);
}
