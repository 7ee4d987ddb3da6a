import { leaveMessages } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowMessages } from '../../domain/workflow/messages.js';
import { patchMessages } from '../../engine/patch/messages.js';
import { type Row, records, refusal, WriteKit, written } from '../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../testing/index.js';

const day = (date: string) => `${date}T00:00:00.000Z`;

describe.each(testDatabaseKinds)('patch writes over the channel on %s', (kind) => {
  let kit: WriteKit;
  const ids: Record<string, string> = {};
  const first = async (folder: string, path: string, value: unknown, user = 'admin', target?: string) => {
    const [row] = await kit.list(user, folder, ['id'], [{ path, operator: '=', value }], target);
    if (!row) throw new Error(`no ${folder} with ${path} = ${value}`);
    return row.id as string;
  };
  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    ids.emp1 = await first('employees', 'code', 'emp1');
    ids.ao1 = await first('employees', 'code', 'ao1');
    // leave without pay: no monthly limit, so the leaves these tests write fit its quota (issue #14)
    ids.unpaid = await first('leave_types', 'code', 'LWP');
    ids.sick = await first('leave_types', 'code', 'SL');
    ids.kolkata = await first('sites', 'code', 'Kolkata');
    ids.wb = await first('states', 'code', 'WB');
    ids.person = await first('persons', 'email', 'sunita.das@demo.muster.test');
    ids.regular = await first('employee_types', 'code', 'regular');
    ids.operations = await first('departments', 'code', 'OPS');
    ids.sunrise = await first('partners', 'sw_handle', 'sunrise');
  });
  afterAll(async () => kit?.stop());

  const leaveDay = (from: string, to: string, extra: Row = {}) => ({
    op: 'C',
    data: { leave_period: [day(from), day(to)], leave_types_id: [{ id: ids.unpaid }], ...extra },
  });
  const createLeave = async (user: string, data: Row) =>
    written(await kit.write(user, 'leaves', 'create', [{ op: 'C', data }]));
  const leaveDays = async (id: string) =>
    ((await kit.byId('admin', 'leaves', ['leave_days.leave_period', 'leave_days.notes'], id))[0]
      ?.leave_days ?? []) as Row[];

  describe("the spec's messages", () => {
    it("asks for the base folder, one folder, and the key of an update in the spec's words, naming where", async () => {
      const send = (params: Row) =>
        kit.txn('admin', {
          name: 'txn_shifts_update',
          folder: 'shifts',
          client_props: { txn_op: 'U' },
          params,
        });
      // the declaration refuses the patch's shape before the handler runs: the spec's words are
      // the reply's message (spec 000 §5 "Actions and forms"), the paths in the issues
      const refused = async (params: Row) => refusal(await send(params));
      expect(await refused({ rows: [{ op: 'C', data: {} }] })).toEqual({
        message: patchMessages.baseFolderMissing,
        data: { issues: [`baseFolder: ${patchMessages.baseFolderMissing}`] },
      });
      expect(await refused({ baseFolder: 'sites', rows: [{ op: 'C', data: {} }] })).toEqual({
        message: patchMessages.oneFolderOnly,
        data: { issues: [`baseFolder: ${patchMessages.oneFolderOnly}`] },
      });
      expect(
        await refused({ baseFolder: 'shifts', rows: [{ op: 'U', data: { name: { eng: 'x' } } }] }),
      ).toEqual({
        message: 'Please provide key with update operation',
        data: { issues: [`rows.0: ${patchMessages.keyMissing}`] },
      });
      // a refusal the spec has no words for names what is wrong
      expect(await refused({ baseFolder: 'shifts', rows: [] })).toEqual({
        message: 'Invalid patch',
        data: { issues: [expect.stringMatching(/^rows: /)] },
      });
    });

    it('refuses a folder the user may not write, by role', async () => {
      const shift = { shift_code: 'X', name: { eng: 'X' }, shift_time: [540, 1080] };
      expect(refusal(await kit.write('emp1', 'shifts', 'create', [{ op: 'C', data: shift }])).message).toBe(
        patchMessages.notPermitted,
      );
      expect(
        refusal(
          await kit.write('hr1', 'groups', 'create', [{ op: 'C', data: { code: 'X', name: { eng: 'X' } } }]),
        ).message,
      ).toBe(patchMessages.notPermitted);
      expect((await kit.write('hr1', 'shifts', 'create', [{ op: 'C', data: shift }])).output.type).toBe(
        'success',
      );
    });
  });

  describe('rules on the server', () => {
    it('names missing mandatory fields and invalid inputs, in detail rows too, and writes nothing', async () => {
      const reply = await kit.write('admin', 'leaves', 'create', [
        {
          op: 'C',
          data: {
            employees_id: [{ id: ids.emp1 }],
            leave_days: [leaveDay('2026-12-01', '2026-12-02', { leave_minutes: 100, leave_types_id: null })],
          },
        },
      ]);
      const { message, data } = refusal(reply);
      expect(message).toBe(
        `${patchMessages.mandatory}: rows.0.leave_days.0.leave_types_id; ${patchMessages.invalid}: rows.0.leave_days.0.leave_minutes`,
      );
      expect(data?.issues).toEqual([
        `rows.0.leave_days.0.leave_types_id: ${patchMessages.mandatory}`,
        `rows.0.leave_days.0.leave_minutes: ${patchMessages.invalid}`,
      ]);
      const gender = await kit.write('hr1', 'persons', 'create', [
        { op: 'C', data: { first_name: { eng: 'Test' }, gender: 'robot' } },
      ]);
      expect(refusal(gender).data?.issues).toEqual([`rows.0.gender: ${patchMessages.invalid}`]);
    });

    it('reads referenced records in rules: a sick leave needs its document', async () => {
      const reply = await kit.write('admin', 'leaves', 'create', [
        {
          op: 'C',
          data: {
            employees_id: [{ id: ids.emp1 }],
            leave_days: [leaveDay('2026-12-03', '2026-12-04', { leave_types_id: [{ id: ids.sick }] })],
          },
        },
      ]);
      // the leaves' own rule answers first, naming the type and the day (issue #14)
      expect(refusal(reply).message).toBe(`${leaveMessages.documentRequired}: SL, 03/12/2026`);
    });

    it('refuses a change to a read-only field and accepts it sent back unchanged', async () => {
      const { id, last_modified } = written(
        await kit.write('admin', 'employees', 'create', [
          {
            op: 'C',
            data: {
              code: 'RO-TEST',
              persons_id: [{ id: ids.person }],
              employee_type: [{ id: ids.regular }],
            },
          },
        ]),
      );
      const changed = await kit.write('admin', 'employees', 'update', [
        { op: 'U', key: id, data: { last_modified, code: 'OTHER' } },
      ]);
      expect(refusal(changed).data?.issues).toEqual([`rows.0.code: ${patchMessages.readOnly}`]);
      const same = await kit.write('admin', 'employees', 'update', [
        { op: 'U', key: id, data: { last_modified, code: 'RO-TEST', uan: '101234567890' } },
      ]);
      expect(same.output.type).toBe('success');
    });

    it('moves a leave only by its workflow, and a leave no longer created is then not edited', async () => {
      const leave = await createLeave('emp1', { leave_days: [leaveDay('2026-12-07', '2026-12-08')] });
      const [stored] = await kit.byId('admin', 'leaves', ['leave_status', 'employees_id.code'], leave.id);
      expect(stored).toMatchObject({ leave_status: 'created', employees_id: [{ code: 'emp1' }] });
      const statusBy = (user: string) =>
        kit.write(user, 'leaves', 'update', [
          {
            op: 'U',
            key: leave.id,
            data: { last_modified: leave.last_modified, leave_status: 'final_approved' },
          },
        ]);
      // the admin too: a state changes by the workflow's actions, which keep the history
      for (const user of ['ao1', 'admin'])
        expect((await statusBy(user)).output.message).toBe(
          `${workflowMessages.movedOnlyByActions}: rows.0.leave_status`,
        );
      const approved = await kit.action('admin', 'leaves', 'approve', [leave.id]);
      expect(approved.output.type, approved.output.message).toBe('success');
      const [now] = await kit.byId('admin', 'leaves', ['last_modified'], leave.id);
      const later = await kit.write('admin', 'leaves', 'update', [
        { op: 'U', key: leave.id, data: { last_modified: now?.last_modified, notes: 'too late' } },
      ]);
      // only created leaves are edited (spec 001 §8, issue #14)
      expect(refusal(later).message).toBe(leaveMessages.notEditable);
    });

    it('fills defaults on create and never returns or stores a password in clear', async () => {
      const { id } = written(
        await kit.write('hr1', 'employees', 'create', [
          {
            op: 'C',
            data: {
              code: 'pw-test',
              persons_id: [{ id: ids.person }],
              employee_type: [{ id: ids.regular }],
              password: 'Secret@12',
            },
          },
        ]),
      );
      const [row] = await kit.byId(
        'admin',
        'employees',
        ['employee_status', 'weekly_off', 'working_days'],
        id,
      );
      expect(row).toMatchObject({ employee_status: 'approved', weekly_off: 6, working_days: 26 });
      expect(await kit.channel.login({ swhandle: 'demo', code: 'pw-test', password: 'Secret@12' })).toMatch(
        /.{20}/,
      );
      const weak = await kit.write('hr1', 'employees', 'update', [
        { op: 'U', key: id, data: { last_modified: row?.last_modified, password: 'weak' } },
      ]);
      expect(refusal(weak).data?.issues).toEqual([
        expect.stringMatching(/^rows\.0\.password: password should/),
      ]);
    });
  });

  describe('scope', () => {
    it("gives an employee's own leave its owner and partner, and refuses someone else's", async () => {
      const own = await createLeave('emp1', { leave_days: [leaveDay('2026-12-09', '2026-12-10')] });
      expect(own.id).toBeTruthy();
      const forOther = await kit.write('emp1', 'leaves', 'create', [
        {
          op: 'C',
          data: { employees_id: [{ id: ids.ao1 }], leave_days: [leaveDay('2026-12-11', '2026-12-12')] },
        },
      ]);
      expect(refusal(forOther).data?.issues).toEqual([`rows.0.employees_id: ${patchMessages.notPermitted}`]);
      const aoLeave = await createLeave('ao1', {
        employees_id: [{ id: ids.ao1 }],
        leave_days: [leaveDay('2026-12-14', '2026-12-15')],
      });
      const touch = await kit.write('emp1', 'leaves', 'update', [
        { op: 'U', key: aoLeave.id, data: { last_modified: aoLeave.last_modified, notes: 'mine now' } },
      ]);
      expect(refusal(touch).message).toBe(patchMessages.notFound);
      expect(
        refusal(await kit.write('emp1', 'leaves', 'delete', [{ op: 'D', key: aoLeave.id }])).message,
      ).toBe(patchMessages.notFound);
    });

    it('never lets an employee hand an own row to someone else', async () => {
      // emp1's own attendance edit, made the way the grid makes one (the named edits txn)
      const present = await first('attendance_types', 'code', 'P');
      const marked = await kit.txn('admin', {
        name: 'txn_attendance_edits_create',
        folder: 'attendance_edits',
        client_props: { txn_op: 'C' },
        params: {
          edits: [
            {
              employees_id: ids.emp1,
              attendance_date: '2026-11-20',
              att_type: present,
              sites_id: ids.kolkata,
            },
          ],
        },
      });
      expect(marked.output.type, marked.output.message).toBe('success');
      const [edit] = await kit.list(
        'emp1',
        'attendance_edits',
        ['employees_id', 'last_modified'],
        [{ path: 'employees_id', operator: '=', value: ids.emp1 }],
      );
      expect(edit).toMatchObject({ employees_id: [{ id: ids.emp1 }] });
      const handed = await kit.write('emp1', 'attendance_edits', 'update', [
        {
          op: 'U',
          key: edit?.id,
          data: { last_modified: edit?.last_modified, employees_id: [{ id: ids.ao1 }] },
        },
      ]);
      expect(refusal(handed).data?.issues).toEqual([`rows.0.employees_id: ${patchMessages.notPermitted}`]);
    });

    it("writes a contractor's rows in the contractor's own session, never in a provider user's pick nor for one a contractor names", async () => {
      const subsection = { code: 'SUN-X', name: 'Loading bay', departments_id: [{ id: ids.operations }] };
      // the principal employer reads a contractor it picks and writes there only what `picked` gives it
      const picked = await kit.write('admin', 'subsections', 'create', [{ op: 'C', data: subsection }], {
        target_swhandle: 'sunrise',
      });
      expect(refusal(picked).message).toBe(patchMessages.notPermitted);
      const { id } = written(
        await kit.write('sunrise:admin', 'subsections', 'create', [{ op: 'C', data: subsection }]),
      );
      const [row] = await kit.byId('sunrise:admin', 'subsections', ['partners_id.sw_handle'], id);
      expect(row?.partners_id).toEqual([{ id: ids.sunrise, sw_handle: 'sunrise' }]);
      const foreign = await kit.write(
        'sunrise:admin',
        'subsections',
        'create',
        [{ op: 'C', data: subsection }],
        {
          target_swhandle: 'demo',
        },
      );
      expect(refusal(foreign).message).toBe(patchMessages.notPermitted);
      const claimed = await kit.write('sunrise:admin', 'subsections', 'create', [
        {
          op: 'C',
          data: {
            ...subsection,
            partners_id: [{ id: await first('partners', 'sw_handle', 'shakti') }],
          },
        },
      ]);
      expect(refusal(claimed).data?.issues).toEqual([`rows.0.partners_id: ${patchMessages.notPermitted}`]);
      const demoSubsection = await first('subsections', 'code', 'OPS-1');
      const reach = await kit.write('sunrise:admin', 'subsections', 'delete', [
        { op: 'D', key: demoSubsection },
      ]);
      expect(refusal(reach).message).toBe(patchMessages.notFound);
    });
  });

  it('refuses a stale update and one that does not say what it read', async () => {
    const shift = written(
      await kit.write('admin', 'shifts', 'create', [
        { op: 'C', data: { shift_code: 'N2', name: { eng: 'Night two' }, shift_time: [1320, 360] } },
      ]),
    );
    const [stored] = await kit.byId('admin', 'shifts', ['shift_time'], shift.id);
    expect(stored?.shift_time).toEqual([1320, 1800]);
    const first = written(
      await kit.write('admin', 'shifts', 'update', [
        { op: 'U', key: shift.id, data: { last_modified: shift.last_modified, name: { eng: 'Night 2' } } },
      ]),
    );
    expect(first.last_modified > shift.last_modified).toBe(true);
    const stale = await kit.write('admin', 'shifts', 'update', [
      { op: 'U', key: shift.id, data: { last_modified: shift.last_modified, name: { eng: 'Lost update' } } },
    ]);
    expect(refusal(stale).message).toBe(patchMessages.stale);
    const blind = await kit.write('admin', 'shifts', 'update', [
      { op: 'U', key: shift.id, data: { name: { eng: 'Blind' } } },
    ]);
    expect(refusal(blind).data?.issues).toEqual([`rows.0.last_modified: ${patchMessages.mandatory}`]);
    const [after] = await kit.byId('admin', 'shifts', ['name'], shift.id);
    expect(after?.name).toEqual({ eng: 'Night 2' });
  });

  it('creates, changes and removes detail rows inside one update', async () => {
    const leave = await createLeave('admin', {
      employees_id: [{ id: ids.emp1 }],
      leave_days: [leaveDay('2026-12-16', '2026-12-17'), leaveDay('2026-12-17', '2026-12-18')],
    });
    // detail rows come in no promised order: pick them by their period
    const stored = await leaveDays(leave.id);
    const startsOn = (date: string) => stored.find((row) => (row.leave_period as string[])[0] === day(date));
    const [one, two] = [startsOn('2026-12-16'), startsOn('2026-12-17')];
    const reply = await kit.write('admin', 'leaves', 'update', [
      {
        op: 'U',
        key: leave.id,
        data: {
          last_modified: leave.last_modified,
          leave_days: [
            { op: 'U', key: one?.id, data: { notes: 'morning off' } },
            { op: 'D', key: two?.id },
            leaveDay('2026-12-21', '2026-12-22'),
          ],
        },
      },
    ]);
    expect(reply.output.type, reply.output.message).toBe('success');
    const days = await leaveDays(leave.id);
    expect(days.map((row) => [row.leave_period, row.notes ?? null]).sort()).toEqual([
      [[day('2026-12-16'), day('2026-12-17')], 'morning off'],
      [[day('2026-12-21'), day('2026-12-22')], null],
    ]);
  });

  it('applies a patch all or nothing: a failing second row leaves the first unwritten', async () => {
    const reply = await kit.write('admin', 'departments', 'create', [
      { op: 'C', data: { code: 'ATOM-1', name: { eng: 'Atomic one' } } },
      { op: 'C', data: { code: 'ATOM-2' } },
    ]);
    expect(refusal(reply).data?.issues).toEqual([`rows.1.name: ${patchMessages.mandatory}`]);
    expect(
      await kit.list('admin', 'departments', ['code'], [{ path: 'code', operator: '=', value: 'ATOM-1' }]),
    ).toEqual([]);
    const mixed = await kit.write('admin', 'departments', 'create', [
      { op: 'C', data: { code: 'ATOM-3', name: { eng: 'Atomic three' } } },
      {
        op: 'U',
        key: crypto.randomUUID(),
        data: { last_modified: day('2026-01-01'), name: { eng: 'ghost' } },
      },
    ]);
    expect(refusal(mixed).message).toBe(patchMessages.notFound);
    expect(
      await kit.list('admin', 'departments', ['code'], [{ path: 'code', operator: '=', value: 'ATOM-3' }]),
    ).toEqual([]);
  });

  it('answers with the dependent records, and removes them with the delete-dependent flag', async () => {
    const shift = written(
      await kit.write('admin', 'shifts', 'create', [
        { op: 'C', data: { shift_code: 'DEP', name: { eng: 'Depended on' }, shift_time: [480, 960] } },
      ]),
    );
    const employee = written(
      await kit.write('admin', 'employees', 'create', [
        {
          op: 'C',
          data: {
            code: 'dep-emp',
            persons_id: [{ id: ids.person }],
            employee_type: [{ id: ids.regular }],
            shifts_id: [{ id: shift.id }],
          },
        },
      ]),
    );
    const leave = await createLeave('admin', {
      employees_id: [{ id: employee.id }],
      leave_days: [leaveDay('2026-12-23', '2026-12-24')],
    });
    const refused = refusal(await kit.write('admin', 'shifts', 'delete', [{ op: 'D', key: shift.id }]));
    expect(refused.message).toBe(patchMessages.dependents('Shifts'));
    expect(refused.data?.dependents).toEqual([{ folder: 'employees', id: employee.id, field: 'shifts_id' }]);
    expect(await kit.byId('admin', 'shifts', ['id'], shift.id)).toHaveLength(1);

    const removed = await kit.write('admin', 'shifts', 'delete', [{ op: 'D', key: shift.id }], {
      params: { deleteDependent: true },
    });
    expect(records(removed)[0]?.dependents).toEqual([
      { folder: 'employees', id: employee.id },
      { folder: 'leaves', id: leave.id },
    ]);
    expect(await kit.byId('admin', 'shifts', ['id'], shift.id)).toEqual([]);
    expect(await kit.byId('admin', 'employees', ['id'], employee.id)).toEqual([]);
    expect(await kit.byId('admin', 'leaves', ['id'], leave.id)).toEqual([]);
  });

  describe('bad payloads', () => {
    it('names unknown fields and wrong types, and writes nothing', async () => {
      const reply = await kit.write('admin', 'holidays', 'create', [
        {
          op: 'C',
          data: {
            name: { eng: 'Bad' },
            holiday_date: 'next tuesday',
            optional_holiday: 'yes',
            'name; drop table holidays': 'x',
          },
        },
      ]);
      expect(refusal(reply).data?.issues).toEqual([
        `rows.0.name; drop table holidays: ${patchMessages.unknownField}`,
      ]);
      const typed = await kit.write('admin', 'holidays', 'create', [
        { op: 'C', data: { name: { eng: 'Bad' }, holiday_date: 'next tuesday', optional_holiday: 'yes' } },
      ]);
      expect(refusal(typed).data?.issues).toEqual([
        expect.stringMatching(/^rows\.0\.holiday_date: /),
        expect.stringMatching(/^rows\.0\.optional_holiday: /),
      ]);
      const names = (await kit.list('admin', 'holidays', ['name'], [])).map((row) => row.name);
      expect(names).not.toContainEqual({ eng: 'Bad' });
    });

    it('answers a value the database holds unique as already in use, naming the constraint', async () => {
      const duplicate = await kit.write('admin', 'employees', 'create', [
        {
          op: 'C',
          data: { code: 'EMP1', persons_id: [{ id: ids.person }], employee_type: [{ id: ids.regular }] },
        },
      ]);
      expect(refusal(duplicate)).toEqual({
        message: patchMessages.duplicate,
        data: { issues: [], constraint: 'employees_partner_code_key' },
      });
    });

    it("refuses a department's, site's, shift's or leave type's code another live one holds, in any case, naming the code", async () => {
      const taken = await kit.write('admin', 'departments', 'create', [
        { op: 'C', data: { code: 'ops', name: { eng: 'Operations again' } } },
      ]);
      expect(refusal(taken)).toEqual({
        message: `${patchMessages.duplicate}: code`,
        data: { issues: [`code: ${patchMessages.duplicate}`] },
      });
      const site = await kit.write('admin', 'sites', 'create', [
        { op: 'C', data: { code: 'KOLKATA', name: { eng: 'Another Kolkata' }, states_id: [{ id: ids.wb }] } },
      ]);
      expect(refusal(site).message).toBe(`${patchMessages.duplicate}: code`);
      // the record keeping its own code, in another case, is no duplicate of itself
      const recode = async (code: string) => {
        const [read] = await kit.byId('admin', 'departments', ['last_modified'], ids.operations as string);
        const data = { last_modified: read?.last_modified, code };
        return written(
          await kit.write('admin', 'departments', 'update', [{ op: 'U', key: ids.operations, data }]),
        );
      };
      await recode('Ops');
      await recode('OPS');
    });

    it('refuses detail rows that are no row operations, naming each row, and writes nothing (fuzz: leave_days [null, null])', async () => {
      const before = await kit.list('admin', 'leaves', ['id'], []);
      const nulls = await kit.write('admin', 'leaves', 'create', [
        { op: 'C', data: { employees_id: [{ id: ids.emp1 }], leave_days: [null, null] } },
      ]);
      expect(refusal(nulls)).toEqual({
        message: `${patchMessages.invalidPatch}: rows.0.leave_days.0, rows.0.leave_days.1`,
        data: {
          issues: [
            `rows.0.leave_days.0: ${patchMessages.invalidPatch}`,
            `rows.0.leave_days.1: ${patchMessages.invalidPatch}`,
          ],
        },
      });
      const mixed = await kit.write('admin', 'leaves', 'create', [
        {
          op: 'C',
          data: {
            employees_id: [{ id: ids.emp1 }],
            leave_days: [leaveDay('2031-03-02', '2031-03-03'), 7, { op: 'X' }],
          },
        },
        { op: 'C', data: { employees_id: [{ id: ids.emp1 }], leave_days: 'all' } },
      ]);
      expect(refusal(mixed).data?.issues).toEqual([
        `rows.0.leave_days.1: ${patchMessages.invalidPatch}`,
        `rows.0.leave_days.2.op: ${patchMessages.invalidPatch}`,
        `rows.1.leave_days: ${patchMessages.detailOps}`,
      ]);
      expect(await kit.list('admin', 'leaves', ['id'], [])).toEqual(before);
    });

    it('keeps SQL-looking text as plain text and refuses SQL-looking keys', async () => {
      const text = "Diwali'); delete from holidays; --";
      const { id } = written(
        await kit.write('admin', 'holidays', 'create', [
          { op: 'C', data: { name: { eng: text }, holiday_date: day('2026-11-08') } },
        ]),
      );
      expect((await kit.byId('admin', 'holidays', ['name'], id))[0]?.name).toEqual({ eng: text });
      expect((await kit.list('admin', 'holidays', ['id'], [])).length).toBeGreaterThan(5);
      const key = await kit.write('admin', 'holidays', 'delete', [{ op: 'D', key: "' or 1=1 --" }]);
      expect(refusal(key).data?.issues).toEqual([`rows.0.key: ${patchMessages.recordId}`]);
    });
  });
});
