import { listParamsSchema } from '@muster/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.js';
import { testDatabaseKinds } from '../../testing/index.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { type Catalogue, loadCatalogue } from '../catalogue/index.js';
import { applyStorage } from '../storage/index.js';
import { QueryError, queryMessages } from './errors.js';
import { runListQuery } from './run.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

const summary = { gross: 30000, net: 26000, days: { payable: 30, worked: 28 } };
const details = { earnings: { basic: 12000, hra: 4800 }, deductions: { pf: 1440 } };

describe.each(testDatabaseKinds)('json and nsp keys in projections on %s', (kind) => {
  let database: TestDatabase;
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  let catalogue: Catalogue;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    opened = await openDatabase(database);
    catalogue = await loadCatalogue(catalogueDir);
    await applyStorage(opened.db, catalogue);
    await sql`insert into payslips (status, aggregate_pay_details, itemized_pay_details, creation_date)
      values ('generated', ${JSON.stringify(summary)}::jsonb, ${JSON.stringify(details)}::jsonb, now()),
        ('generated', null, '{"earnings": {"basic": 9000}}'::jsonb, now() - interval '1 day')`.execute(
      opened.db,
    );
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const list = async (projections: string[], filters?: unknown) => {
    const reply = await runListQuery(opened.db, {
      folder: 'payslips',
      params: listParamsSchema.parse(filters ? { filters } : {}),
      projections,
      lookup: (name) => catalogue.folders.get(name),
      scope: null,
    });
    return reply.records.map((record) => {
      const { id: _id, last_modified: _stamp, ...rest } = JSON.parse(record) as Record<string, unknown>;
      return rest;
    });
  };

  it('returns only the asked keys of a json value, nested as in the value, a missing one as null', async () => {
    expect(await list(['aggregate_pay_details.gross', 'aggregate_pay_details.days.payable'])).toEqual([
      { aggregate_pay_details: { gross: 30000, days: { payable: 30 } } },
      { aggregate_pay_details: null },
    ]);
    expect(await list(['aggregate_pay_details.bonus'])).toEqual([
      { aggregate_pay_details: { bonus: null } },
      { aggregate_pay_details: null },
    ]);
    // a key asked whole covers the keys under it, and the whole value covers every key
    expect(await list(['aggregate_pay_details.days.worked', 'aggregate_pay_details.days'])).toEqual([
      { aggregate_pay_details: { days: summary.days } },
      { aggregate_pay_details: null },
    ]);
    expect(await list(['aggregate_pay_details.net', 'aggregate_pay_details'])).toEqual([
      { aggregate_pay_details: summary },
      { aggregate_pay_details: null },
    ]);
  });

  it('reads an nsp by group and by entry, at most two levels deep', async () => {
    expect(await list(['itemized_pay_details.earnings.basic', 'itemized_pay_details.deductions'])).toEqual([
      { itemized_pay_details: { earnings: { basic: 12000 }, deductions: { pf: 1440 } } },
      { itemized_pay_details: { earnings: { basic: 9000 }, deductions: null } },
    ]);
    await expect(list(['itemized_pay_details.earnings.basic.amount'])).rejects.toThrow(
      new QueryError(queryMessages.unknownPath, 'itemized_pay_details.earnings.basic.amount'),
    );
  });

  it('refuses key paths the definition does not allow', async () => {
    for (const path of ['aggregate_pay_details.Gross', "aggregate_pay_details.gross'--", 'status.length'])
      await expect(list([path]), path).rejects.toThrow(new QueryError(queryMessages.unknownPath, path));
  });

  it('filters by a key as text, as before', async () => {
    const filters = {
      filterInput: [{ path: 'itemized_pay_details.earnings.basic', operator: '=', value: '9000' }],
    };
    expect(await list(['itemized_pay_details.earnings.basic'], filters)).toEqual([
      { itemized_pay_details: { earnings: { basic: 9000 } } },
    ]);
  });
});
