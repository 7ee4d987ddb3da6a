import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { applyStorage } from '../../engine/storage/index.js';
import { openedTestDatabase } from '../../testing/opened-test-database.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { migrateToLatest } from './migrate.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

/**
 * Migration 115 on a database deployed before it: a contract with no place of supply and an
 * item with no rate unit get their business's state and 'day'; a contract and an item that
 * have theirs keep them.
 */
describe.each(testDatabaseKinds)('contracts mended for their form on %s', (kind) => {
  const opened = openedTestDatabase(kind);

  it("gives a contract its business's state and an item the unit 'day', leaving set ones alone", async () => {
    const { db } = opened();
    await applyStorage(db, await loadCatalogue(catalogueDir));
    await sql`delete from kysely_migration where name = '115_contract_form_fields'`.execute(db);
    const states = await sql<{ id: string; code: string }>`insert into states (code, name)
      values ('WB', '{"eng":"West Bengal"}'::jsonb), ('HP', '{"eng":"Himachal Pradesh"}'::jsonb)
      returning id, code`.execute(db);
    const state = (code: string) => states.rows.find((row) => row.code === code)?.id;
    const [partner] = (
      await sql<{ id: string }>`insert into partners (code, name, sw_handle, states_id)
        values ('DEMO', 'Demo', 'demo', ${state('WB')}) returning id`.execute(db)
    ).rows;
    const contracts = await sql<{
      id: string;
      code: string;
    }>`insert into contracts (partners_id, code, name, place_of_supply)
      values (${partner?.id}, 'NONE', 'No place', null), (${partner?.id}, 'SET', 'Himachal', ${state('HP')})
      returning id, code`.execute(db);
    const contract = (code: string) => contracts.rows.find((row) => row.code === code)?.id;
    await sql`insert into contracts__attendance_based_items (parent_id, rate_per_day, rate_unit)
      values (${contract('NONE')}, 100, null), (${contract('SET')}, 200, 'hour')`.execute(db);

    await migrateToLatest(db);

    const places = await sql<{ code: string; place: string }>`select c.code, s.code as place
      from contracts c join states s on s.id = c.place_of_supply order by c.code`.execute(db);
    expect(places.rows).toEqual([
      { code: 'NONE', place: 'WB' },
      { code: 'SET', place: 'HP' },
    ]);
    const units = await sql<{ rate_unit: string }>`select rate_unit from contracts__attendance_based_items
      order by rate_per_day`.execute(db);
    expect(units.rows.map((row) => row.rate_unit)).toEqual(['day', 'hour']);
  });
});
