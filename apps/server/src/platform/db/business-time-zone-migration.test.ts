import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { applyStorage } from '../../engine/storage/index.js';
import { openedTestDatabase } from '../../testing/opened-test-database.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { migrateToLatest } from './migrate.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

/**
 * Migration 220 on a database deployed before it (businesses without a zone), then the
 * catalogue's storage step, as a server start runs them.
 */
describe.each(testDatabaseKinds)('the business time zone reaching a deployed database on %s', (kind) => {
  const opened = openedTestDatabase(kind);

  it('gives every stored business Asia/Kolkata, and a business inserted naming none too', async () => {
    const { db } = opened();
    const catalogue = await loadCatalogue(catalogueDir);
    await applyStorage(db, catalogue);
    await sql`delete from kysely_migration where name = '220_business_time_zone'`.execute(db);
    await sql`alter table partners drop column time_zone`.execute(db);
    await sql`insert into partners (code, name, sw_handle) values ('OLD', 'Deployed before', 'deployed')`.execute(
      db,
    );

    await migrateToLatest(db);
    await applyStorage(db, catalogue);

    await sql`insert into partners (code, name, sw_handle) values ('NEW', 'Inserted after', 'inserted')`.execute(
      db,
    );
    await sql`insert into partners (code, name, sw_handle, time_zone)
      values ('NPL', 'Kathmandu works', 'kathmandu', 'Asia/Kathmandu')`.execute(db);
    const zones = await sql<{ code: string; time_zone: string }>`select code, time_zone from partners
      where code in ('OLD', 'NEW', 'NPL') order by code`.execute(db);
    expect(zones.rows).toEqual([
      { code: 'NEW', time_zone: 'Asia/Kolkata' },
      { code: 'NPL', time_zone: 'Asia/Kathmandu' },
      { code: 'OLD', time_zone: 'Asia/Kolkata' },
    ]);
  });
});
