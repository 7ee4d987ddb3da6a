import { type Kysely, sql } from 'kysely';

/**
 * Employees choose their own income-tax regime for a year (issue #34 item 1; payroll README
 * "The regime chosen by the employee"): a `tax_regimes` record is `verified` once HR has
 * checked it, and then locked for the employee. Until now only admin and HR wrote the folder,
 * so every row already stored is theirs and counts as verified. As migration 280 does for the
 * declarations, the column is made here for a database whose table exists (a new database's
 * table is the catalogue's, made after the migrations, and has no rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ found: number }>`select 1 as found from information_schema.tables
    where table_schema = current_schema() and table_name = 'tax_regimes'`.execute(db);
  if (!table.rows.length) return;
  await sql`alter table tax_regimes add column if not exists verified boolean`.execute(db);
  await sql`update tax_regimes set verified = true where verified is null`.execute(db);
}
