import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.js';
import { demoSignIn, seedDemo } from '../seed/demo.js';
import { applyStorage } from '../storage/index.js';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-database.js';
import { type OpenDatabase, openDatabase } from './database.js';

describe.each(testDatabaseKinds)('the database on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    opened = await openDatabase(database);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it('applies the numbered migrations once', async () => {
    const rows = await opened.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(rows).toEqual([
      { name: '001_core' },
      { name: '002_otp' },
      { name: '003_punches' },
      { name: '004_attendance_day_index' },
    ]);
  });

  it('seeds the demo business on first start only, with argon2id hashes', async () => {
    // the demo fills the catalogue's tables, which the storage step creates at boot
    await applyStorage(opened.db, await loadCatalogue(new URL('../../catalogue', import.meta.url).pathname));
    await seedDemo(opened.db);
    await seedDemo(opened.db);
    const partners = await opened.db.selectFrom('partners').select('sw_handle').execute();
    expect(partners.filter((partner) => partner.sw_handle === demoSignIn.swhandle)).toHaveLength(1);
    const employees = await opened.db.selectFrom('employees').select(['code', 'password']).execute();
    const users = ['admin', 'ao1', 'ro1', 'hr1', 'dco1', 'emp1'];
    for (const employee of employees.filter((row) => users.includes(row.code))) {
      expect(employee.password).toMatch(/^\$argon2id\$/);
    }
    // new1 is the demo employee left to sign up, so it has no password yet.
    expect(employees.find((employee) => employee.code === 'new1')?.password).toBeNull();
  });
});

describe('the embedded database lock', () => {
  it('refuses a second server on the same data directory with a clear message', async () => {
    const database = await createTestDatabase('pglite');
    const first = await openDatabase({ dataDir: database.dataDir });
    try {
      await expect(openDatabase({ dataDir: database.dataDir })).rejects.toThrow(
        /is in use by another Muster server/,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: database.dataDir });
    await again.close();
    await database.drop();
  });
});
