import { columnTypeOf, type FieldDefinition } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { WireRow } from './rules.js';

type Db = Kysely<Database>;

/**
 * A stored row as JSON: to_jsonb of the row, with range columns as `[lower, upper]`
 * pairs (their text form depends on the session's DateStyle, a pair does not).
 */
export function storedRowJson(fields: readonly FieldDefinition[], alias: string): RawBuilder<unknown> {
  const ranges = fields.filter((field) => {
    const column = columnTypeOf(field);
    return column === 'tstzrange' || column === 'int4range';
  });
  const row = sql`to_jsonb(${sql.table(alias)})`;
  if (!ranges.length) return row;
  const pairs = ranges.map((field) => {
    const column = sql.ref(`${alias}.${field.name}`);
    return sql`${sql.lit(field.name)}::text, case when ${column} is null then null else jsonb_build_array(lower(${column}), upper(${column})) end`;
  });
  return sql`${row} || jsonb_build_object(${sql.join(pairs)})`;
}

const isoOrNull = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : null);

/** The wire form of a stored row (DESIGN §4): references as `[{id}]`, instants in UTC, no password. */
export function wireFromStored(fields: readonly FieldDefinition[], stored: Record<string, unknown>): WireRow {
  const row: WireRow = {
    id: stored.id,
    deleted: stored.deleted,
    creation_date: isoOrNull(stored.creation_date),
    last_modified: isoOrNull(stored.last_modified),
  };
  for (const field of fields) {
    const value = stored[field.name];
    if (!(field.name in stored) || value === null) {
      if (columnTypeOf(field) !== null) row[field.name] = null;
      continue;
    }
    switch (field.type) {
      case 'docpicker':
      case 'file_upload':
      case 'created_by':
        row[field.name] = (Array.isArray(value) ? value : [value]).map((id) => ({ id }));
        break;
      case 'timestamp':
        row[field.name] = isoOrNull(value);
        break;
      case 'tsrange':
        row[field.name] = (value as unknown[]).map(isoOrNull);
        break;
      case 'password':
        row[field.name] = null;
        break;
      default:
        row[field.name] = value;
    }
  }
  return row;
}

/** Rows of a folder's table (or a child table) by a condition, in wire form. */
export async function readWireRows(
  db: Db,
  table: string,
  fields: readonly FieldDefinition[],
  where: RawBuilder<unknown>,
  lock = false,
): Promise<WireRow[]> {
  const result = await sql<{ row: Record<string, unknown> }>`
    select ${storedRowJson(fields, 't')} as row from ${sql.table(table)} as t
    where ${where} ${lock ? sql`for update` : sql``}`.execute(db);
  return result.rows.map((found) => ({
    ...wireFromStored(fields, found.row),
    ...('parent_id' in found.row ? { parent_id: found.row.parent_id } : {}),
  }));
}
