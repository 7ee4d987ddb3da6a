import { type Kysely, sql } from 'kysely';
import { tdsRates } from '../migration-data/tds-rates.js';

/**
 * The TDS rates the principal employer deducts when it pays a contractor's invoice (issue
 * #31 item 8), as dated rows with their sources: a payment reads the row in force on its
 * day, so a new rate is a new row from its day, never a change of code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table tds_rates (
    section text not null,
    payee text not null,
    rate numeric not null,
    effective_from date not null,
    source text not null,
    primary key (section, payee, effective_from))`.execute(db);
  for (const row of tdsRates)
    await sql`insert into tds_rates (section, payee, rate, effective_from, source)
      values (${row.section}, ${row.payee}, ${row.rate}, ${row.effective_from}::date, ${row.source})`.execute(
      db,
    );
}
