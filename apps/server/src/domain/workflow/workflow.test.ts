import type { EmployeeAttendance, ReplyFrame, WorkflowHistoryRecord } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoWorkflows } from '../../app/seed/workflows.js';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';
import { addDays, istDayKey } from '../attendance/compute/index.js';
import { workflowMessages } from './messages.js';

interface Leave {
  id: string;
  leave_status: string;
  txn_state: string | null;
  employees_id: { id: string; code: string }[];
  leave_days: { leave_period: [string, string]; leave_status: string }[];
}

const today = istDayKey(Date.now());
const notPermitted = (name: string) => `You are not allowed to do this: ${name}`;

describe.each(testDatabaseKinds)('named actions run by workflows on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};

  const send = (as: string, name: string, folder: string, params: Record<string, unknown>) =>
    channel.txn({ name, folder, params, client_props: { txn_op: 'U' } }, sessions[as]);
  const records = <T>(reply: ReplyFrame): T[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as T);
  };
  const list = async <T>(folder: string, projections: string[], as = 'admin'): Promise<T[]> =>
    records<T>(
      await channel.txn(
        { name: `txn_${folder}_list`, folder, params: { limit: 1000 }, projections },
        sessions[as],
      ),
    );
  const leaves = (as = 'admin') =>
    list<Leave>(
      'leaves',
      [
        'id',
        'leave_status',
        'txn_state',
        'employees_id.id',
        'employees_id.code',
        'leave_days.leave_period',
        'leave_days.leave_status',
      ],
      as,
    );
  const leaveById = async (id: string) => (await leaves()).find((leave) => leave.id === id);
  /** The IST days a leave covers, all of them before today, or null. */
  const pastDays = (leave: Leave): string[] | null => {
    const days: string[] = [];
    for (const {
      leave_period: [start, end],
    } of leave.leave_days) {
      const last = istDayKey(Date.parse(end) - 1);
      for (let day = istDayKey(Date.parse(start)); day <= last; day = addDays(day, 1)) days.push(day);
    }
    return days.length && days.every((day) => day < today) ? days : null;
  };
  const attendanceTypes = async (employeeId: string, days: string[]) => {
    const reply = await channel.txn(
      {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        params: { from: days[0], to: days.at(-1), filters: { employees_id: [employeeId] } },
      },
      sessions.admin,
    );
    const [employee] = records<EmployeeAttendance>(reply);
    return days.map((day) => employee?.days.find((cell) => cell.attendance_date === day)?.att_type?.code);
  };
  /** Created leaves of past days that `as` sees (the RO: its reporting subtree's). */
  const createdLeaves = async (as = 'ro1') =>
    (await leaves(as)).filter((leave) => leave.leave_status === 'created' && pastDays(leave));

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'ao1', 'ro1', 'hr1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it('RO approves a created leave to Processing, AO finalises it, and the days become L', async () => {
    const [leave] = await createdLeaves();
    const days = leave && pastDays(leave);
    const employee = leave?.employees_id[0];
    if (!leave || !days || !employee) throw new Error('a created leave of past days expected');
    const before = await attendanceTypes(employee.id, days);
    // a holiday or weekly off stays what it is (attendance README: H and WO come before L)
    const approved = before.map((code) => (code === 'H' || code === 'WO' ? code : 'L'));
    expect(before).not.toEqual(approved);

    const byRo = await send('ro1', 'txn_leaves_approve', 'leaves', { ids: [leave.id], note: 'seen' });
    expect(byRo.output).toMatchObject({ type: 'success', message: workflowMessages.done });
    expect(records(byRo)).toEqual([{ id: leave.id, from: 'created', to: 'intermediate_approved' }]);
    expect(await leaveById(leave.id)).toMatchObject({
      leave_status: 'intermediate_approved',
      txn_state: 'intermediate_approved',
      leave_days: leave.leave_days.map(() =>
        expect.objectContaining({ leave_status: 'intermediate_approved' }),
      ),
    });

    // the RO's approve permits no Processing leave (its row rule, checked on every locked
    // record before the workflow's moves): refused, naming the record
    const again = await send('ro1', 'txn_leaves_approve', 'leaves', { ids: [leave.id] });
    expect(again.output).toMatchObject({
      type: 'error',
      message: `${workflowMessages.rowNotPermitted}: approve ${employee.code}`,
    });

    const byAo = await send('ao1', 'txn_leaves_approve', 'leaves', { ids: [leave.id] });
    expect(records(byAo)).toEqual([{ id: leave.id, from: 'intermediate_approved', to: 'final_approved' }]);
    expect(await leaveById(leave.id)).toMatchObject({
      leave_status: 'final_approved',
      leave_days: leave.leave_days.map(() => expect.objectContaining({ leave_status: 'final_approved' })),
    });
    expect(await attendanceTypes(employee.id, days)).toEqual(approved);

    const history = records<WorkflowHistoryRecord>(
      await channel.txn(
        { name: 'txn_leaves_history', folder: 'leaves', params: { id: leave.id } },
        sessions.hr1,
      ),
    );
    expect(history).toEqual([
      expect.objectContaining({
        action: 'approve',
        from_state: 'created',
        to_state: 'intermediate_approved',
        note: 'seen',
        by: expect.objectContaining({ code: 'ro1' }),
      }),
      expect.objectContaining({
        action: 'approve',
        from_state: 'intermediate_approved',
        to_state: 'final_approved',
        note: null,
        by: expect.objectContaining({ code: 'ao1' }),
      }),
    ]);
    expect(Date.parse(history[0]?.acted_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // a final approval is not rejected (reject's row rule): refused, and nothing changed
    const reject = await send('admin', 'txn_leaves_reject', 'leaves', { ids: [leave.id] });
    expect(reject.output.message).toBe(`${workflowMessages.rowNotPermitted}: reject ${employee.code}`);
    expect((await leaveById(leave.id))?.leave_status).toBe('final_approved');
  });

  it('moves all the records or none', async () => {
    const [open] = await createdLeaves();
    const done = (await leaves()).find((leave) => leave.leave_status === 'final_approved');
    if (!open || !done) throw new Error('a created and a final approved leave expected');
    const both = await send('hr1', 'txn_leaves_cancel', 'leaves', { ids: [open.id, done.id] });
    // the final approved leave's row rule refuses the cancel, and the created one stays as it was
    expect(both.output.message).toMatch(new RegExp(`^${workflowMessages.rowNotPermitted}: cancel `));
    expect((await leaveById(open.id))?.leave_status).toBe('created');
    const history = await channel.txn(
      { name: 'txn_leaves_history', folder: 'leaves', params: { id: open.id } },
      sessions.admin,
    );
    expect(records(history)).toEqual([]);
  });

  it('refuses the roles neither the catalogue nor the workflow names, and records out of scope', async () => {
    const [leave] = await createdLeaves();
    if (!leave) throw new Error('a created leave expected');
    expect((await send('emp1', 'txn_leaves_approve', 'leaves', { ids: [leave.id] })).output.message).toBe(
      notPermitted('txn_leaves_approve'),
    );
    // emp1 may cancel its own leaves only: another's is not in its scope
    const foreign = leave.employees_id[0]?.code === 'emp1' ? undefined : leave;
    if (foreign)
      expect((await send('emp1', 'txn_leaves_cancel', 'leaves', { ids: [foreign.id] })).output.message).toBe(
        `${workflowMessages.notFound}: ${foreign.id}`,
      );
    expect((await send('ro1', 'txn_leaves_approve', 'leaves', { ids: [] })).output.type).toBe('error');
    expect((await leaveById(leave.id))?.leave_status).toBe('created');
  });

  it('terminates with the leaving date and reason asked (HR), refuses a Left one, and rejoins', async () => {
    type Employee = {
      id: string;
      code: string;
      employee_status: string;
      leaving_date: string | null;
      leaving_reasons_id: { code: string }[] | null;
    };
    const employees = () =>
      list<Employee>('employees', [
        'id',
        'code',
        'employee_status',
        'leaving_date',
        'leaving_reasons_id.code',
      ]);
    const reasons = await list<{ id: string; code: string }>('leaving_reasons', ['id', 'code']);
    const retired = reasons.find((reason) => reason.code === 'retired')?.id;
    const worker = (await employees()).find(
      (employee) => employee.code.startsWith('DI') && employee.employee_status === 'approved',
    );
    if (!worker) throw new Error('an approved worker expected');
    const stored = async () => (await employees()).find((employee) => employee.id === worker.id);
    const leaving = '2026-03-31T18:30:00.000Z';
    const terminate = (as: string, values?: Record<string, unknown>) =>
      send(as, 'txn_employees_terminate', 'employees', { ids: [worker.id], ...(values && { values }) });
    expect((await terminate('emp1', { leaving_date: leaving })).output.message).toBe(
      notPermitted('txn_employees_terminate'),
    );
    // the leaving date is asked: without it, or with anything else, nothing changes
    expect((await terminate('hr1')).output.message).toBe('Mandatory field: leaving_date');
    expect((await terminate('hr1', { leaving_date: null })).output.message).toBe(
      'Mandatory field: leaving_date',
    );
    expect((await terminate('hr1', { leaving_date: '31/03/2026' })).output.message).toMatch(
      /^Invalid Input: leaving_date \(/,
    );
    expect((await terminate('hr1', { leaving_date: leaving, joining_date: leaving })).output.message).toBe(
      `${workflowMessages.notAsked}: joining_date`,
    );
    // the reason is asked too: a date alone, or a reason that is no record's id, changes nothing
    expect((await terminate('hr1', { leaving_date: leaving })).output.message).toBe(
      'Mandatory field: leaving_reasons_id',
    );
    expect(
      (await terminate('hr1', { leaving_date: leaving, leaving_reasons_id: 'retired' })).output.message,
    ).toMatch(/^Invalid Input: leaving_reasons_id \(/);
    expect(await stored()).toMatchObject({ employee_status: 'approved', leaving_date: null });

    const reply = await terminate('hr1', { leaving_date: leaving, leaving_reasons_id: retired });
    expect(reply.output.message).toBe('Done');
    expect(records(reply)).toEqual([{ id: worker.id, from: 'approved', to: 'Left' }]);
    const left = await stored();
    expect(left?.employee_status).toBe('Left');
    expect(Date.parse(left?.leaving_date ?? '')).toBe(Date.parse(leaving));
    expect(left?.leaving_reasons_id?.map((reason) => reason.code)).toEqual(['retired']);
    // the catalogue's row permission (not Left) holds on the server, not only on the buttons
    expect(
      (await terminate('admin', { leaving_date: leaving, leaving_reasons_id: retired })).output.message,
    ).toBe(`${workflowMessages.rowNotPermitted}: terminate ${worker.code}`);
    expect(records(await send('admin', 'txn_employees_rejoin', 'employees', { ids: [worker.id] }))).toEqual([
      { id: worker.id, from: 'Left', to: 'approved' },
    ]);
    expect((await stored())?.employee_status).toBe('approved');
  });

  it('refuses anyone terminating themselves, on the server too', async () => {
    const [reason] = await list<{ id: string }>('leaving_reasons', ['id']);
    for (const who of ['admin', 'hr1']) {
      const [me] = records<{ id: string; code: string }>(
        await channel.txn(
          {
            name: 'txn_employees_list',
            folder: 'employees',
            params: { filters: { filterInput: [{ path: 'code', operator: '=', value: who }] } },
            projections: ['id', 'code'],
          },
          sessions[who],
        ),
      );
      if (!me) throw new Error(`${who}'s own employee record expected`);
      const reply = await send(who, 'txn_employees_terminate', 'employees', {
        ids: [me.id],
        values: { leaving_date: '2026-03-31T18:30:00.000Z', leaving_reasons_id: reason?.id },
      });
      expect(reply.output.message).toBe(`${workflowMessages.rowNotPermitted}: terminate ${me.code}`);
    }
  });

  it('copies a salary structure with its payheads under a new code, -COPY then -COPY-2', async () => {
    type Structure = { id: string; code: string; name: string; payheads: { code: string }[] };
    const projections = ['id', 'code', 'name', 'payheads.code'];
    const [source] = await list<Structure>('salary_structures', projections, 'hr1');
    if (!source) throw new Error('a salary structure expected');
    const copy = (as: string) =>
      channel.txn(
        { name: 'txn_salary_structures_copy', folder: 'salary_structures', params: { id: source.id } },
        sessions[as],
      );
    expect((await copy('emp1')).output.message).toBe(notPermitted('txn_salary_structures_copy'));
    const [first] = records<{ id: string; code: string; name: string }>(await copy('hr1'));
    const [second] = records<{ id: string; code: string }>(await copy('admin'));
    expect(first).toMatchObject({ code: `${source.code}-COPY`, name: `${source.name} (copy)` });
    expect(second?.code).toBe(`${source.code}-COPY-2`);
    const stored = await list<Structure>('salary_structures', projections, 'hr1');
    const copied = stored.find((structure) => structure.id === first?.id);
    expect(copied?.payheads.map((payhead) => payhead.code)).toEqual(
      source.payheads.map((payhead) => payhead.code),
    );
    expect(source.payheads.length).toBeGreaterThan(2);
  });

  it('refuses a workflow that does not compile, or drops a state records are in; saves one that keeps them', async () => {
    const save = (as: string, text: string) =>
      channel.txn(
        {
          name: 'txn_workflows_save',
          folder: 'workflows',
          params: { folder_name: 'leaves', workflow_text: text },
        },
        sessions[as],
      );
    const leavesText = demoWorkflows.leaves ?? '';
    expect((await save('hr1', leavesText)).output.message).toBe(notPermitted('txn_workflows_save'));
    const bad = await save('admin', `${leavesText}created -> final_approved : approve by boss\n`);
    expect(bad.output.message).toMatch(/^The workflow has errors: Line 10: unknown role 'boss'/);
    const withoutRejected = leavesText
      .split('\n')
      .filter((line) => !line.includes('-> rejected'))
      .join('\n')
      .replace(', rejected,', ',');
    const rejectedCount = (await leaves()).filter((leave) => leave.leave_status === 'rejected').length;
    expect(rejectedCount).toBeGreaterThan(0);
    expect((await save('admin', withoutRejected)).output.message).toBe(
      `${workflowMessages.stateInUse}: rejected (${rejectedCount})`,
    );
    // a text that keeps every state in use is saved, and the next action follows it
    const roToDco = leavesText.replace('approve by RO', 'approve by DCO');
    expect((await save('admin', roToDco)).output.type).toBe('success');
    const [leave] = await createdLeaves();
    if (!leave) throw new Error('a created leave expected');
    expect((await send('ro1', 'txn_leaves_approve', 'leaves', { ids: [leave.id] })).output.message).toMatch(
      new RegExp(`^${workflowMessages.notAllowed}: approve `),
    );
    expect((await save('admin', leavesText)).output.type).toBe('success');
    expect(records(await send('ro1', 'txn_leaves_approve', 'leaves', { ids: [leave.id] }))).toHaveLength(1);
  });

  it("refuses a generic write that moves a leave's state or its days', and changes nothing", async () => {
    type Stored = Leave & {
      last_modified: string;
      leave_days: (Leave['leave_days'][number] & { id: string })[];
    };
    const [leave] = (
      await list<Stored>('leaves', [
        'id',
        'leave_status',
        'last_modified',
        'leave_days.id',
        'leave_days.leave_status',
      ])
    ).filter((candidate) => candidate.leave_status === 'created' && candidate.leave_days.length);
    const day = leave?.leave_days[0];
    if (!leave || !day) throw new Error('a created leave with days expected');
    const write = (name: string, rows: unknown[]) =>
      channel.txn({ name, folder: 'leaves', params: { baseFolder: 'leaves', rows } }, sessions.admin);
    const moved = `${workflowMessages.movedOnlyByActions}: `;
    const { last_modified } = leave;
    expect(
      (
        await write('txn_leaves_update', [
          { op: 'U', key: leave.id, data: { last_modified, leave_status: 'final_approved' } },
        ])
      ).output.message,
    ).toBe(`${moved}rows.0.leave_status`);
    expect(
      (
        await write('txn_leaves_update', [
          { op: 'U', key: leave.id, data: { last_modified, txn_state: 'rejected' } },
        ])
      ).output.message,
    ).toBe(`${moved}rows.0.txn_state`);
    const dayMove = { leave_days: [{ op: 'U', key: day.id, data: { leave_status: 'final_approved' } }] };
    expect(
      (await write('txn_leaves_update', [{ op: 'U', key: leave.id, data: { last_modified, ...dayMove } }]))
        .output.message,
    ).toBe(`${moved}rows.0.leave_days.0.leave_status`);
    expect(
      (await write('txn_leaves_create', [{ op: 'C', data: { leave_status: 'final_approved' } }])).output
        .message,
    ).toBe(`${moved}rows.0.leave_status`);
    const after = (
      await list<Stored>('leaves', ['id', 'leave_status', 'last_modified', 'leave_days.leave_status'])
    ).find((candidate) => candidate.id === leave.id);
    expect(after).toMatchObject({ leave_status: 'created', last_modified });
    expect(after?.leave_days.every((row) => row.leave_status === 'created')).toBe(true);
  });
});
