import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { evaluateRule } from '@muster/expr';
import { type BusinessEnv, type FolderDefinition, listParamsSchema, type Txn } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { testDatabaseKinds } from '../../testing/index.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { type Catalogue, CatalogueError, loadCatalogue } from '../catalogue/index.js';
import { runFolderList } from '../lists/folder-list.js';
import type { ServerContext } from '../server-context.js';
import { applyStorage } from '../storage/index.js';
import { compileRowPermission } from './row-permission.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;
const folder = 'payroll_adjustments';
const listTxn = `txn_${folder}_list`;

const envOf = (overrides: Partial<BusinessEnv>): BusinessEnv => ({
  id: 'e1',
  employees_id: randomUUID(),
  code: 'admin',
  swhandle: 'demo',
  business_name: 'Demo',
  partners_id: randomUUID(),
  isAdmin: false,
  isAO: false,
  isRO: false,
  isHR: false,
  isDCO: false,
  child_reporting_path: [],
  subsections: [],
  pe_partners_id: null,
  user_selected_partner: null,
  ...overrides,
});

/** A copy of the catalogue whose payroll adjustments list carries `rule` as its row permission. */
async function catalogueWithListRule(rule: string): Promise<Catalogue> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-catalogue-'));
  try {
    await cp(catalogueDir, dir, { recursive: true });
    const file = path.join(dir, `${folder}.json`);
    const definition = JSON.parse(await readFile(file, 'utf8')) as FolderDefinition;
    const txn = definition.txns.find((candidate) => candidate.name === listTxn);
    if (!txn) throw new Error(`${listTxn} missing`);
    txn.permission = { ...txn.permission, row: rule };
    await writeFile(file, JSON.stringify(definition));
    return await loadCatalogue(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('compileRowPermission', () => {
  let definition: FolderDefinition;
  beforeAll(async () => {
    definition = (await loadCatalogue(catalogueDir)).folders.get(folder) as FolderDefinition;
  });
  const reason = (rule: string) => {
    const compiled = compileRowPermission(rule, definition);
    return compiled.ok ? 'compiled' : compiled.reason;
  };

  it('refuses what SQL could not decide with the evaluator’s meaning, saying why', () => {
    expect(reason('row.amount > 1')).toBe("operator '>' is not applied in SQL");
    expect(reason('row.amount + 1 == 2')).toBe("operator '+' is not applied in SQL");
    expect(reason("row.amount ?? 'none'")).toBe("operator '??' is not applied in SQL");
    expect(reason("row.amount == '5'")).toBe("'==' compares a number with a text");
    expect(reason('row.employees_id == env.employees_id')).toBe(
      'row.employees_id (docpicker) is not a text, number or boolean column',
    );
    expect(reason('row.payroll_month')).toBe(
      'row.payroll_month (timestamp) is not a text, number or boolean column',
    );
    expect(reason('row.salary')).toBe('row.salary is not a field of the folder');
    expect(reason('env.child_reporting_path')).toBe(
      'env.child_reporting_path is not a text or boolean of env',
    );
    expect(reason('now')).toBe('now is not applied in SQL');
    expect(reason('parent.applied')).toBe('parent.applied is not applied in SQL');
    expect(reason("row.reason == ['a']")).toBe('an array is not applied in SQL');
    expect(reason('row.(')).toMatch(/./);
    expect(reason("!row.applied && (env.isHR || row.adjustment_type == 'bonus')")).toBe('compiled');
  });

  it('stops the boot of a catalogue whose list row permission cannot be applied, naming it', async () => {
    const refused = await catalogueWithListRule('row.amount > 0').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CatalogueError);
    expect((refused as CatalogueError).problems).toEqual([
      `${folder}.${listTxn}: row permission 'row.amount > 0' cannot be applied inside the list's SQL: operator '>' is not applied in SQL`,
    ]);
    await expect(catalogueWithListRule('!row.applied')).resolves.toBeTruthy();
  });
});

const types = [null, '', 'bonus', 'deduction'];
const amounts = [null, 0, 5];
const applied = [null, false, true];
const rules = [
  '!row.applied',
  'row.applied',
  "row.adjustment_type == 'bonus'",
  "row.adjustment_type != 'bonus'",
  'row.adjustment_type === null',
  'null == row.amount',
  'row.adjustment_type',
  '!row.adjustment_type || row.amount',
  'row.amount == 5 && !row.applied',
  'row.amount !== 0',
  'row.applied == false',
  'env.isAdmin || row.applied == false',
  'env.isHR ? row.amount == 5 : row.adjustment_type == env.code',
  'row.adjustment_type == row.reason',
  '!(row.applied || env.isAO)',
  'env.pe_partners_id == null && row.applied !== true',
  'row.adjustment_type == env.user_selected_partner',
];

describe.each(testDatabaseKinds)('row permissions applied in SQL on %s', (kind) => {
  let database: TestDatabase;
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  let db: Kysely<Database>;
  const partner = randomUUID();
  const wireRows = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    await applyStorage(db, await loadCatalogue(catalogueDir));
    let index = 0;
    for (const adjustment_type of types)
      for (const amount of amounts)
        for (const isApplied of applied) {
          // every third row's reason repeats its type, so column-to-column equality has matches
          const reason = index++ % 3 === 0 ? adjustment_type : 'other';
          const { rows } = await sql<{ id: string }>`insert into payroll_adjustments
              (partners_id, adjustment_type, amount, applied, reason)
            values (${partner}, ${adjustment_type}, ${amount}, ${isApplied}, ${reason}) returning id`.execute(
            db,
          );
          wireRows.set(rows[0]?.id as string, { adjustment_type, amount, applied: isApplied, reason });
        }
  });
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const envs = [
    envOf({ partners_id: partner }),
    envOf({ partners_id: partner, isAdmin: true }),
    envOf({ partners_id: partner, isHR: true, code: 'bonus', isAO: true, pe_partners_id: partner }),
    envOf({ partners_id: partner, user_selected_partner: 'deduction' }),
  ];

  it('selects exactly the rows the evaluator permits, nulls and empty values included', async () => {
    const definition = (await loadCatalogue(catalogueDir)).folders.get(folder) as FolderDefinition;
    for (const rule of rules) {
      const compiled = compileRowPermission(rule, definition);
      if (!compiled.ok) throw new Error(`${rule}: ${compiled.reason}`);
      for (const env of envs) {
        const { rows } = await sql<{ id: string }>`select t.id from payroll_adjustments as t
          where ${compiled.toSql('t', env)}`.execute(db);
        const expected = [...wireRows]
          .filter(([, row]) => evaluateRule(rule, { row, env, user: env }, { folder, field: listTxn }))
          .map(([id]) => id);
        expect(rows.map((row) => row.id).sort(), `${rule} for ${JSON.stringify(env)}`).toEqual(
          expected.sort(),
        );
      }
    }
  });

  it('filters the folder list and its count by the list txn’s row permission', async () => {
    const catalogue = await catalogueWithListRule("!row.applied && row.adjustment_type == 'bonus'");
    const definition = catalogue.folders.get(folder) as FolderDefinition;
    const txnDefinition = definition.txns.find((txn) => txn.name === listTxn);
    if (!txnDefinition) throw new Error(`${listTxn} missing`);
    const env = envs[1] as BusinessEnv;
    const params = { getRowCount: true, limit: 2 };
    const txn: Txn = { name: listTxn, folder, projections: ['adjustment_type', 'applied'], params };
    const server = { db, catalogue } as ServerContext;
    const reply = await runFolderList(
      {
        params: listParamsSchema.parse(params),
        txn,
        session: { employeesId: env.employees_id, partnersId: partner, env },
      },
      server,
      definition,
      txnDefinition,
    );
    expect(reply.rowCount).toBe(amounts.length * 2);
    const listed = reply.records.map((record) => JSON.parse(record) as Record<string, unknown>);
    expect(listed).toHaveLength(2);
    for (const row of listed) expect([row.adjustment_type, row.applied === true]).toEqual(['bonus', false]);
  });
});
