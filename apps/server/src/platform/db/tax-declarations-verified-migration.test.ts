import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { applyStorage } from '../../engine/storage/index.js';
import { openedTestDatabase } from '../../testing/opened-test-database.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { migrateToLatest } from './migrate.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

/**
 * Migration 280 on a database deployed before it (declarations admin and HR recorded, no
 * `verified`), then the catalogue's storage step, as a server start runs them: the stored rows
 * count as verified, so no employee may change what HR recorded.
 */
describe.each(testDatabaseKinds)('declarations stored before employees declared, on %s', (kind) => {
  const opened = openedTestDatabase(kind);

  it('marks every stored declaration verified (a new database, whose table comes after, migrated when opened)', async () => {
    const { db } = opened();
    const catalogue = await loadCatalogue(catalogueDir);
    await applyStorage(db, catalogue);
    await sql`delete from kysely_migration where name = '280_tax_declarations_verified'`.execute(db);
    await sql`alter table tax_declarations drop column verified`.execute(db);
    await sql`insert into tax_declarations (financial_year, section, amount) values (2025, '80C', 150000)`.execute(
      db,
    );

    await migrateToLatest(db);
    await applyStorage(db, catalogue);

    const rows = await sql<{ verified: boolean | null }>`select verified from tax_declarations`.execute(db);
    expect(rows.rows).toEqual([{ verified: true }]);
  });

  it('marks every stored regime verified too (migration 295: employees choose theirs from now on)', async () => {
    const { db } = opened();
    const catalogue = await loadCatalogue(catalogueDir);
    await applyStorage(db, catalogue);
    await sql`delete from kysely_migration where name = '295_tax_regimes_verified'`.execute(db);
    await sql`alter table tax_regimes drop column verified`.execute(db);
    await sql`insert into tax_regimes (financial_year, regime) values (2025, 'old')`.execute(db);

    await migrateToLatest(db);
    await applyStorage(db, catalogue);

    const rows = await sql<{ verified: boolean | null }>`select verified from tax_regimes`.execute(db);
    expect(rows.rows).toEqual([{ verified: true }]);
  });
});
