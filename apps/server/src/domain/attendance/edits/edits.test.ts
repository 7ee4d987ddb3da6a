import {
  type AttendanceDayCell,
  attendanceMessages,
  type EmployeeAttendance,
  policyMessages,
  type ReplyFrame,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../../testing/index.js';
import { addDays, istDayKey, istDayStart } from '../compute/index.js';
import { editOwnMessages, notEditableReasons } from './rules.js';

const today = istDayKey(Date.now());
const last = addDays(today, -1);
const first = addDays(last, -30);
const at = (day: string, clock: string) =>
  new Date(
    istDayStart(day) + (Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3))) * 60_000,
  ).toISOString();

describe.each(testDatabaseKinds)('editing attendance days on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  let everyone: EmployeeAttendance[];

  const list = async (as = 'admin'): Promise<EmployeeAttendance[]> => {
    const reply = await channel.txn(
      { name: 'txn_attendance_list_with_summary', folder: 'attendance', params: { from: first, to: last } },
      sessions[as],
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as EmployeeAttendance);
  };
  const mark = (
    as: string,
    edits: Record<string, unknown>[],
    name = 'txn_attendance_edits_mark',
    target?: string,
  ) =>
    channel.txn(
      { name, folder: 'attendance_edits', params: { edits }, ...(target ? { target_swhandle: target } : {}) },
      sessions[as],
    );
  // the demo approves last month's days (its payslips pay them), and approved days refuse edits
  const undecided = (day: AttendanceDayCell) => !day.attendance_status;
  const cellWith = (code: string, skip = 0): { employee: EmployeeAttendance; day: AttendanceDayCell } => {
    const found = everyone
      .flatMap((employee) =>
        employee.days
          .filter((day) => day.att_type?.code === code && undecided(day))
          .map((day) => ({ employee, day })),
      )
      .filter(({ employee }) => employee.code.startsWith('DI'))[skip];
    if (!found) throw new Error(`a ${code} day expected`);
    return found;
  };
  const dayAfter = async (employeeId: string, day: string) =>
    (await list())
      .find((employee) => employee.id === employeeId)
      ?.days.find((cell) => cell.attendance_date === day);
  const refusal = (reply: ReplyFrame) => (reply.output.type === 'error' ? reply.output : null);

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'ao1', 'ro1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
    everyone = await list();
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it('completes a Single Punch day with its out time and type: stored, recomputed, with a manual history entry', async () => {
    const { employee, day } = cellWith('SP');
    const present = cellWith('P').day.att_type;
    if (!day.in_timestamp) throw new Error('a single punch has its in time');
    const reply = await mark('ao1', [
      {
        employees_id: employee.id,
        attendance_date: day.attendance_date,
        att_type: present?.id,
        out_timestamp: at(day.attendance_date, '19:30'),
        notes: 'forgot to punch out',
      },
    ]);
    expect(reply.output).toMatchObject({ type: 'success', message: attendanceMessages.marked });
    expect(reply.output.type === 'success' && 'message' in reply.output.data).toBe(false);
    const after = await dayAfter(employee.id, day.attendance_date);
    const worked = (Date.parse(at(day.attendance_date, '19:30')) - Date.parse(day.in_timestamp)) / 60_000;
    expect(after).toMatchObject({ att_type: { code: 'P' }, isMissedPunch: false, working_minutes: worked });
    expect(after?.exception).toContainEqual(
      expect.objectContaining({ type: 'manual', description: 'forgot to punch out' }),
    );
  });

  it('stores a resent edit (same id) once', async () => {
    const { employee, day } = cellWith('SP', 2);
    const edit = {
      id: '5f0e8a8e-7d0b-4c55-9d57-2d8f0b3c1a01',
      employees_id: employee.id,
      attendance_date: day.attendance_date,
      notes: 'resent',
    };
    expect((await mark('ao1', [edit])).output.type).toBe('success');
    expect((await mark('ao1', [edit])).output.type).toBe('success');
    const after = await dayAfter(employee.id, day.attendance_date);
    expect(after?.exception.filter((entry) => (entry as { type: string }).type === 'manual')).toHaveLength(1);
  });

  it('lets a reporting officer mark an absent team member present', async () => {
    const team = await list('ro1');
    const found = team
      .flatMap((employee) =>
        employee.days
          .filter((day) => day.att_type?.code === 'A' && undecided(day))
          .map((day) => ({ employee, day })),
      )
      .find(({ employee }) => employee.code.startsWith('DI'));
    const present = cellWith('P').day.att_type;
    if (!found || !present) throw new Error('an absent team day expected');
    const reply = await mark('ro1', [
      {
        employees_id: found.employee.id,
        attendance_date: found.day.attendance_date,
        att_type: present.id,
        working_minutes: 540,
      },
    ]);
    expect(reply.output.type).toBe('success');
    const after = await dayAfter(found.employee.id, found.day.attendance_date);
    expect(after).toMatchObject({ att_type: { code: 'P' }, working_minutes: 540 });
  });

  it('marks a Compensatory Off: the day shows CO with its in-lieu day, no working time, and pays a day', async () => {
    const types = await channel.txn(
      {
        name: 'txn_attendance_types_list',
        folder: 'attendance_types',
        client_props: { txn_op: 'R' },
        params: { filters: { filterInput: [{ path: 'code', operator: '=', value: 'CO' }] } },
      },
      sessions.admin,
    );
    if (types.output.type !== 'success') throw new Error(types.output.message);
    const compensatoryOff = (JSON.parse(types.output.data.records[0] ?? '{}') as { id?: string }).id;
    // the last absent day of the demo workers, as it is now: the other tests take the first ones
    const absent = (await list())
      .filter((row) => row.code.startsWith('DI'))
      .flatMap((row) =>
        row.days
          .filter((cell) => cell.att_type?.code === 'A' && undecided(cell))
          .map((cell) => ({ row, cell })),
      )
      .at(-1);
    if (!absent) throw new Error('an absent day expected');
    const { row: employee, cell: day } = absent;
    const inLieuOf = employee.days.find(
      (cell) => cell.attendance_date < day.attendance_date,
    )?.attendance_date;
    if (!compensatoryOff || !inLieuOf) throw new Error('the CO type and an earlier day expected');
    const withoutDate = await mark('admin', [
      { employees_id: employee.id, attendance_date: day.attendance_date, att_type: compensatoryOff },
    ]);
    expect(refusal(withoutDate)?.message).toBe(attendanceMessages.selectDate);
    const payableBefore =
      (await list()).find((row) => row.id === employee.id)?.totals.total_payable_days ?? -1;
    const reply = await mark('admin', [
      {
        employees_id: employee.id,
        attendance_date: day.attendance_date,
        att_type: compensatoryOff,
        in_lieu_of: inLieuOf,
        notes: 'worked the holiday',
      },
    ]);
    expect(reply.output.type, reply.output.message).toBe('success');
    const after = (await list()).find((row) => row.id === employee.id);
    expect(after?.days.find((cell) => cell.attendance_date === day.attendance_date)).toMatchObject({
      att_type: { id: compensatoryOff, code: 'CO' },
      in_lieu_of: inLieuOf,
      working_minutes: 0,
      overtime_minutes: 0,
      deficit_minutes: 0,
      attendance_edit_type: 'manual',
    });
    // an absent day paid nothing; the CO pays one
    expect(after?.totals.total_payable_days).toBe(payableBefore + 1);
  });

  it('lets an ordinary employee edit only Single Punch days', async () => {
    // emp1's days come from the demo terminal's punches: one that is not a Single Punch
    const own = (await list('emp1'))[0];
    if (!own) throw new Error('emp1 sees its own row');
    const notSingle = own.days.find((day) => day.att_type && day.att_type.code !== 'SP' && undecided(day));
    if (!notSingle) throw new Error('emp1 has a day that is not a Single Punch');
    const reply = await mark('emp1', [
      { employees_id: own.id, attendance_date: notSingle.attendance_date, notes: 'x' },
    ]);
    expect(refusal(reply)?.message).toBe(attendanceMessages.onlySinglePunch);
    const other = cellWith('SP', 1);
    const foreign = await mark('emp1', [
      { employees_id: other.employee.id, attendance_date: other.day.attendance_date },
    ]);
    expect(refusal(foreign)?.message).toBe(attendanceMessages.selectEmployee);
  });

  it('refuses approved days, future days and another business, and stores nothing of a refused batch', async () => {
    const { employee, day } = cellWith('P', 3);
    const approved = await channel.txn(
      {
        name: 'txn_attendance_approve',
        folder: 'attendance',
        params: {
          cells: [{ attendance_id: day.id, employees_id: employee.id, attendance_date: day.attendance_date }],
        },
      },
      sessions.ao1,
    );
    expect(approved.output.type).toBe('success');
    const open = cellWith('HD');
    const batch = await mark('admin', [
      {
        employees_id: open.employee.id,
        attendance_date: open.day.attendance_date,
        notes: 'first of a refused batch',
      },
      { employees_id: employee.id, attendance_date: day.attendance_date, notes: 'approved' },
    ]);
    expect(refusal(batch)?.message).toBe(attendanceMessages.approvedCannotBeEdited);
    const untouched = await dayAfter(open.employee.id, open.day.attendance_date);
    expect(untouched?.exception).not.toContainEqual(expect.objectContaining({ type: 'manual' }));

    const future = await mark('admin', [{ employees_id: employee.id, attendance_date: addDays(today, 1) }]);
    expect(refusal(future)).toMatchObject({
      message: editOwnMessages.dayNotEditable,
      data: { issues: [expect.stringContaining(notEditableReasons.future)] },
    });
    const foreign = await mark(
      'admin',
      [{ employees_id: open.employee.id, attendance_date: open.day.attendance_date }],
      'txn_attendance_edits_mark',
      'sunrise',
    );
    // the policy refuses a write on a picked contractor before the day rules read it
    expect(refusal(foreign)?.message).toBe(policyMessages.writeRefused);
  });

  it('refuses a day of a contract month whose invoice is issued (spec 001 §5), and not once that invoice is cancelled', async () => {
    // the demo invoices each contractor's contracts for last month (the month before yesterday's)
    const yesterday = addDays(today, -1);
    const monthEnd = addDays(`${yesterday.slice(0, 7)}-01`, -1);
    const monthStart = `${monthEnd.slice(0, 7)}-01`;
    const sunrise = await channel.login({ ...demoSignIn, swhandle: 'sunrise', code: 'admin' });
    const reply = await channel.txn(
      {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        params: { from: monthStart, to: monthEnd },
      },
      sunrise,
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    // the invoice's register leaves two days of each contract item unapproved: editable but for the invoice
    const open = reply.output.data.records
      .map((record) => JSON.parse(record) as EmployeeAttendance)
      .flatMap((employee) =>
        employee.days.filter(undecided).map((day) => ({ employee, day: day.attendance_date, cell: day })),
      )[0];
    if (!open) throw new Error('an unapproved day of an invoiced month expected');
    // the grid shows the day locked
    expect(open.cell.invoiced).toBe(true);
    const edit = { employees_id: open.employee.id, attendance_date: open.day, notes: 'after the invoice' };
    const byContractor = () =>
      channel.txn(
        { name: 'txn_attendance_edits_mark', folder: 'attendance_edits', params: { edits: [edit] } },
        sunrise,
      );
    expect(refusal(await byContractor())).toMatchObject({
      message: editOwnMessages.dayNotEditable,
      data: { issues: [expect.stringContaining(notEditableReasons.invoiced)] },
    });
    const invoices = await channel.txn(
      { name: 'txn_invoices_list', folder: 'invoices', params: { limit: 100 } },
      sunrise,
    );
    if (invoices.output.type !== 'success') throw new Error(invoices.output.message);
    const issued = invoices.output.data.records
      .map((record) => JSON.parse(record) as { id: string; invoice_month: string; status: string })
      .filter((invoice) => istDayKey(new Date(invoice.invoice_month).getTime()) === monthStart);
    for (const invoice of issued) {
      const cancelled = await channel.txn(
        {
          name: 'txn_invoices_cancel',
          folder: 'invoices',
          params: { id: invoice.id, reason: 'Days to correct' },
        },
        sunrise,
      );
      expect(cancelled.output.type, cancelled.output.message).toBe('success');
    }
    expect(refusal(await byContractor())).toBeNull();
  });

  it('asks a new edit row for its site and type, and a leave for its leave type', async () => {
    const { employee, day } = cellWith('A', 2);
    const create = await mark(
      'admin',
      [{ employees_id: employee.id, attendance_date: day.attendance_date }],
      'txn_attendance_edits_create',
    );
    expect(refusal(create)?.message).toBe(attendanceMessages.fillAllFields);
    const noEmployee = await mark('admin', [{ attendance_date: day.attendance_date }]);
    expect(refusal(noEmployee)?.message).toBe(attendanceMessages.selectEmployee);
    const hours = await mark('admin', [
      { employees_id: employee.id, attendance_date: day.attendance_date, working_minutes: 1440 },
    ]);
    expect(refusal(hours)?.message).toBe('Invalid attendance edit request');
  });
});
