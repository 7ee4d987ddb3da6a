import type { FieldDefinition } from '@muster/protocol';
import { type Kysely, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, loadCatalogue } from '../engine/catalogue/index.js';
import { type OpenDatabase, openDatabase } from '../platform/db/database.js';
import { migrationNames } from '../platform/db/migrate.js';
import type { Database } from '../platform/db/schema.js';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.js';
import { prepareDatabase, recordedStartVersion, startVersion } from './prepare-database.js';

const catalogueDir = new URL('../../catalogue', import.meta.url).pathname;

/** `db` with every statement it sends written to `statements` (raw SQL, transactions, the migrator's). */
function recording(db: Kysely<Database>, statements: string[]): Kysely<Database> {
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      statements.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return db.withPlugin(recorder);
}

const columnExists = async (db: Kysely<Database>, table: string, column: string) =>
  (
    await sql<{ found: boolean }>`select exists (select 1 from information_schema.columns
      where table_name = ${table} and column_name = ${column}) as found`.execute(db)
  ).rows[0]?.found;

describe.each(testDatabaseKinds)('preparing the database at start on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let catalogue: Catalogue;
  const options = () => ({ seedDemo: false, dataDir: database.dataDir });
  beforeAll(async () => {
    catalogue = await loadCatalogue(catalogueDir);
    database = await createTestDatabase(kind);
    opened = await openDatabase(database, { migrate: false });
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  // issue #35 item 3: every restart ran the migrator's check, the storage step's transaction
  // and the seed's check, which had found nothing to do the time before
  it('migrates a new database, then reads only its recorded version on a restart with nothing changed', async () => {
    expect(await prepareDatabase(opened.db, catalogue, options())).toBe('prepared');
    expect(await recordedStartVersion(opened.db)).toBe(startVersion(catalogue, options()));
    // the catalogue's tables are there: the storage step ran after the migrations
    expect(await columnExists(opened.db, 'holidays', 'name')).toBe(true);

    const statements: string[] = [];
    expect(await prepareDatabase(recording(opened.db, statements), catalogue, options())).toBe('current');
    // to_regclass of the version's table, then its one row
    expect(statements).toHaveLength(2);
  });

  it('applies a changed folder definition, and records the new version', async () => {
    await prepareDatabase(opened.db, catalogue, options());
    const holidays = catalogue.folders.get('holidays');
    const name = holidays?.fields[0];
    if (!holidays || !name) throw new Error('no holidays folder with a field');
    const probe: FieldDefinition = { ...name, name: 'start_version_probe', mandatory_expr: undefined };
    const changed: Catalogue = {
      ...catalogue,
      folders: new Map([
        ...catalogue.folders,
        ['holidays', { ...holidays, fields: [...holidays.fields, probe] }],
      ]),
    };
    expect(startVersion(changed, options())).not.toBe(startVersion(catalogue, options()));
    expect(await prepareDatabase(opened.db, changed, options())).toBe('prepared');
    expect(await columnExists(opened.db, 'holidays', 'start_version_probe')).toBe(true);
    expect(await prepareDatabase(opened.db, changed, options())).toBe('current');
  });

  it('applies a migration the last start did not have', async () => {
    // the database as code without migration 065 left it: not applied, and that code's version
    const older = migrationNames().filter((name) => name !== '065_storage_fingerprint');
    await sql`delete from kysely_migration where name = '065_storage_fingerprint'`.execute(opened.db);
    await sql`drop table storage_fingerprint`.execute(opened.db);
    await sql`delete from start_version`.execute(opened.db);
    const olderVersion = startVersion(catalogue, { ...options(), migrations: older });
    await sql`insert into start_version (version) values (${olderVersion})`.execute(opened.db);
    expect(await prepareDatabase(opened.db, catalogue, options())).toBe('prepared');
    expect(
      (
        await sql<{ found: boolean }>`select to_regclass('storage_fingerprint') is not null as found`.execute(
          opened.db,
        )
      ).rows[0]?.found,
    ).toBe(true);
    expect(await recordedStartVersion(opened.db)).toBe(startVersion(catalogue, options()));
  });

  it('counts the demo seed in the version: a start that seeds where the last did not checks again', () => {
    expect(startVersion(catalogue, { ...options(), seedDemo: true })).not.toBe(
      startVersion(catalogue, options()),
    );
  });
});
