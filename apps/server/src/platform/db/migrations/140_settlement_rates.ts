import { type Kysely, sql } from 'kysely';
import { settlementRates } from '../migration-data/settlement-rates.js';

/**
 * Issue #34 items 5 and 6: the dated figures of leave encashment and the full-and-final
 * settlement's due day (settlements README "The rule").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const rate of settlementRates)
    await sql`insert into statutory_rates (code, effective_from, value, source)
      values (${rate.code}, ${`${rate.effective_from}T00:00:00+05:30`}::timestamptz, ${rate.value}, ${rate.source})`.execute(
      db,
    );
}
