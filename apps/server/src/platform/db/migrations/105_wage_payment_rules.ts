import { type Kysely, sql } from 'kysely';
import { wagePaymentRules } from '../migration-data/wage-payment-rules.js';

/**
 * Issue #33 item 4: the days after a wage month its wages must be paid by, as dated rows of
 * `compliance_rules` (migration 080) with their sources. The payment day itself is the
 * payslips folder's `paid_on`, which the catalogue adds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const row of wagePaymentRules)
    await sql`insert into compliance_rules (code, value, effective_from, source)
      values (${row.code}, ${row.value}, ${row.effective_from}::date, ${row.source})`.execute(db);
}
