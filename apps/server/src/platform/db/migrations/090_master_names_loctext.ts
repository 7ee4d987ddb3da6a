import { type Kysely, sql } from 'kysely';

/**
 * Departments, designations (products), jobs, sites and shifts name themselves in every
 * interface language (issue #27 item 10): their `name` becomes a loctext (jsonb). A deployed
 * database keeps each name as its English text, `{"eng": name}`; a name that was empty stays
 * null. On a new database the tables do not exist yet (the catalogue creates them after the
 * migrations, already as jsonb), so nothing is done.
 */
export const loctextMasters = ['departments', 'products', 'jobs', 'sites', 'shifts'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await namesBecomeLoctext(db, loctextMasters);
}

/** Each table's text `name` becomes a loctext, the text kept as its English; a later migration's too. */
export async function namesBecomeLoctext(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const column = await sql<{ data_type: string }>`select data_type from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and column_name = 'name'`.execute(db);
    if (column.rows[0]?.data_type !== 'text') continue;
    await sql`alter table ${sql.table(table)} alter column name type jsonb
      using case when nullif(name, '') is null then null else jsonb_build_object('eng', name) end`.execute(
      db,
    );
  }
}
