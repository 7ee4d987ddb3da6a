import { type Kysely, type Migration, Migrator } from 'kysely';
import * as core from './migrations/001_core.js';
import * as otp from './migrations/002_otp.js';
import * as punches from './migrations/003_punches.js';
import * as attendanceDayIndex from './migrations/004_attendance_day_index.js';

/** Numbered migrations, applied in name order at start; never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '001_core': core,
  '002_otp': otp,
  '003_punches': punches,
  '004_attendance_day_index': attendanceDayIndex,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works below the typed schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
