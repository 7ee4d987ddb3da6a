import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { applyStorage } from '../../engine/storage/index.js';
import { openedTestDatabase } from '../../testing/opened-test-database.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { migrateToLatest } from './migrate.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

/** The registers as migration 016 seeded them before Form XVII and XIII were complete. */
const seededBefore = {
  register_of_wages:
    'Contract Labour (R&A) Central Rules, 1971, rule 78(1)(a)(i), Form XVII: deductions as one total, no signature column',
  register_of_workmen:
    "Contract Labour (R&A) Central Rules, 1971, rule 75, Form XIII: no father's name, permanent address or signature columns (not stored)",
};
const oldConfig = (form: string) =>
  JSON.stringify({ base_folder: 'employees', form, columns: [{ path: 'code', label: { eng: 'Code' } }] });

/**
 * Migrations 110 and 111 on a database deployed before them: the seeded register of wages
 * gains Form XVII's columns, and a register of workmen an admin edited stays as it was.
 */
describe.each(testDatabaseKinds)('the registers reaching a deployed database on %s', (kind) => {
  const opened = openedTestDatabase(kind);

  it('replaces a seeded register with the complete form and leaves an edited one', async () => {
    const { db } = opened();
    await applyStorage(db, await loadCatalogue(catalogueDir));
    await sql`delete from kysely_migration where name in ('110_register_of_wages_form', '111_register_of_workmen_form')`.execute(
      db,
    );
    await sql`update reports set config = ${oldConfig(seededBefore.register_of_wages)}::jsonb
      where name = 'register_of_wages'`.execute(db);
    const edited = oldConfig('our own register of workmen');
    await sql`update reports set config = ${edited}::jsonb where name = 'register_of_workmen'`.execute(db);

    await migrateToLatest(db);

    const configs = await sql<{
      name: string;
      config: { form: string; columns: { label: { eng: string } }[] };
    }>`
      select name, config from reports where name in ('register_of_wages', 'register_of_workmen') order by name`.execute(
      db,
    );
    const [wages, workmen] = configs.rows;
    expect(wages?.config.columns.map((column) => column.label.eng)).toContain('Basic wages');
    expect(wages?.config.columns).toHaveLength(16);
    expect(workmen?.config).toEqual(JSON.parse(edited));
  });
});
