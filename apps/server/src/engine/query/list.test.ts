import type { ReplyFrame, Txn } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultApiKey } from '../../platform/config.js';
import { TestChannel, testDatabaseKinds } from '../../testing/index.js';
import { loadCatalogue } from '../catalogue/index.js';
import {
  type FixtureServer,
  fixtureSignIn,
  type ListFixture,
  startFixtureServer,
} from './testing/list-fixture.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

type Row = Record<string, unknown>;

describe.each(testDatabaseKinds)('folder lists over the channel on %s', (kind) => {
  let running: FixtureServer;
  let fixture: ListFixture;
  let channel: TestChannel;
  let session: string;

  beforeAll(async () => {
    running = await startFixtureServer(kind);
    fixture = running.fixture;
    channel = await TestChannel.open(running.server.url, defaultApiKey);
    session = await channel.login(fixtureSignIn);
  });
  afterAll(async () => {
    channel?.close();
    await running?.stop();
  });

  const list = (folder: string, extra: Partial<Txn> = {}): Promise<ReplyFrame> =>
    channel.txn({ name: `txn_${folder}_list`, folder, client_props: { txn_op: 'R' }, ...extra }, session);
  const records = (reply: ReplyFrame): Row[] => {
    if (reply.output.type !== 'success') throw new Error(`list failed: ${reply.output.message}`);
    return reply.output.data.records.map((record) => JSON.parse(record) as Row);
  };
  const errorOf = (reply: ReplyFrame): string => {
    if (reply.output.type !== 'error') throw new Error('expected an error reply');
    return reply.output.message;
  };
  const leaveFilter = (path: string, operator: string, value: unknown) => ({
    params: { filters: { filterInput: [{ path, operator, value }] } },
    projections: ['notes'],
  });

  it("answers every folder's list", async () => {
    const catalogue = await loadCatalogue(catalogueDir);
    for (const name of catalogue.names) {
      const reply = await list(name, { params: { getRowCount: true } });
      expect(reply.output.type, `${name}: ${reply.output.message}`).toBe('success');
      if (reply.output.type === 'success') {
        expect(reply.output.data.rowCount, name).toBeGreaterThanOrEqual(reply.output.data.records.length);
        for (const record of records(reply)) expect(record, name).toHaveProperty('id');
      }
    }
  });

  it('projects nested paths: to-one references, loctext languages, detail rows, multiple references', async () => {
    const reply = await list('leaves', {
      projections: [
        'leave_status',
        'employees_id.code',
        'employees_id.persons_id.first_name.eng',
        'leave_days.leave_period',
        'leave_days.leave_types_id.name',
        'leave_days.documents.original_filename',
      ],
      params: { filters: { filterInput: [{ path: 'id', operator: '=', value: fixture.leaves.emp1 }] } },
    });
    const [leave] = records(reply);
    expect(leave).toEqual({
      id: fixture.leaves.emp1,
      last_modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      leave_status: 'created',
      employees_id: [
        {
          id: fixture.employees.emp1,
          code: 'emp1',
          persons_id: [{ id: expect.any(String), first_name: { eng: 'Sunita' } }],
        },
      ],
      leave_days: [
        {
          id: expect.any(String),
          leave_period: ['2026-11-01T18:30:00.000Z', '2026-11-02T18:30:00.000Z'],
          leave_types_id: [
            {
              id: fixture.leaveType,
              name: {
                eng: 'Casual leave',
                fr: 'Congé occasionnel',
                hin: 'आकस्मिक अवकाश',
                ben: 'নৈমিত্তিক ছুটি',
              },
            },
          ],
          documents: [
            { id: fixture.files[0], original_filename: 'medical.pdf' },
            { id: fixture.files[1], original_filename: 'ticket.png' },
          ],
        },
        {
          id: expect.any(String),
          leave_period: ['2026-11-04T18:30:00.000Z', '2026-11-06T18:30:00.000Z'],
          leave_types_id: [expect.objectContaining({ id: fixture.leaveType })],
          documents: null,
        },
      ],
    });
  });

  it('sends minute ranges as [startMin, endMin] and every stored field by default, never a password', async () => {
    const [shift] = records(
      await list('shifts', {
        projections: ['shift_time', 'break_time'],
        params: { filters: { filterInput: [{ path: 'shift_code', operator: '=', value: 'N' }] } },
      }),
    );
    expect(shift).toMatchObject({ shift_time: [1320, 1800], break_time: [120, 150] });
    const [admin] = records(
      await list('employees', {
        params: { filters: { filterInput: [{ path: 'code', operator: '=', value: 'admin' }] } },
      }),
    );
    expect(admin).not.toHaveProperty('password');
    expect(admin).toMatchObject({
      code: 'admin',
      partners_id: [{ id: fixture.acme, code: 'ACME', name: 'Acme Industries' }],
      persons_id: [
        { id: expect.any(String), first_name: { eng: 'Anil', fr: 'Anil', hin: 'Anil', ben: 'Anil' } },
      ],
    });
    expect(admin?.groups_id).toEqual([]);
    // a reference brings every label field of its folder, so a person shows by full name
    const [person] = (admin?.persons_id ?? []) as object[];
    expect(Object.keys(person ?? {}).sort()).toEqual(['first_name', 'id', 'last_name', 'middle_name']);
    const reply = await list('employees', { projections: ['password'] });
    expect(errorOf(reply)).toBe('This path cannot be read: password');
  });

  it('filters with =, !=, ilike, between (overlap for ranges), in, nested groups and or', async () => {
    const notes = async (filter: Partial<Txn>) =>
      records(await list('leaves', filter))
        .map((row) => row.notes)
        .sort();
    expect(await notes(leaveFilter('leave_status', '=', 'created'))).toEqual(['leave of created']);
    expect(await notes(leaveFilter('leave_status', '!=', 'created'))).toEqual([
      'leave of final_approved',
      'leave of rejected',
    ]);
    expect(await notes(leaveFilter('notes', 'ilike', 'FINAL'))).toEqual(['leave of final_approved']);
    expect(await notes(leaveFilter('notes', 'ilike', '%'))).toEqual([]);
    expect(await notes(leaveFilter('leave_status', 'in', ['created', 'rejected']))).toEqual([
      'leave of created',
      'leave of rejected',
    ]);
    // the 5–6 Nov leave day overlaps 6–8 Nov; nothing else does
    expect(
      await notes(
        leaveFilter('leave_days.leave_period', 'between', ['2026-11-05T18:30:00Z', '2026-11-07T18:30:00Z']),
      ),
    ).toEqual(['leave of created']);
    expect(await notes(leaveFilter('employees_id.persons_id.first_name.eng', 'ilike', 'sour'))).toEqual([
      'leave of final_approved',
    ]);
    expect(await notes(leaveFilter('employees_id', '=', fixture.employees.hr1))).toEqual([
      'leave of rejected',
    ]);
    expect(await notes(leaveFilter('employees_id.code', '!=', 'emp1'))).toEqual([
      'leave of final_approved',
      'leave of rejected',
    ]);
    const grouped = await notes({
      params: {
        filters: {
          joinop: 'or',
          filterInput: [
            { path: 'leave_status', operator: '=', value: 'rejected' },
            {
              joinop: 'and',
              filterInput: [
                { path: 'leave_status', operator: '=', value: 'created' },
                { path: 'employees_id.code', operator: '=', value: 'emp1' },
              ],
            },
          ],
        },
      },
      projections: ['notes'],
    });
    expect(grouped).toEqual(['leave of created', 'leave of rejected']);
    const timestamps = records(
      await list('employees', {
        projections: ['code'],
        params: {
          filters: {
            filterInput: [
              { path: 'joining_date', operator: 'between', value: ['2024-10-31T18:30:00Z', null] },
            ],
          },
          getRowCount: true,
        },
      }),
    );
    expect(timestamps.map((row) => row.code)).toContain('admin');
    const groups = records(
      await list('employees', {
        projections: ['code'],
        params: { filters: { filterInput: [{ path: 'groups_id.code', operator: '=', value: 'RO' }] } },
      }),
    );
    expect(groups.map((row) => row.code)).toEqual(['ro1']);
    const byName = records(
      await list('leave_types', {
        projections: ['code'],
        params: { filters: { filterInput: [{ path: 'name', operator: 'ilike', value: 'आकस्मिक' }] } },
      }),
    );
    expect(byName.map((row) => row.code)).toEqual(['CL']);
    const byJsonKey = await list('reports', {
      params: {
        filters: { filterInput: [{ path: 'config.base_folder', operator: 'in', value: ['leaves'] }] },
      },
    });
    // the seeded reports (migration 016): only those over leaves
    const leaveReports = records(byJsonKey) as { config: { base_folder: string } }[];
    expect(leaveReports.length).toBeGreaterThan(0);
    expect(leaveReports.every((report) => report.config.base_folder === 'leaves')).toBe(true);
    const shifts = records(
      await list('shifts', {
        projections: ['shift_code'],
        params: {
          filters: { filterInput: [{ path: 'shift_time', operator: 'between', value: [1400, 1500] }] },
        },
      }),
    );
    expect(shifts.map((row) => row.shift_code)).toEqual(['N']);
  });

  it('pages in order with an exact row count', async () => {
    const page = async (offset: number, limit: number) => {
      const reply = await list('employees', {
        projections: ['code', 'persons_id.first_name.eng'],
        params: { orderBy: [{ path: 'code', dir: 'asc' }], limit, offset, getRowCount: true },
      });
      if (reply.output.type !== 'success') throw new Error(reply.output.message);
      return { codes: records(reply).map((row) => row.code), rowCount: reply.output.data.rowCount };
    };
    expect(await page(0, 3)).toEqual({ codes: ['admin', 'ao1', 'dco1'], rowCount: 7 });
    expect(await page(3, 3)).toEqual({ codes: ['emp1', 'hr1', 'new1'], rowCount: 7 });
    expect(await page(6, 3)).toEqual({ codes: ['ro1'], rowCount: 7 });
    expect(await page(9, 3)).toEqual({ codes: [], rowCount: 7 });
    const byName = records(
      await list('employees', {
        projections: ['code'],
        params: { orderBy: [{ path: 'persons_id.first_name.eng', dir: 'DESC' }], limit: 2 },
      }),
    );
    expect(byName.map((row) => row.code)).toEqual(['emp1', 'ro1']);
    const reply = await list('employees', { params: { limit: 5000 } });
    // the list's declaration refuses it before any query: its text, the path in the issues
    expect(reply.output).toMatchObject({
      type: 'error',
      message: 'Invalid list parameters',
      data: { issues: [expect.stringMatching(/^limit: /)] },
    });
  });

  it('refuses unknown paths and operators and bad values, naming them', async () => {
    expect(errorOf(await list('leaves', { projections: ['employees_id.nope'] }))).toBe(
      'Unknown path: employees_id.nope',
    );
    expect(errorOf(await list('leaves', leaveFilter('leave_status', 'like', 'x')))).toBe(
      'Unknown operator: like',
    );
    expect(errorOf(await list('leaves', leaveFilter('leave_days', '=', 'x')))).toBe(
      'Operator does not apply to this path: leave_days =',
    );
    expect(errorOf(await list('leaves', leaveFilter('leave_days.leave_period', '=', 'x')))).toBe(
      'Operator does not apply to this path: leave_days.leave_period =',
    );
    expect(errorOf(await list('leaves', leaveFilter('employees_id', '=', 'not-an-id')))).toMatch(
      /^Invalid filter value: employees_id =/,
    );
    expect(errorOf(await list('leaves', leaveFilter('leave_status', 'in', [])))).toMatch(
      /^Invalid filter value: leave_status in/,
    );
    expect(
      errorOf(
        await list('leaves', { params: { orderBy: [{ path: 'leave_days.leave_period', dir: 'asc' }] } }),
      ),
    ).toBe('Cannot order by this path: leave_days.leave_period');
  });

  it('treats SQL-looking text as data: in values it matches nothing, in paths it is refused', async () => {
    const injection = "x'; drop table leaves; --";
    expect(records(await list('leaves', leaveFilter('leave_status', '=', injection)))).toEqual([]);
    expect(records(await list('leaves', leaveFilter('notes', 'ilike', injection)))).toEqual([]);
    expect(errorOf(await list('leaves', { projections: ['notes; drop table leaves'] }))).toBe(
      'Unknown path: notes; drop table leaves',
    );
    expect(errorOf(await list('leaves', leaveFilter('"notes"', '=', 'x')))).toBe('Unknown path: "notes"');
    expect(
      errorOf(
        await list('leaves', { params: { orderBy: [{ path: 'notes desc, (select 1)', dir: 'asc' }] } }),
      ),
    ).toBe('Unknown path: notes desc, (select 1)');
    expect(records(await list('leaves', { projections: ['notes'] }))).toHaveLength(3);
  });

  it('routes only catalogue txns to the generic list, for their own folder', async () => {
    const wrongFolder = await channel.txn(
      { name: 'txn_leaves_list', folder: 'employees', client_props: { txn_op: 'R' } },
      session,
    );
    expect(errorOf(wrongFolder)).toBe('Unknown transaction: txn_leaves_list (employees)');
    const unknown = await channel.txn({ name: 'txn_nothing_list', folder: 'nothing' }, session);
    expect(errorOf(unknown)).toBe('Unknown transaction: txn_nothing_list');
    const anonymous = await channel.txn({ name: 'txn_leaves_list', folder: 'leaves' }, null);
    expect(errorOf(anonymous)).toBe('Session Expired Please Login again');
  });

  it('hides soft-deleted rows', async () => {
    const before = records(await list('leave_types', { projections: ['code'] }));
    expect(before.map((row) => row.code)).toEqual(['CL']);
    const deleted = await list('leave_types', {
      projections: ['code'],
      params: { filters: { filterInput: [{ path: 'deleted', operator: '=', value: true }] } },
    });
    expect(records(deleted)).toEqual([]);
  });
});
