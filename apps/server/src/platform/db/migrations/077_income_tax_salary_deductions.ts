import { incomeTaxSalaryDeductions } from '@muster/payroll-rules/income-tax-rates';
import { type Kysely, sql } from 'kysely';

/**
 * TDS under the old regime (issue #34 item 1): the deductions payroll itself knows of, as
 * dated rows of `income_tax_rates` — professional tax (s. 16(iii)) and the employee's
 * provident fund within s. 80C's limit; the new regime allows neither (s. 115BAC(2)).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table income_tax_rates drop constraint income_tax_rates_item_check`.execute(db);
  await sql`alter table income_tax_rates add constraint income_tax_rates_item_check check (item in
    ('slab', 'surcharge', 'standard_deduction', 'rebate', 'rebate_marginal_relief', 'cess',
     'professional_tax_deduction', 'deduction_80c_cap'))`.execute(db);
  for (const row of incomeTaxSalaryDeductions)
    await sql`insert into income_tax_rates (regime, item, effective_from, threshold, value, source)
      values (${row.regime}, ${row.item}, ${row.effective_from}::date, ${row.threshold}, ${row.value}, ${row.source})`.execute(
      db,
    );
}
