import { type Kysely, sql } from 'kysely';

/**
 * The fingerprint of the storage the catalogue last brought the tables to (issue #35 item 3):
 * a start whose catalogue and migrations give the same fingerprint skips reading
 * information_schema and planning, which took most of a restart's SQL on PGlite. One row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table storage_fingerprint (
    fingerprint text not null,
    applied_at timestamptz not null default now())`.execute(db);
}
