import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Catalogue } from '../engine/catalogue/index.js';
import { applyStorage, storageFingerprint, tablesOf } from '../engine/storage/index.js';
import { migrateToLatest, migrationNames } from '../platform/db/migrate.js';
import type { Database } from '../platform/db/schema.js';
import { seedDemo } from './seed/demo.js';

export interface PrepareOptions {
  seedDemo: boolean;
  /** Where the demo's files go (config's dataDir). */
  dataDir: string;
  /** The migrations this code has; tests name another list to stand for older code. */
  migrations?: readonly string[];
}

/**
 * What a start brings the database to: the migrations' names, the storage the catalogue plans on
 * an empty database (so a changed folder definition or a new index rule changes it:
 * `storageFingerprint`) and whether the demo is seeded. Migrations that have shipped are never
 * edited (`platform/db/migrate.ts`), so their names stand for them.
 */
export function startVersion(catalogue: Catalogue, options: PrepareOptions): string {
  const migrations = options.migrations ?? migrationNames();
  return createHash('sha256')
    .update(
      JSON.stringify({
        migrations,
        storage: storageFingerprint(tablesOf(catalogue.folders.values())),
        seedDemo: options.seedDemo,
      }),
    )
    .digest('hex');
}

/**
 * Brings the database to the start version: migrations, the catalogue's storage, the demo seed.
 * A database whose recorded start version is this one already holds all three, so nothing else
 * is read (issue #35 item 3: the migrator's, the storage step's and the seed's checks found
 * nothing to do on every restart, 7 statements and 0.1-0.3 s of a PGlite restart). Answers
 * whether it found the database current. The demo is seeded once per version: a demo business
 * deleted by hand comes back at the next start whose version differs, not at every start.
 */
export async function prepareDatabase(
  db: Kysely<Database>,
  catalogue: Catalogue,
  options: PrepareOptions,
): Promise<'current' | 'prepared'> {
  const version = startVersion(catalogue, options);
  if ((await recordedStartVersion(db)) === version) return 'current';
  await migrateToLatest(db);
  await applyStorage(db, catalogue);
  if (options.seedDemo) await seedDemo(db, options.dataDir);
  await db.transaction().execute(async (trx) => {
    await sql`delete from start_version`.execute(trx);
    await sql`insert into start_version (version) values (${version})`.execute(trx);
  });
  return 'prepared';
}

/** The version the last start recorded, or null (a new database, or one from before the table). */
export async function recordedStartVersion(db: Kysely<Database>): Promise<string | null> {
  const table = await sql<{
    ready: boolean;
  }>`select to_regclass('start_version') is not null as ready`.execute(db);
  if (!table.rows[0]?.ready) return null;
  const stored = await sql<{ version: string }>`select version from start_version`.execute(db);
  return stored.rows[0]?.version ?? null;
}
