import { type Kysely, sql } from 'kysely';
import { gratuityBonusRates } from '../migration-data/gratuity-bonus-rates.js';

/**
 * Issue #34 items 3 and 4: the dated national figures gratuity and statutory bonus read
 * (payroll README "Gratuity", "Statutory bonus").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const rate of gratuityBonusRates)
    await sql`insert into statutory_rates (code, effective_from, value, source)
      values (${rate.code}, ${`${rate.effective_from}T00:00:00+05:30`}::timestamptz, ${rate.value}, ${rate.source})`.execute(
      db,
    );
}
