import type { ReplyData } from '@muster/protocol';
import type { CompiledQuery, Kysely } from 'kysely';
import { compileListQuery, type ListQueryInput, type ListQueryRow } from './compile.js';

/** Runs a list: one statement, its records as JSON strings and, when asked, the row count. */
export function runListQuery<Schema>(db: Kysely<Schema>, input: ListQueryInput): Promise<ReplyData> {
  return runCompiledList(db, compileListQuery(input).compile(db));
}

/** Runs a list statement compiled earlier (see CompiledListCache). */
export async function runCompiledList<Schema>(
  db: Kysely<Schema>,
  compiled: CompiledQuery<ListQueryRow>,
): Promise<ReplyData> {
  const { rows } = await db.executeQuery(compiled);
  const data: ReplyData = { records: [] };
  for (const row of rows) {
    if (row.row_count !== null) data.rowCount = Number(row.row_count);
    else data.records.push(row.record as string);
  }
  return data;
}
