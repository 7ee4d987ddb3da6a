import { type Kysely, sql } from 'kysely';

/**
 * What the last start brought the database to (issue #35 item 3): a hash of the migrations, the
 * catalogue's storage and whether the demo was seeded (`app/prepare-database.ts`). A start that
 * computes the same hash skips the migrator's, the storage step's and the seed's checks: one
 * read instead of seven statements. One row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table start_version (
    version text not null,
    recorded_at timestamptz not null default now())`.execute(db);
}
