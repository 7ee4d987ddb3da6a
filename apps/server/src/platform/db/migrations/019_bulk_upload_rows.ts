import { type Kysely, sql } from 'kysely';

/**
 * Bulk upload (issue #17): the rows of an upload's file already written, recorded in the
 * transaction that writes them, so a job the queue retries (its server died mid-file)
 * writes each row at most once. No catalogue folder describes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table bulk_upload_rows (
    upload_id uuid not null,
    row_number integer not null,
    primary key (upload_id, row_number))`.execute(db);
}
