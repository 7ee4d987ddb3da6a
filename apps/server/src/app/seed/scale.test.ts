import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { applyStorage } from '../../engine/storage/index.js';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { seedDemo } from './demo.js';
import { generateScale } from './scale.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

describe.each(testDatabaseKinds)('generateScale on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    await applyStorage(opened.db, await loadCatalogue(catalogueDir));
    await seedDemo(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it('adds employees with their persons to the demo business, continuing the codes on a second run', async () => {
    const started = performance.now();
    expect(await generateScale(opened.db, 3000)).toBe(3000);
    console.log(`3000 scale employees on ${kind}: ${Math.round(performance.now() - started)} ms`);
    expect(await generateScale(opened.db, 10)).toBe(3010);
    const counts = await sql<{ employees: number; codes: number; persons: number; partners: number }>`
      select count(*)::int as employees, count(distinct e.code)::int as codes,
        count(distinct p.id)::int as persons, count(distinct e.partners_id)::int as partners
      from employees e join persons p on p.id = e.persons_id where e.code like 'SC%'`.execute(opened.db);
    expect(counts.rows[0]).toEqual({ employees: 3010, codes: 3010, persons: 3010, partners: 1 });
    const last = await sql<{
      code: string;
    }>`select max(code) as code from employees where code like 'SC%'`.execute(opened.db);
    expect(last.rows[0]?.code).toBe('SC3010');
  });
});
