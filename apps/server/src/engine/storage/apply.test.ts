import type { FieldDefinition } from '@muster/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../app/app.js';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import { createDemoDatabase } from '../../testing/demo-template.js';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
  testServerConfig,
} from '../../testing/test-database.js';
import { type Catalogue, loadCatalogue } from '../catalogue/index.js';
import { applyStorage, readExistingStorage, storageFingerprint } from './apply.js';
import { tablesOf } from './tables.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

describe.each(testDatabaseKinds)('storage from the catalogue on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let catalogue: Catalogue;
  beforeAll(async () => {
    catalogue = await loadCatalogue(catalogueDir);
    database = await createTestDatabase(kind);
    opened = await openDatabase(database);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it('creates every folder and child table over the migrated ones, then has nothing left to do', async () => {
    const first = await applyStorage(opened.db, catalogue);
    expect(first.length).toBeGreaterThan(0);
    // migration 001 made employees; the catalogue only adds to it
    expect(first).not.toContainEqual({ kind: 'createTable', table: 'employees', parent: null });
    const existing = await readExistingStorage(opened.db);
    for (const table of tablesOf(catalogue.folders.values())) {
      const columns = existing.columns.get(table.name);
      expect(columns, table.name).toBeDefined();
      for (const column of table.columns)
        expect(columns?.has(column.name), `${table.name}.${column.name}`).toBe(true);
    }
    expect(await applyStorage(opened.db, catalogue)).toEqual([]);
  });

  it("plans nothing on a database whose storage fingerprint is the catalogue's, and plans again when the catalogue changes", async () => {
    await applyStorage(opened.db, catalogue);
    const holidays = catalogue.folders.get('holidays');
    if (!holidays) throw new Error('no holidays folder');
    const [name] = holidays.fields;
    if (!name) throw new Error('holidays has no fields');
    const probe: FieldDefinition = {
      ...name,
      name: 'fingerprint_probe',
      type: 'text',
      mandatory_expr: undefined,
    };
    const changed: Catalogue = {
      ...catalogue,
      folders: new Map([
        ...catalogue.folders,
        ['holidays', { ...holidays, fields: [...holidays.fields, probe] }],
      ]),
    };
    expect(await applyStorage(opened.db, changed)).toEqual([
      { kind: 'addColumn', table: 'holidays', column: 'fingerprint_probe', type: 'text' },
    ]);
    const stored = await sql<{ fingerprint: string }>`select fingerprint from storage_fingerprint`.execute(
      opened.db,
    );
    expect(stored.rows).toEqual([{ fingerprint: storageFingerprint(tablesOf(changed.folders.values())) }]);
    // the fingerprint matches, so the tables are not read: a column dropped by hand stays dropped
    await sql`alter table holidays drop column fingerprint_probe`.execute(opened.db);
    expect(await applyStorage(opened.db, changed)).toEqual([]);
    expect((await readExistingStorage(opened.db)).columns.get('holidays')?.has('fingerprint_probe')).toBe(
      false,
    );
    // back to the catalogue: another fingerprint, so the tables are read, and they hold it
    expect(await applyStorage(opened.db, catalogue)).toEqual([]);
    expect(
      (await sql<{ fingerprint: string }>`select fingerprint from storage_fingerprint`.execute(opened.db))
        .rows,
    ).toEqual([{ fingerprint: storageFingerprint(tablesOf(catalogue.folders.values())) }]);
  });

  it('indexes the live rows of a business by status, so a list count reads the index alone', async () => {
    const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
      where indexname = 'employees_partners_id_employee_status_live_idx'`.execute(opened.db);
    expect(rows[0]?.indexdef).toMatch(/\(partners_id, employee_status\) WHERE \(NOT deleted\)$/);
  });

  it('stores ranges as real range columns, keeps child rows in written order under a cascading parent', async () => {
    const existing = await readExistingStorage(opened.db);
    expect(existing.columns.get('leaves__leave_days')?.get('leave_period')).toBe('tstzrange');
    expect(existing.columns.get('shifts')?.get('shift_time')).toBe('int4range');
    expect(existing.columns.get('employees')?.get('groups_id')).toBe('_uuid');
    const leave = await sql<{ id: string }>`insert into leaves default values returning id`.execute(
      opened.db,
    );
    const leaveId = leave.rows[0]?.id;
    await sql`insert into leaves__leave_days (parent_id, leave_period)
      values (${leaveId}, tstzrange('2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z', '[)'))`.execute(
      opened.db,
    );
    await sql`insert into leaves__leave_days (parent_id, notes) values (${leaveId}, 'second'), (${leaveId}, 'third')`.execute(
      opened.db,
    );
    const order = await sql<{ notes: string | null }>`select notes from leaves__leave_days
      where parent_id = ${leaveId} order by creation_date`.execute(opened.db);
    expect(order.rows.map((row) => row.notes)).toEqual([null, 'second', 'third']);
    await sql`delete from leaves where id = ${leaveId}`.execute(opened.db);
    const left = await sql<{ n: number }>`select count(*)::int as n from leaves__leave_days`.execute(
      opened.db,
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe.each(testDatabaseKinds)('storage across server restarts on %s', (kind) => {
  let database: TestDatabase;
  // in a hook: the run's first demo database seeds the template (minutes on a busy machine)
  beforeAll(async () => {
    database = await createDemoDatabase(kind);
  });
  afterAll(async () => database?.drop());

  it('boots again over its own tables with nothing left to create', async () => {
    const catalogue = await loadCatalogue(catalogueDir);
    const config = testServerConfig(database);
    await (await startServer(config)).close();
    await (await startServer(config)).close();
    const opened = await openDatabase(database);
    try {
      expect(await applyStorage(opened.db, catalogue)).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
