import { type Kysely, sql } from 'kysely';
import { payrollToTheRupeeRates } from '../migration-data/payroll-to-the-rupee.js';

/**
 * Issue #30: the dated national figures the EPS age limit, the EPF admin minimum, the ESI
 * employee's exemption and the 50% deduction rule read (payroll README "Sources").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const rate of payrollToTheRupeeRates)
    await sql`insert into statutory_rates (code, effective_from, value, source)
      values (${rate.code}, ${`${rate.effective_from}T00:00:00+05:30`}::timestamptz, ${rate.value}, ${rate.source})`.execute(
      db,
    );
}
