import { type Kysely, sql } from 'kysely';

/**
 * Employees declare for themselves (issue #34; payroll README "Declarations"): a declaration
 * is `verified` once HR has checked it, and then locked for the employee. Until now only admin
 * and HR wrote the folder, so every row already stored is theirs and counts as verified. The
 * catalogue adds its columns only after migrations, so the column is made here for the rows
 * of a database whose table exists (a new database's table is the catalogue's, and has none).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{ found: number }>`select 1 as found from information_schema.tables
    where table_schema = current_schema() and table_name = 'tax_declarations'`.execute(db);
  if (!table.rows.length) return;
  await sql`alter table tax_declarations add column if not exists verified boolean`.execute(db);
  await sql`update tax_declarations set verified = true where verified is null`.execute(db);
}
