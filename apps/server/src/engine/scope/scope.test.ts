import type { BusinessSettings, FolderDefinition, ReplyFrame, Txn } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultApiKey } from '../../platform/config.js';
import { TestChannel, testDatabaseKinds } from '../../testing/index.js';
import {
  type FixtureServer,
  fixtureSignIn,
  type ListFixture,
  startFixtureServer,
} from '../query/testing/list-fixture.js';

type Row = Record<string, unknown>;

describe.each(testDatabaseKinds)('list scopes on %s', (kind) => {
  let running: FixtureServer;
  let fixture: ListFixture;
  let channel: TestChannel;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    running = await startFixtureServer(kind);
    fixture = running.fixture;
    channel = await TestChannel.open(running.server.url, defaultApiKey);
    for (const code of ['admin', 'ao1', 'ro1', 'hr1', 'dco1', 'emp1'])
      sessions.set(code, await channel.login({ ...fixtureSignIn, code }));
    sessions.set('sunrise', await channel.login({ ...fixtureSignIn, swhandle: 'sunrise', code: 'admin' }));
  });
  afterAll(async () => {
    channel?.close();
    await running?.stop();
  });

  const run = (user: string, txn: Partial<Txn> & { folder: string }): Promise<ReplyFrame> =>
    channel.txn(
      { name: `txn_${txn.folder}_list`, client_props: { txn_op: 'R' }, ...txn },
      sessions.get(user) ?? null,
    );
  const ids = async (user: string, txn: Partial<Txn> & { folder: string }): Promise<string[]> => {
    const reply = await run(user, { projections: ['id'], ...txn });
    if (reply.output.type !== 'success') throw new Error(`${user}: ${reply.output.message}`);
    return reply.output.data.records.map((record) => (JSON.parse(record) as Row).id as string).sort();
  };
  const sorted = (...values: string[]) => [...values].sort();

  it('shows each business its own partner-scoped rows, and a provider user the business it picks', async () => {
    const { leaves } = fixture;
    expect(await ids('admin', { folder: 'leaves' })).toEqual(sorted(leaves.emp1, leaves.ro1, leaves.hr1));
    expect(await ids('admin', { folder: 'leaves', target_swhandle: 'SUNRISE' })).toEqual([leaves.sunriseEmp]);
    expect(await ids('sunrise', { folder: 'leaves' })).toEqual([leaves.sunriseEmp]);
    expect(await ids('sunrise', { folder: 'leaves', target_swhandle: 'sunrise' })).toEqual([
      leaves.sunriseEmp,
    ]);
    expect(await ids('sunrise', { folder: 'leaves', target_swhandle: 'acme' })).toEqual([]);
    expect(await ids('sunrise', { folder: 'employees', target_swhandle: 'acme' })).toEqual([]);
    expect(await ids('admin', { folder: 'leaves', target_swhandle: 'nobody' })).toEqual([]);
  });

  it('counts only the rows in scope', async () => {
    const reply = await run('sunrise', { folder: 'employees', params: { getRowCount: true } });
    expect(reply.output.type === 'success' && reply.output.data.rowCount).toBe(2);
  });

  it('shows ordinary employees their own rows, a reporting officer its subtree, AO and HR everyone', async () => {
    const { leaves } = fixture;
    expect(await ids('emp1', { folder: 'leaves' })).toEqual([leaves.emp1]);
    expect(await ids('emp1', { folder: 'leaves', target_swhandle: 'sunrise' })).toEqual([]);
    expect(await ids('ro1', { folder: 'leaves' })).toEqual(sorted(leaves.emp1, leaves.ro1));
    for (const user of ['ao1', 'hr1'])
      expect(await ids(user, { folder: 'leaves' })).toEqual(sorted(leaves.emp1, leaves.ro1, leaves.hr1));
  });

  it('keeps salary structures to the own business and leaves the own business out of partners', async () => {
    const codes = async (user: string, txn: Partial<Txn> & { folder: string }) => {
      const reply = await run(user, { projections: ['code'], ...txn });
      if (reply.output.type !== 'success') throw new Error(reply.output.message);
      return reply.output.data.records.map((record) => (JSON.parse(record) as Row).code).sort();
    };
    expect(await codes('admin', { folder: 'salary_structures', target_swhandle: 'sunrise' })).toEqual([
      'SS-ACME',
    ]);
    expect(await codes('sunrise', { folder: 'salary_structures' })).toEqual(['SS-SUN']);
    expect(await codes('admin', { folder: 'partners' })).toEqual(['SUN']);
    expect(await codes('sunrise', { folder: 'partners' })).toEqual([]);
    expect(await codes('admin', { folder: 'partners', name: 'txn_businesses_list' })).toEqual([
      'ACME',
      'SUN',
    ]);
    expect(await codes('sunrise', { folder: 'partners', name: 'txn_businesses_list' })).toEqual(['SUN']);
    expect(await codes('emp1', { folder: 'employees', name: 'txn_employees_list' })).toContain('emp1');
  });

  it('shows a business the persons it employs and those nobody employs yet', async () => {
    const names = async (user: string, target?: string) => {
      const reply = await run(user, {
        folder: 'persons',
        projections: ['first_name.eng'],
        ...(target ? { target_swhandle: target } : {}),
      });
      if (reply.output.type !== 'success') throw new Error(reply.output.message);
      return reply.output.data.records
        .map((record) => ((JSON.parse(record) as Row).first_name as { eng: string }).eng)
        .sort();
    };
    expect(await names('sunrise')).toEqual(['Lakshmi', 'Mohan', 'Unlinked']);
    expect(await names('sunrise', 'acme')).toEqual([]);
    expect(await names('hr1', 'sunrise')).toEqual(['Lakshmi', 'Mohan', 'Unlinked']);
    expect(await names('hr1')).toEqual([
      'Anil',
      'Arjun',
      'Kavita',
      'Priya',
      'Rahul',
      'Sourav',
      'Sunita',
      'Unlinked',
    ]);
  });

  it('refuses a list of a folder the policy does not open to the user', async () => {
    const reply = await run('emp1', { folder: 'persons' });
    expect(reply.output).toMatchObject({
      type: 'error',
      message: 'sorry folder cant be opened by you: persons',
    });
    expect((await run('hr1', { folder: 'persons' })).output.type).toBe('success');
  });

  const settingsOf = async (user: string) => {
    const reply = await channel.txn(
      { name: 'txn_compiled_folders_get', folder: 'folders', client_props: { txn_op: 'R' } },
      sessions.get(user) ?? null,
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return JSON.parse(reply.output.data.records[0] as string) as BusinessSettings<FolderDefinition>;
  };

  it("sends the definitions a shown folder's pickers point into, apart from the shown folders", async () => {
    const emp1 = await settingsOf('emp1');
    expect(emp1.containers.folders.map.leaves).toBeDefined();
    expect(emp1.containers.folders.map.leave_types).toBeUndefined();
    expect(emp1.references?.leave_types?.fields.some((field) => field.name === 'name')).toBe(true);
    const admin = await settingsOf('admin');
    expect(admin.containers.folders.map.leave_types).toBeDefined();
    expect(admin.references?.leave_types).toBeUndefined();
  });

  it("sends with each definition the txns the policy gives a principal employer on a contractor's business", async () => {
    const admin = await settingsOf('admin');
    expect(admin.containers.folders.map.invoices?.pickedTxns).toEqual([
      'txn_invoices_review_documents',
      'txn_invoices_approve',
      'txn_invoices_record_payment',
    ]);
    expect(admin.containers.folders.map.departments?.pickedTxns).toEqual([]);
  });

  it('derives the reporting subtree and subsections into env at sign-in', async () => {
    const envOf = async (user: string) => (await settingsOf(user)).env;
    const { employees } = fixture;
    expect((await envOf('ro1')).child_reporting_path).toEqual([
      employees.ro1,
      `${employees.ro1}.${employees.emp1}`,
    ]);
    expect((await envOf('emp1')).child_reporting_path).toEqual([employees.emp1]);
    expect((await envOf('emp1')).subsections).toEqual([fixture.subsection]);
    expect((await envOf('dco1')).subsections).toEqual([fixture.subsection]);
    expect((await envOf('ro1')).subsections).toEqual([]);
  });

  it("gives an ordinary employee its own business only and its colleagues' code and name, nothing else (#27 item 4)", async () => {
    const handles = await run('emp1', {
      folder: 'partners',
      name: 'txn_businesses_list',
      projections: ['code'],
    });
    if (handles.output.type !== 'success') throw new Error(handles.output.message);
    expect(handles.output.data.records.map((record) => (JSON.parse(record) as Row).code)).toEqual(['ACME']);
    expect(await ids('emp1', { folder: 'employees', target_swhandle: 'sunrise' })).toEqual([]);
    expect(await ids('emp1', { folder: 'leave_types', target_swhandle: 'sunrise' })).toEqual([]);
    // ro1 joins emp1's subsection: a colleague in the list
    const { employees } = fixture;
    const adminRows = await run('admin', { folder: 'employees', projections: ['id', 'last_modified'] });
    if (adminRows.output.type !== 'success') throw new Error(adminRows.output.message);
    const ro1 = adminRows.output.data.records
      .map((record) => JSON.parse(record) as Row)
      .find((row) => row.id === employees.ro1);
    const write = async (folder: string, op: 'C' | 'U', row: Row) => {
      const reply = await channel.txn(
        {
          name: `txn_${folder}_${op === 'C' ? 'create' : 'update'}`,
          folder,
          client_props: { txn_op: op },
          params: { baseFolder: folder, rows: [{ op, ...row }] },
        },
        sessions.get('admin') ?? null,
      );
      if (reply.output.type !== 'success') throw new Error(reply.output.message);
      return JSON.parse(reply.output.data.records[0] ?? '{}') as Row;
    };
    const regular = await write('employee_types', 'C', {
      data: { code: 'regular', name: { eng: 'Regular', fr: 'Régulier', hin: 'नियमित', ben: 'নিয়মিত' } },
    });
    await write('employees', 'U', {
      key: employees.ro1,
      data: { last_modified: ro1?.last_modified, subsections: fixture.subsection, employee_type: regular.id },
    });
    const listed = await run('emp1', {
      folder: 'employees',
      projections: [
        'code',
        'joining_date',
        'employee_status',
        'persons_id.first_name',
        'persons_id.gender',
        'reporting_manager.code',
        'reporting_manager.joining_date',
        'subsections.code',
      ],
    });
    if (listed.output.type !== 'success') throw new Error(listed.output.message);
    const rows = listed.output.data.records.map((record) => JSON.parse(record) as Row);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect([...byCode.keys()].sort()).toEqual(['emp1', 'ro1']);
    // its own record whole; the manager it names, through the reference, code and name only
    expect(byCode.get('emp1')).toMatchObject({
      joining_date: expect.any(String),
      employee_status: 'approved',
      reporting_manager: [{ id: employees.ro1, code: 'ro1', joining_date: null }],
      subsections: [{ code: 'PACK' }],
    });
    expect(byCode.get('ro1')).toMatchObject({
      joining_date: null,
      employee_status: null,
      reporting_manager: null,
      subsections: null,
      persons_id: [{ first_name: { eng: 'Sourav' }, gender: null }],
    });
    // a filter and an order see the same null: no colleague is found by what it may not read
    expect(
      await ids('emp1', {
        folder: 'employees',
        params: { filters: { filterInput: [{ path: 'employee_status', operator: '=', value: 'approved' }] } },
      }),
    ).toEqual([employees.emp1]);
    expect(
      await ids('emp1', {
        folder: 'employees',
        params: { filters: { filterInput: [{ path: 'subsections.code', operator: '=', value: 'PACK' }] } },
      }),
    ).toEqual([employees.emp1]);
    // a role beyond everyone reads them as before
    expect(
      await ids('ro1', {
        folder: 'employees',
        params: { filters: { filterInput: [{ path: 'subsections.code', operator: '=', value: 'PACK' }] } },
      }),
    ).toEqual([employees.emp1, employees.ro1].sort());
  });
});
