import { payrollMonth, payrollMonthOf } from '@muster/payroll-rules';
import {
  type EmployeeAttendance,
  monthCloseMessage,
  monthCloseMessages,
  type ProgressFrame,
  payrollMessages,
  type ReplyFrame,
} from '@muster/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../app/app.js';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../../testing/index.js';
import { approveAttendance as approveDays } from '../testing/approve-attendance.js';

// runs of several chunks, so a restart falls between two of them
process.env.PAYROLL_CHUNK_SIZE = '3';

const yesterday = new Date(Date.now() - 86_400_000);
/** The month of yesterday (IST): the demo has computed days for it so far. */
const month = payrollMonthOf(yesterday);
const monthInstant = new Date(month.start.getTime() + 86_400_000).toISOString();
const lastDay = new Date(yesterday.getTime() + 330 * 60_000).toISOString().slice(0, 10);

type Row = Record<string, unknown>;
const idOf = (value: unknown): string | null =>
  Array.isArray(value) ? ((value[0] as { id?: string } | undefined)?.id ?? null) : (value as string | null);

describe.each(testDatabaseKinds)('payslip generation on %s', (kind) => {
  let server: TestServer;
  let running: RunningServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  type Worker = { id: string; code: string; department: string | null; type: string | null };
  /** The business's employees (the demo's users among them), and its generated DI workers. */
  let everyone: Worker[] = [];
  let workers: Worker[] = [];

  const records = (reply: ReplyFrame): Row[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as Row);
  };
  const login = async () => {
    for (const code of ['admin', 'hr1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
    sessions.sunrise = await channel.login({ ...demoSignIn, swhandle: 'sunrise', code: 'admin' });
  };
  const generate = async (as: string, params: Row) => {
    const id = channel.nextId;
    const reply = await channel.txn(
      {
        name: 'txn_payslips_generate',
        folder: 'payslips',
        params: { payroll_month: monthInstant, ...params },
      },
      sessions[as],
    );
    return { id, reply };
  };
  const finished = (frame: ProgressFrame) => frame.output.stage === payrollMessages.allDone;
  const payslips = async (as: string) =>
    records(
      await channel.txn(
        {
          name: 'txn_payslips_list',
          folder: 'payslips',
          params: { limit: 1000 },
          projections: ['id', 'employees_id', 'status', 'net_pay', 'uconst', 'payroll_month'],
        },
        sessions[as],
      ),
    )
      .map((row) => ({
        id: String(row.id),
        status: String(row.status),
        net_pay: Number(row.net_pay),
        uconst: String(row.uconst),
        owner: idOf(row.employees_id),
        payroll_month: new Date(String(row.payroll_month)).toISOString(),
      }))
      // the demo's own payslips of an earlier month are not this test's
      .filter((payslip) => payslip.uconst.endsWith(month.key));

  const approveAttendance = (employeeIds: string[]) =>
    approveDays(channel, sessions.admin ?? '', month, lastDay, employeeIds);
  /** The hand count: the month's stored days the grid shows neither approved nor rejected, and whose they are. */
  const unapprovedInGrid = async (employeeIds: string[]) => {
    const listed = records(
      await channel.txn(
        {
          name: 'txn_attendance_list_with_summary',
          folder: 'attendance',
          params: { from: month.firstDay, to: month.lastDay, filters: { employees_id: employeeIds } },
        },
        sessions.admin,
      ),
    ) as unknown as EmployeeAttendance[];
    const decided = new Set(['final_approved', 'settled', 'rejected']);
    const days = listed.map(
      (employee) => employee.days.filter((day) => day.id && !decided.has(day.attendance_status ?? '')).length,
    );
    return { n: days.reduce((sum, count) => sum + count, 0), m: days.filter((count) => count > 0).length };
  };

  beforeAll(async () => {
    // Sunrise keeps its calendar in Dubai (issue #28 item 2): its payroll month is its own
    server = await startTestServer(kind, {
      prepare: async (db) => {
        await sql`update partners set time_zone = 'Asia/Dubai' where sw_handle = 'sunrise'`.execute(db);
        // its seeded days, computed in IST, become the same days at Dubai's midnights
        await sql`update attendance set attendance_date =
            (attendance_date at time zone 'Asia/Kolkata') at time zone 'Asia/Dubai'
          where partners_id = (select id from partners where sw_handle = 'sunrise')`.execute(db);
      },
    });
    running = server.server;
    channel = await TestChannel.open(running.url, server.apiKey);
    await login();
    everyone = records(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
          projections: ['id', 'code', 'departments', 'employee_type'],
        },
        sessions.hr1,
      ),
    ).map((row) => ({
      id: String(row.id),
      code: String(row.code),
      department: idOf(row.departments),
      type: idOf(row.employee_type),
    }));
    workers = everyone.filter((worker) => worker.code.startsWith('DI'));
  });
  afterAll(async () => {
    channel?.close();
    await running?.close();
    await server?.database.drop();
  });

  it('refuses an employee who is neither HR nor admin', async () => {
    const { reply } = await generate('emp1', {
      generation_basis: 'employees',
      generate_employees: [workers[0]?.id],
    });
    expect(reply.output).toMatchObject({
      type: 'error',
      message: 'You are not allowed to do this: txn_payslips_generate',
    });
  });

  it('refuses a month whose attendance is all unapproved, even when told to go on (issue #32 item 2)', async () => {
    const picked = [workers[9]?.id ?? ''];
    const counts = await unapprovedInGrid(picked);
    expect(counts.n).toBeGreaterThan(0);
    const { reply } = await generate('hr1', {
      generation_basis: 'employees',
      generate_employees: picked,
      proceed_unapproved: true,
    });
    expect(reply.output).toEqual({
      type: 'error',
      message: `No attendance day of ${month.key} is approved yet (${counts.n} days of 1 employees): approve the attendance before generating`,
      data: { kind: 'unapproved_attendance', n: counts.n, m: 1, month: month.key, level: 'block' },
    });
  });

  it('generates named employees’ payslips on their approved days: one progress frame each, then all done', async () => {
    const picked = workers.slice(0, 5);
    await approveAttendance(picked.slice(0, 4).map((worker) => worker.id));
    const counts = await unapprovedInGrid(picked.map((worker) => worker.id));
    const params = {
      generation_basis: 'employees',
      generate_employees: picked.map((worker) => ({ id: worker.id })),
    };
    // the fifth's days are unapproved: the counts are told and asked about, nothing is queued
    const asked = await generate('hr1', params);
    expect(asked.reply.output).toEqual({
      type: 'error',
      message: monthCloseMessage(monthCloseMessages.unapprovedAttendance, { ...counts, month: month.key }),
      data: { kind: 'unapproved_attendance', ...counts, month: month.key, level: 'warn', confirm: true },
    });
    expect(counts.m).toBeGreaterThanOrEqual(1);
    expect((await payslips('hr1')).filter((payslip) => picked.some((w) => w.id === payslip.owner))).toEqual(
      [],
    );
    const { id, reply } = await generate('hr1', { ...params, proceed_unapproved: true });
    expect(reply.output).toMatchObject({ type: 'success', message: payrollMessages.generationStarted });
    expect(records(reply)[0]).toMatchObject({ count_start: 0, count_end: 5 });
    const frames = await channel.progressUntil(id, finished);
    const items = frames.filter((frame) => !finished(frame));
    expect(items.map((frame) => frame.output.stage).sort()).toEqual(['1/5', '2/5', '3/5', '4/5', '5/5']);
    expect(items.every((frame) => frame.output.error === null)).toBe(true);
    const stored = (await payslips('hr1')).filter((payslip) =>
      picked.some((worker) => worker.id === payslip.owner),
    );
    expect(stored).toHaveLength(5);
    expect(stored.every((payslip) => payslip.status === 'created')).toBe(true);
    expect(new Set(stored.map((payslip) => payslip.uconst))).toEqual(
      new Set(picked.map((worker) => `${worker.code}-${month.key}`)),
    );
    // the fifth has no approved day: nothing payable, nothing earned
    const unpaid = stored.find((payslip) => payslip.owner === picked[4]?.id);
    expect(unpaid?.net_pay).toBeLessThanOrEqual(0);
    // and its progress item says so, for the result table to flag
    const unpaidItem = items.find(
      (frame) => (frame.output.item as { employees_id?: string }).employees_id === picked[4]?.id,
    );
    expect(unpaidItem?.output.item).toMatchObject({ payable_days: 0 });
    const paid = stored.find((payslip) => payslip.owner === picked[0]?.id);
    expect(paid?.net_pay).toBeGreaterThan(0);
  });

  it('generates by department and by employee type, only within the user’s business', async () => {
    const department = workers[0]?.department;
    const { id, reply } = await generate('hr1', {
      generation_basis: 'departments',
      generate_departments: [department],
      proceed_unapproved: true,
    });
    // a department's run takes every employee in it, the demo's users (ro1, hr1, …) too
    const listed = everyone.filter((worker) => worker.department === department).length;
    // the department's workers active in the month
    expect(records(reply)[0]?.count_end).toBeGreaterThan(0);
    expect(records(reply)[0]?.count_end).toBeLessThanOrEqual(listed);
    const items = (await channel.progressUntil(id, finished)).filter((frame) => !finished(frame));
    // every employee's item once (two workers' chunks may finish out of order), though frames
    // came a few a second, several items each (issue #35 item 6: one frame per payslip was
    // 10,000 socket writes a run)
    const total = records(reply)[0]?.count_end;
    const position = (count: string) => Number(count.split('/')[0]);
    expect(items.map((frame) => frame.output.count).sort((a, b) => position(a) - position(b))).toEqual(
      Array.from({ length: Number(total) }, (_, at) => `${at + 1}/${total}`),
    );
    const received = channel.progressReceived.filter((frame) => frame.id === id);
    expect(received.length).toBeLessThan(items.length);
    expect(received.some((frame) => (frame.output.items?.length ?? 0) > 1)).toBe(true);
    expect(received.at(-1)?.output.stage).toBe(payrollMessages.allDone);
    const type = workers[0]?.type;
    const byType = await generate('hr1', {
      generation_basis: 'employee_types',
      generate_employee_types: [type],
      proceed_unapproved: true,
    });
    expect(byType.reply.output.type).toBe('success');
    await channel.progressUntil(byType.id, finished);
    // a contractor's admin picking the same department reaches its own workers only (theirs
    // approved, so the month is not all unapproved)
    const own = records(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { limit: 1000 },
          projections: ['id'],
        },
        sessions.sunrise,
      ),
    ).map((row) => String(row.id));
    await approveDays(channel, sessions.sunrise ?? '', month, lastDay, own);
    const contractor = await generate('sunrise', {
      generation_basis: 'departments',
      generate_departments: [department],
      proceed_unapproved: true,
    });
    await channel.progressUntil(contractor.id, finished);
    const theirs = await payslips('sunrise');
    expect(theirs.length).toBeGreaterThan(0);
    // each business's payslips open at its own midnight: Sunrise's in Dubai, the demo's in IST
    const dubaiMonth = payrollMonth(month.year, month.month, 'Asia/Dubai').start.toISOString();
    expect(new Set(theirs.map((payslip) => payslip.payroll_month))).toEqual(new Set([dubaiMonth]));
    expect(new Set((await payslips('hr1')).map((payslip) => payslip.payroll_month))).toEqual(
      new Set([month.start.toISOString()]),
    );
    expect(theirs.some((payslip) => workers.some((worker) => worker.id === payslip.owner))).toBe(false);
    // each employee has one payslip of the month, however often generated
    const all = await payslips('admin');
    expect(new Set(all.map((payslip) => payslip.owner)).size).toBe(all.length);
  });
  it('asks nothing about rejected days: they are decided, as the month-close screen counts them (issue #32 items 1, 2)', async () => {
    // a worker whose month has no day waiting for a punch, and an undecided day that may be rejected (not Present)
    const listed = records(
      await channel.txn(
        {
          name: 'txn_attendance_list_with_summary',
          folder: 'attendance',
          params: {
            from: month.firstDay,
            to: lastDay,
            filters: { employees_id: workers.slice(-40).map((worker) => worker.id) },
          },
        },
        sessions.admin,
      ),
    ) as unknown as EmployeeAttendance[];
    const stored = (employee: EmployeeAttendance) => employee.days.filter((day) => day.id);
    const rejectable = (employee: EmployeeAttendance) =>
      stored(employee).find((day) => day.att_type?.code !== 'P' && day.attendance_status === null);
    const worker = listed.find(
      (employee) =>
        rejectable(employee) &&
        stored(employee).every(
          (day) => day.att_type && !['SP', 'PR'].includes(day.att_type.code) && !day.isMissedPunch,
        ),
    );
    const day = worker && rejectable(worker);
    if (!worker || !day) throw new Error('a worker with a rejectable day and none awaiting a punch expected');
    const cell = (of: { id: string; attendance_date: string }) => ({
      attendance_id: of.id,
      employees_id: worker.id,
      attendance_date: of.attendance_date,
    });
    const decide = (name: string, cells: ReturnType<typeof cell>[]) =>
      channel.txn({ name, folder: 'attendance', params: { cells } }, sessions.admin);
    expect((await decide('txn_attendance_reject', [cell(day)])).output.type).toBe('success');
    const others = stored(worker).filter((other) => other.id !== day.id);
    expect((await decide('txn_attendance_approve', others.map(cell))).output.type).toBe('success');
    expect(await unapprovedInGrid([worker.id])).toEqual({ n: 0, m: 0 });
    // no question: the rejected day is no 'attendance day not approved yet'
    const run = await generate('hr1', { generation_basis: 'employees', generate_employees: [worker.id] });
    expect(run.reply.output.type).toBe('success');
    await channel.progressUntil(run.id, finished);
  });
});
