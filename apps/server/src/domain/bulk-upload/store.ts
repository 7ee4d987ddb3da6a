import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/** A bulk_upload record as its job reads it, with its file's place and kind. */
export interface StoredUpload {
  id: string;
  partners_id: string;
  folder: string;
  processed: boolean;
  filepath: string;
  original_filename: string;
}

/** The live upload and its linked file, or undefined when either is gone. */
export async function loadUpload(db: Kysely<Database>, id: string): Promise<StoredUpload | undefined> {
  const { rows } = await sql<StoredUpload>`
    select b.id, b.partners_id, b.folder, b.processed, f.filepath, f.original_filename
    from bulk_upload b join files f on f.id = b.files_id and not f.deleted
    where b.id = ${id} and not b.deleted`.execute(db);
  return rows[0];
}

/** The file's rows an earlier run of the job wrote (a retried job skips them). */
export async function writtenRows(db: Kysely<Database>, id: string): Promise<Set<number>> {
  const { rows } = await sql<{ row_number: number }>`
    select row_number from bulk_upload_rows where upload_id = ${id}`.execute(db);
  return new Set(rows.map((row) => row.row_number));
}

/** Records rows written, in the transaction that writes them. */
export async function recordWrittenRows(
  db: Kysely<Database>,
  id: string,
  rows: readonly number[],
): Promise<void> {
  await sql`insert into bulk_upload_rows (upload_id, row_number)
    select ${id}, unnest(${[...rows]}::integer[])`.execute(db);
}

/** Marks the upload processed, with what it wrote and the file of its errors (spec 000 §4: the bar becomes 'Completed'). */
export async function finishUpload(
  db: Kysely<Database>,
  id: string,
  outcome: { total: number; written: number; errorsFileId: string | null },
): Promise<void> {
  await sql`update bulk_upload set processed = true, rows_total = ${outcome.total},
      rows_written = ${outcome.written}, errors_files_id = ${outcome.errorsFileId},
      last_modified = greatest(date_trunc('milliseconds', clock_timestamp()), last_modified + interval '1 millisecond')
    where id = ${id}`.execute(db);
}
