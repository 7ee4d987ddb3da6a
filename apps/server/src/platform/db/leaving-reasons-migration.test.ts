import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { applyStorage } from '../../engine/storage/index.js';
import { openedTestDatabase } from '../../testing/opened-test-database.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { migrateToLatest } from './migrate.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

/**
 * Migrations 180 and 235 on a database deployed before them: employees holding their leaving
 * reason as a code in `employees.leaving_reason`, no `leaving_reasons` table, a register of
 * workmen reading the old column; then the migrations and the catalogue's storage step, as a
 * server start runs them.
 */
describe.each(testDatabaseKinds)('leaving reasons reaching a deployed database on %s', (kind) => {
  const opened = openedTestDatabase(kind);

  it('keeps every stored reason as the master record of its code, the register reads its name, the old column goes', async () => {
    const { db } = opened();
    const catalogue = await loadCatalogue(catalogueDir);
    await applyStorage(db, catalogue);
    // the database as it was before 180
    await sql`delete from kysely_migration
      where name in ('180_leaving_reasons', '235_drop_employees_leaving_reason', '236_epfo_exit_reasons')`.execute(
      db,
    );
    await sql`drop table leaving_reasons`.execute(db);
    await sql`alter table employees drop column leaving_reasons_id, add column leaving_reason text`.execute(
      db,
    );
    await sql`update reports set config = replace(config::text, '"leaving_reasons_id.name"', '"leaving_reason"')::jsonb
      where name = 'register_of_workmen'`.execute(db);
    const [partner] = (
      await sql<{ id: string }>`insert into partners (code, name, sw_handle)
        values ('OLD', 'Deployed before', 'deployed') returning id`.execute(db)
    ).rows;
    await sql`insert into employees (partners_id, code, employee_status, leaving_reason) values
      (${partner?.id}, 'E1', 'Left', 'left_service'), (${partner?.id}, 'E2', 'Left', 'retired'),
      (${partner?.id}, 'E3', 'Left', 'deceased'), (${partner?.id}, 'E4', 'Left', 'retrenched'),
      (${partner?.id}, 'E5', 'approved', null)`.execute(db);

    await migrateToLatest(db);
    await applyStorage(db, catalogue);

    const employees = await sql<{
      code: string;
      reason: string | null;
      name: string | null;
      esi: number | null;
      epfo: string | null;
    }>`select e.code, r.code as reason, r.name ->> 'eng' as name, r.esi_reason_code::int as esi,
        r.epfo_exit_reason as epfo
      from employees e left join leaving_reasons r on r.id = e.leaving_reasons_id
      where e.partners_id = ${partner?.id} order by e.code`.execute(db);
    // the ESIC upload template's reason codes; EPFO's Mark Exit reasons
    expect(employees.rows).toEqual([
      { code: 'E1', reason: 'left_service', name: 'Left service', esi: 2, epfo: 'Cessation (Short Service)' },
      { code: 'E2', reason: 'retired', name: 'Retired', esi: 3, epfo: 'Retirement' },
      { code: 'E3', reason: 'deceased', name: 'Deceased', esi: 5, epfo: 'Death in Service' },
      { code: 'E4', reason: 'retrenched', name: 'Retrenched', esi: 10, epfo: 'Cessation (Short Service)' },
      { code: 'E5', reason: null, name: null, esi: null, epfo: null },
    ]);
    const reasons = await sql<{ code: string; esi: number; source: string }>`select code,
        esi_reason_code::int as esi, source from leaving_reasons where not deleted order by code`.execute(db);
    expect(reasons.rows.map((row) => [row.code, row.esi])).toEqual([
      ['deceased', 5],
      ['left_service', 2],
      ['resigned', 2],
      ['retired', 3],
      ['retrenched', 10],
      ['terminated', 2],
    ]);
    for (const row of reasons.rows) expect(row.source).toMatch(/ESIC .*EPFO/);
    const register = await sql<{ config: string }>`select config::text as config from reports
      where name = 'register_of_workmen' and not deleted`.execute(db);
    expect(register.rows[0]?.config).toContain('"leaving_reasons_id.name"');
    expect(register.rows[0]?.config).not.toContain('"leaving_reason"');
    // 235: copied, the text column is dropped (the catalogue never makes it again)
    const oldColumn = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'employees' and column_name = 'leaving_reason'`.execute(
      db,
    );
    expect(oldColumn.rows).toEqual([]);
  });

  it('236 corrects the exit reasons 180 seeded, and leaves a reason an admin rewrote', async () => {
    const { db } = opened();
    // the reasons as 180 seeded them before EPFO's list was checked; an admin's own retired reason
    await sql`delete from kysely_migration where name = '236_epfo_exit_reasons'`.execute(db);
    await sql`update leaving_reasons set epfo_exit_reason = 'Retrenchment',
        source = ${"ESIC monthly contribution upload template, reason codes for zero working days: 10 retrenchment; EPFO Unified Portal (employer), Member Profile → Mark Exit, 'Reason of exit': Retrenchment"}
      where code = 'retrenched'`.execute(db);
    await sql`update leaving_reasons set epfo_exit_reason = 'Superannuation', source = 'Retired at 58, our rule'
      where code = 'retired'`.execute(db);

    await migrateToLatest(db);

    const reasons = await sql<{ code: string; epfo: string; source: string }>`select code,
        epfo_exit_reason as epfo, source from leaving_reasons
      where code in ('retrenched', 'retired') and not deleted order by code`.execute(db);
    expect(reasons.rows).toEqual([
      { code: 'retired', epfo: 'Superannuation', source: 'Retired at 58, our rule' },
      {
        code: 'retrenched',
        epfo: 'Cessation (Short Service)',
        source: expect.stringMatching(/: 10 retrenchment; .*Mark Exit.*: Cessation \(Short Service\) \(C\)/),
      },
    ]);
  });
});
