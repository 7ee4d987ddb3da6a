import { incomeTaxHraShares } from '@muster/payroll-rules/income-tax-rates';
import { type Kysely, sql } from 'kysely';

/**
 * Rule 2A's fractions of salary for the house rent allowance exempt u/s 10(13A) (issue #34
 * item 1): 10% of salary off the rent, at most 50% of it in a metro city, 40% elsewhere, as
 * dated rows of `income_tax_rates` (old regime only; payroll README "HRA").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table income_tax_rates drop constraint income_tax_rates_item_check`.execute(db);
  await sql`alter table income_tax_rates add constraint income_tax_rates_item_check check (item in
    ('slab', 'surcharge', 'standard_deduction', 'rebate', 'rebate_marginal_relief', 'cess',
     'professional_tax_deduction', 'deduction_80c_cap',
     'deduction_80ccd_1b_cap', 'deduction_80d_cap', 'deduction_80d_senior_cap',
     'hra_rent_over_share', 'hra_metro_share', 'hra_other_share'))`.execute(db);
  for (const row of incomeTaxHraShares)
    await sql`insert into income_tax_rates (regime, item, effective_from, threshold, value, source)
      values (${row.regime}, ${row.item}, ${row.effective_from}::date, ${row.threshold}, ${row.value}, ${row.source})`.execute(
      db,
    );
}
