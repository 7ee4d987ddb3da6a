import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../engine/catalogue/index.js';
import { applyStorage } from '../../engine/storage/index.js';
import { openedTestDatabase } from '../../testing/opened-test-database.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { migrateToLatest } from './migrate.js';
import { loctextMasters } from './migrations/090_master_names_loctext.js';
import { loctextHolidayNames } from './migrations/335_holiday_names_loctext.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

/**
 * Migrations 090 and 335 on a database deployed before them: the masters' tables stored as the
 * catalogue had them (a text name), rows in them, then the migrations and the catalogue's
 * storage step of the code that has them, as a server start runs them.
 */
const textNamed: readonly string[] = [...loctextMasters, ...loctextHolidayNames];
type Fields =
  Awaited<ReturnType<typeof loadCatalogue>>['folders'] extends Map<string, infer D>
    ? D extends { fields: infer F }
      ? F
      : never
    : never;
/** The fields as they were: `name` a text, in the folder and in its `payheads` rows. */
const namedByText = (fields: Fields, detail = false): Fields =>
  fields.map((field) =>
    field.name === 'name' && !detail
      ? { ...field, type: 'text' as const }
      : field.name === 'payheads' && 'fields' in field && field.fields
        ? { ...field, fields: namedByText(field.fields as Fields) }
        : field,
  ) as Fields;

describe.each(testDatabaseKinds)('master, holiday and payhead names becoming loctext on %s', (kind) => {
  const opened = openedTestDatabase(kind);

  it('keeps a plain name as its English text, and an empty one as no name', async () => {
    const { db } = opened();
    const catalogue = await loadCatalogue(catalogueDir);
    // the catalogue as it was: each master's name a text
    const before = new Map(
      [...catalogue.folders].map(([name, definition]) => [
        name,
        textNamed.includes(name)
          ? { ...definition, fields: namedByText(definition.fields) }
          : name === 'salary_structures'
            ? { ...definition, fields: namedByText(definition.fields, true) }
            : definition,
      ]),
    );
    await sql`delete from kysely_migration
      where name in ('090_master_names_loctext', '335_holiday_names_loctext', '336_payhead_names_loctext')`.execute(
      db,
    );
    await applyStorage(db, { ...catalogue, folders: before });
    await sql`insert into departments (code, name) values ('OPS', 'Operations'), ('NIL', '')`.execute(db);
    await sql`insert into shifts (shift_code, name) values ('NGT', 'Night'), ('NON', null)`.execute(db);
    await sql`insert into sites (code, name) values ('KOL', 'Kolkata Works')`.execute(db);
    await sql`insert into products (code, name) values ('SG', 'Security Guard')`.execute(db);
    await sql`insert into holidays (name, holiday_date) values ('Diwali', '2026-11-07T18:30:00Z')`.execute(
      db,
    );
    const structure = await sql<{ id: string }>`insert into salary_structures (code, name)
      values ('STD', 'Standard') returning id`.execute(db);
    await sql`insert into salary_structures__payheads (parent_id, sequence, code, name)
      values (${structure.rows[0]?.id}, 1, 'BASIC', 'Basic')`.execute(db);

    await migrateToLatest(db);
    // the storage step of the code with migration 090 finds the jsonb it expects, and starts
    await applyStorage(db, catalogue);

    const names = async (table: string, code: string) =>
      (
        await sql<{
          code: string;
          name: unknown;
        }>`select ${sql.ref(code)} as code, name from ${sql.table(table)}
          order by 1`.execute(db)
      ).rows.map((row) => [row.code, row.name]);
    expect(await names('departments', 'code')).toEqual([
      ['NIL', null],
      ['OPS', { eng: 'Operations' }],
    ]);
    expect(await names('shifts', 'shift_code')).toEqual([
      ['NGT', { eng: 'Night' }],
      ['NON', null],
    ]);
    expect(await names('sites', 'code')).toEqual([['KOL', { eng: 'Kolkata Works' }]]);
    expect(await names('products', 'code')).toEqual([['SG', { eng: 'Security Guard' }]]);
    expect(await names('holidays', 'holiday_date')).toEqual([[expect.anything(), { eng: 'Diwali' }]]);
    expect(await names('salary_structures__payheads', 'code')).toEqual([['BASIC', { eng: 'Basic' }]]);
    const types = await sql<{ table_name: string; data_type: string }>`select table_name, data_type
      from information_schema.columns where table_schema = current_schema() and column_name = 'name'
        and table_name = any(${[...textNamed]}::text[]) order by table_name`.execute(db);
    expect(types.rows.map((row) => row.data_type)).toEqual(textNamed.map(() => 'jsonb'));
  });
});
