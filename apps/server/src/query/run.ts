import type { ReplyData } from '@muster/protocol';
import type { Kysely } from 'kysely';
import { compileListQuery, type ListQueryInput } from './compile.js';

/** Runs a list: one statement, its records as JSON strings and, when asked, the row count. */
export async function runListQuery<Schema>(db: Kysely<Schema>, input: ListQueryInput): Promise<ReplyData> {
  const { rows } = await compileListQuery(input).execute(db);
  const data: ReplyData = { records: [] };
  for (const row of rows) {
    if (Number(row.ordinal) === 0) data.rowCount = Number(row.row_count ?? 0);
    else data.records.push(row.record as string);
  }
  return data;
}
