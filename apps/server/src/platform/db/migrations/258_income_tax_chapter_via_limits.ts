import { incomeTaxChapterVIALimits } from '@muster/payroll-rules/income-tax-rates';
import { type Kysely, sql } from 'kysely';

/**
 * The Chapter VI-A limits as dated rows of `income_tax_rates` (issue #34 item 1): s. 80CCD(1B)
 * and s. 80D (and its senior citizen's limit) were constants of payroll-rules' `chapter-via.ts`;
 * the project's rule is that ceilings are dated data with their source, like the slabs
 * (migration 075) and s. 80CCE's cap (migration 077). Old regime only (s. 115BAC(2)).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table income_tax_rates drop constraint income_tax_rates_item_check`.execute(db);
  await sql`alter table income_tax_rates add constraint income_tax_rates_item_check check (item in
    ('slab', 'surcharge', 'standard_deduction', 'rebate', 'rebate_marginal_relief', 'cess',
     'professional_tax_deduction', 'deduction_80c_cap',
     'deduction_80ccd_1b_cap', 'deduction_80d_cap', 'deduction_80d_senior_cap'))`.execute(db);
  for (const row of incomeTaxChapterVIALimits)
    await sql`insert into income_tax_rates (regime, item, effective_from, threshold, value, source)
      values (${row.regime}, ${row.item}, ${row.effective_from}::date, ${row.threshold}, ${row.value}, ${row.source})`.execute(
      db,
    );
}
