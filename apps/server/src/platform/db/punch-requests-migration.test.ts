import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { applyStorage } from '../../engine/storage/index.js';
import { openedTestDatabase } from '../../testing/opened-test-database.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { migrateToLatest } from './migrate.js';
import { punchRequestType, punchRequestWorkflow } from './migration-data/punch-requests.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

/**
 * Migration 095 on a database deployed before it: two businesses, one with workflows and one
 * without, and the PR master as the demo seeded it ('Present on rest day', paying a day); then
 * the migration, as a server start runs it.
 */
describe.each(testDatabaseKinds)('punch requests reaching a deployed database on %s', (kind) => {
  const opened = openedTestDatabase(kind);

  it("gives each business with workflows the punch requests' workflow, links punches to requests and renames PR", async () => {
    const { db } = opened();
    await applyStorage(db, await loadCatalogue(catalogueDir));
    // the database as it was before 095
    await sql`delete from kysely_migration where name = '095_punch_requests'`.execute(db);
    await sql`drop index punches_punch_request_key`.execute(db);
    await sql`alter table punches drop column punch_requests_id`.execute(db);
    const partners = await sql<{ id: string; code: string }>`insert into partners (code, name, sw_handle)
      values ('WF', 'With workflows', 'with'), ('NO', 'Without', 'without') returning id, code`.execute(db);
    const withWorkflows = partners.rows.find((partner) => partner.code === 'WF')?.id;
    await sql`insert into workflows (partners_id, folder_name, workflow_text)
      values (${withWorkflows}, 'leaves', 'field leave_status')`.execute(db);
    await sql`insert into attendance_types (code, name, payable_days, color)
      values ('PR', ${JSON.stringify({ eng: 'Present on rest day' })}::jsonb, 1, '#15803d')`.execute(db);

    await migrateToLatest(db);

    const workflows = await sql<{ code: string; workflow_text: string }>`select p.code, w.workflow_text
      from workflows w join partners p on p.id = w.partners_id where w.folder_name = 'punch_requests'`.execute(
      db,
    );
    expect(workflows.rows).toEqual([{ code: 'WF', workflow_text: punchRequestWorkflow }]);
    const pr = await sql<{
      name: unknown;
      payable_days: string;
      color: string;
    }>`select name, payable_days::text,
      color from attendance_types where code = 'PR'`.execute(db);
    expect(pr.rows).toEqual([
      {
        name: punchRequestType.name,
        payable_days: String(punchRequestType.payable_days),
        color: punchRequestType.color,
      },
    ]);
    const column = await sql<{ data_type: string }>`select data_type from information_schema.columns
      where table_schema = current_schema() and table_name = 'punches' and column_name = 'punch_requests_id'`.execute(
      db,
    );
    expect(column.rows).toEqual([{ data_type: 'uuid' }]);
  });
});
