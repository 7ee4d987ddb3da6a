import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

type Db = Kysely<Database>;

/**
 * The time a write stamps on a row: milliseconds, as JSON carries them, so the value a
 * client read compares equal; never earlier than the stamp it replaces.
 */
const writeStamp = sql`date_trunc('milliseconds', clock_timestamp())`;

/**
 * Inserts any number of rows in one statement: the rows travel as one JSON parameter
 * and PostgreSQL casts each value to its column's type (range literals, uuid arrays,
 * jsonb objects). Columns absent from `columns` take their defaults. With `inOrder`, each
 * row's creation_date is a microsecond after the one before it: clock_timestamp() gives rows
 * of one statement the same microsecond often enough, and detail rows list by creation_date.
 */
export async function insertJsonRows(
  db: Db,
  table: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  { inOrder = false } = {},
): Promise<{ id: string; last_modified: string }[]> {
  if (!rows.length) return [];
  const names = sql.join([
    ...columns.map((column) => sql.id(column)),
    ...(inOrder ? [sql.id('creation_date')] : []),
    sql.id('last_modified'),
  ]);
  const picked = sql.join([
    ...columns.map((column) => sql.ref(`r.${column}`)),
    ...(inOrder ? [sql`clock_timestamp() + (r.ordinality - 1) * interval '1 microsecond'`] : []),
    writeStamp,
  ]);
  const source = sql`jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)`;
  const result = await sql<{ id: string; last_modified: Date }>`
    insert into ${sql.table(table)} (${names})
    select ${picked}
    from ${inOrder ? sql`${source} with ordinality as r` : sql`${source} as r`}
    returning id, last_modified`.execute(db);
  return result.rows.map((row) => ({ id: row.id, last_modified: new Date(row.last_modified).toISOString() }));
}

/** Sets the given columns of one row from a JSON object and stamps it; answers the new stamp. */
export async function updateJsonRow(
  db: Db,
  table: string,
  id: string,
  values: Record<string, unknown>,
): Promise<string> {
  const assignments = Object.keys(values).map((column) => sql`${sql.id(column)} = ${sql.ref(`r.${column}`)}`);
  const result = await sql<{ last_modified: Date }>`
    update ${sql.table(table)} as t set ${sql.join([
      ...assignments,
      sql`last_modified = greatest(${writeStamp}, t.last_modified + interval '1 millisecond')`,
    ])}
    from jsonb_populate_record(null::${sql.table(table)}, ${JSON.stringify(values)}::jsonb) as r
    where t.id = ${id}
    returning t.last_modified`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`${table} ${id} vanished inside its transaction`);
  return new Date(row.last_modified).toISOString();
}

/** Soft-deletes rows by id, stamping them. */
export async function softDelete(db: Db, table: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await sql`update ${sql.table(table)} as t
    set deleted = true, last_modified = greatest(${writeStamp}, t.last_modified + interval '1 millisecond')
    where t.id = any(${[...ids]}::uuid[])`.execute(db);
}
