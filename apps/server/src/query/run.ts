import type { ReplyData } from '@muster/protocol';
import type { Kysely } from 'kysely';
import { type CompiledListQuery, compileListQuery, type ListQueryInput } from './compile.js';

/** Runs a list: one statement, its records as JSON strings and, when asked, the row count. */
export async function runListQuery<Schema>(db: Kysely<Schema>, input: ListQueryInput): Promise<ReplyData> {
  const { query, params }: CompiledListQuery = compileListQuery(input);
  const { rows } = await query.execute(db);
  const row = rows[0];
  const data: ReplyData = { records: row?.records ?? [] };
  if (params.getRowCount) data.rowCount = Number(row?.row_count ?? 0);
  return data;
}
