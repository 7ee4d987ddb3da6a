import { incomeTaxEmployerNpsShares } from '@muster/payroll-rules/income-tax-rates';
import { type Kysely, sql } from 'kysely';

/**
 * s. 80CCD(2): the share of salary (basic + DA) up to which the employer's contribution to the
 * employee's pension account is deducted, in both regimes (10% old, 14% new from FY 2024-25, the
 * Finance (No. 2) Act 2024), as dated rows of `income_tax_rates` with their source (payroll
 * README "s. 80CCD(2)").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table income_tax_rates drop constraint income_tax_rates_item_check`.execute(db);
  await sql`alter table income_tax_rates add constraint income_tax_rates_item_check check (item in
    ('slab', 'surcharge', 'standard_deduction', 'rebate', 'rebate_marginal_relief', 'cess',
     'professional_tax_deduction', 'deduction_80c_cap',
     'deduction_80ccd_1b_cap', 'deduction_80d_cap', 'deduction_80d_senior_cap',
     'hra_rent_over_share', 'hra_metro_share', 'hra_other_share',
     'deduction_80d_parents_cap', 'deduction_80d_parents_senior_cap', 'deduction_80ccd_2_share'))`.execute(
    db,
  );
  for (const row of incomeTaxEmployerNpsShares)
    await sql`insert into income_tax_rates (regime, item, effective_from, threshold, value, source)
      values (${row.regime}, ${row.item}, ${row.effective_from}::date, ${row.threshold}, ${row.value}, ${row.source})`.execute(
      db,
    );
}
