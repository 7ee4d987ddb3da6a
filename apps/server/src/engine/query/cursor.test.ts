import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { type Catalogue, loadCatalogue } from '../catalogue/index.js';
import { applyStorage } from '../storage/index.js';
import { compileListQuery, compileListStream, type ListQueryInput } from './compile.js';
import { forEachStreamedBatch } from './cursor.js';
import { QueryError } from './errors.js';
import { runCompiledList } from './run.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

type Row = Record<string, unknown>;

describe.each(testDatabaseKinds)('an unpaged list read through a cursor on %s', (kind) => {
  let database: TestDatabase;
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  let db: Kysely<Database>;
  let catalogue: Catalogue;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    catalogue = await loadCatalogue(catalogueDir);
    await applyStorage(db, catalogue);
    // eleven departments, several created in the same instant (the order's ties fall to the id),
    // eight readable by the scope below ('A…') and three not
    await sql`insert into departments (code, name, creation_date)
      select case when g % 3 = 0 then 'B' else 'A' end || g, jsonb_build_object('eng', 'Department ' || g),
        timestamptz '2026-01-01' + make_interval(days => g % 4)
      from generate_series(1, 11) g`.execute(db);
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  /** Departments whose code starts with A, their name read only on A1's row (a hidden field). */
  const input = (params: Partial<ListQueryInput['params']> = {}): ListQueryInput => ({
    folder: 'departments',
    params: { limit: 1000, offset: 0, getRowCount: false, orderBy: [], ...params },
    projections: ['code', 'name'],
    lookup: (name) => catalogue.folders.get(name),
    scope: (alias) => sql<boolean>`${sql.id(alias, 'code')} like 'A%'`,
    access: (table, field) =>
      table === 'departments' && field === 'name'
        ? (alias) => sql<boolean>`${sql.id(alias, 'code')} = 'A1'`
        : null,
  });
  const streamed = async (listInput: ListQueryInput, batchRows: number) => {
    const batches: Row[][] = [];
    await forEachStreamedBatch(db, compileListStream(listInput), batchRows, (records) => {
      batches.push(records.map((record) => JSON.parse(record) as Row));
    });
    return batches;
  };
  const paged = async (listInput: ListQueryInput) =>
    (await runCompiledList(db, compileListQuery(listInput).compile(db))).records.map(
      (record) => JSON.parse(record) as Row,
    );

  it("gives the paged list's rows in its order, a batch at a time, ties broken alike", async () => {
    const batches = await streamed(input(), 3);
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 2]);
    expect(batches.flat()).toEqual(await paged(input()));
    const ordered = await streamed(input({ orderBy: [{ path: 'code', dir: 'desc' }] }), 4);
    expect(ordered.flat().map((row) => row.code)).toEqual(['A8', 'A7', 'A5', 'A4', 'A2', 'A11', 'A10', 'A1']);
  });

  it('returns no row outside the scope and no value the reader may not read', async () => {
    const rows = (await streamed(input(), 2)).flat();
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => String(row.code).startsWith('A'))).toBe(true);
    expect(rows.filter((row) => row.name !== null)).toEqual([
      expect.objectContaining({ code: 'A1', name: { eng: 'Department 1' } }),
    ]);
    // a filter through the hidden field finds nothing on the rows it is hidden on
    const named = await streamed(
      input({ filters: { filterInput: [{ path: 'name.eng', operator: 'ilike', value: 'Department' }] } }),
      2,
    );
    expect(named.flat().map((row) => row.code)).toEqual(['A1']);
  });

  it('ends on a batch that is exactly full, and refuses an unknown path before any SQL', async () => {
    const batches = await streamed(
      input({ filters: { filterInput: [{ path: 'code', operator: 'ilike', value: 'A1' }] } }),
      3,
    );
    expect(batches.map((batch) => batch.map((row) => row.code).sort())).toEqual([['A1', 'A10', 'A11']]);
    expect(() => compileListStream({ ...input(), projections: ['nowhere'] })).toThrow(QueryError);
  });

  it('pages in the same order with and without the count, the count in a row of its own', async () => {
    const page = (params: Partial<ListQueryInput['params']>) =>
      runCompiledList(db, compileListQuery(input({ limit: 3, offset: 2, ...params })).compile(db));
    const byCode = { orderBy: [{ path: 'code', dir: 'desc' as const }] };
    const codes = (data: Awaited<ReturnType<typeof page>>) =>
      data.records.map((record) => (JSON.parse(record) as Row).code);
    expect(codes(await page(byCode))).toEqual(['A5', 'A4', 'A2']);
    const counted = await page({ ...byCode, getRowCount: true });
    expect(codes(counted)).toEqual(['A5', 'A4', 'A2']);
    expect(counted.rowCount).toBe(8);
    // ties of creation_date fall to the id, the same pages both ways
    expect(codes(await page({}))).toEqual(codes(await page({ getRowCount: true })));
  });

  it('sorts a page without its count once, with no window over it (issue #35 item 2)', async () => {
    const { sql: text, parameters } = compileListQuery(input({ limit: 3 })).compile(db);
    const plan = (await db.executeQuery<Row>(CompiledQuery.raw(`explain ${text}`, [...parameters]))).rows;
    const lines = plan.map((row) => String(row['QUERY PLAN']));
    expect(lines.filter((line) => /\bSort\b/.test(line) && !/Sort Key/.test(line))).toHaveLength(1);
    expect(lines.some((line) => line.includes('WindowAgg'))).toBe(false);
  });
});
