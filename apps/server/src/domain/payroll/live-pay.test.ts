import {
  approvedStatuses,
  type PayslipInputs,
  type PayslipLine,
  payrollMonthOf,
  payslipInputsOf,
  previousMonth,
  projectedDay,
  projectPay,
} from '@muster/payroll-rules';
import {
  type AttendanceDayCell,
  type EmployeeAttendance,
  maxEmployeesPerRequest,
  payrollMessages,
  type ReplyFrame,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';

// Live pay (issue #32 item 4): the inputs txn's scope, and the projection through the shared
// rules against generation's payslips, to the paisa.
const lastMonth = previousMonth(payrollMonthOf(new Date()));
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
type Row = Record<string, unknown>;

describe.each(testDatabaseKinds)('live pay on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const records = (reply: ReplyFrame): Row[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as Row);
  };
  const inputsOf = (as: string, employee: string, month = lastMonth.key) =>
    channel.txn(
      { name: 'txn_payslips_inputs', folder: 'payslips', params: { employees_id: employee, month } },
      sessions[as],
    );
  const batchOf = (as: string, employees: string[], month = lastMonth.key) =>
    channel.txn(
      { name: 'txn_payslips_inputs', folder: 'payslips', params: { employees_ids: employees, month } },
      sessions[as],
    );
  const refusal = (reply: ReplyFrame) => (reply.output.type === 'error' ? reply.output.message : 'answered');

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'hr1', 'ro1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
    for (const handle of ['sunrise', 'shakti'])
      sessions[handle] = await channel.login({ ...demoSignIn, swhandle: handle, code: 'admin' });
    const employees = records(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
          projections: ['id', 'code'],
        },
        sessions.hr1,
      ),
    );
    for (const code of ['emp1', 'ro1']) ids[code] = String(employees.find((row) => row.code === code)?.id);
    ids.worker = String(employees.find((row) => String(row.code).startsWith('DI'))?.id);
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it("answers an employee's own inputs, and HR's and admin's of their business; refuses everyone else", async () => {
    const own = payslipInputsOf(records(await inputsOf('emp1', ids.emp1 ?? ''))[0] ?? {});
    expect(own).toMatchObject({ month: lastMonth.key, timeZone: lastMonth.timeZone, payslipApproved: true });
    expect(own.payheads?.length).toBeGreaterThan(0);
    expect(own.grossRate).toBeGreaterThan(0);
    for (const as of ['hr1', 'admin'])
      expect(records(await inputsOf(as, ids.worker ?? ''))[0]).toMatchObject({ month: lastMonth.key });
    // a colleague's, a manager's of its team (the payslips policy gives managers none), another business's
    expect(refusal(await inputsOf('emp1', ids.worker ?? ''))).toBe(payrollMessages.noPayToShow);
    expect(refusal(await inputsOf('ro1', ids.emp1 ?? ''))).toBe(payrollMessages.noPayToShow);
    expect(refusal(await inputsOf('sunrise', ids.emp1 ?? ''))).toBe(payrollMessages.noPayToShow);
    expect(refusal(await inputsOf('emp1', crypto.randomUUID()))).toBe(payrollMessages.noPayToShow);
    expect(refusal(await inputsOf('emp1', ids.emp1 ?? '', '2026-13'))).toBe(payrollMessages.invalidRequest);
  });

  it('answers a page of employees in one call, each as asked alone, leaving out those the user may not read', async () => {
    const asked = [ids.worker ?? '', ids.emp1 ?? '', crypto.randomUUID()];
    const batch = records(await batchOf('hr1', asked));
    expect(batch.map((record) => record.employees_id).sort()).toEqual([ids.worker, ids.emp1].sort());
    for (const record of batch)
      expect(record).toEqual(records(await inputsOf('hr1', String(record.employees_id)))[0]);
    // an employee reads only its own; a manager and another business none (no refusal: nothing to show)
    expect(records(await batchOf('emp1', asked)).map((record) => record.employees_id)).toEqual([ids.emp1]);
    expect(records(await batchOf('ro1', asked))).toEqual([]);
    expect(records(await batchOf('sunrise', asked))).toEqual([]);
    // a page at most, and one form at a time
    const tooMany = Array.from({ length: maxEmployeesPerRequest + 1 }, () => crypto.randomUUID());
    expect(refusal(await batchOf('hr1', tooMany))).toBe(payrollMessages.invalidRequest);
    expect(refusal(await batchOf('hr1', []))).toBe(payrollMessages.invalidRequest);
    const both = await channel.txn(
      {
        name: 'txn_payslips_inputs',
        folder: 'payslips',
        params: { employees_id: ids.emp1, employees_ids: [ids.emp1], month: lastMonth.key },
      },
      sessions.hr1,
    );
    expect(refusal(both)).toBe(payrollMessages.invalidRequest);
  });

  it("projects every demo worker's last month through the shared rules to the paisa of its generated payslip", async () => {
    let compared = 0;
    for (const business of ['admin', 'sunrise', 'shakti']) {
      const listed = records(
        await channel.txn(
          {
            name: 'txn_payslips_list',
            folder: 'payslips',
            params: { limit: 1000 },
            projections: ['id', 'employees_id', 'uconst', 'gross_pay', 'net_pay', 'itemized_pay_details'],
          },
          sessions[business],
        ),
      ).filter((payslip) => String(payslip.uconst).endsWith(lastMonth.key));
      // an employee revised after its payslip (the demo's DA revision) is projected at the
      // revised rate, which its approved payslip did not pay: the next month pays the arrears
      const revised = new Set(
        records(
          await channel.txn(
            {
              name: 'txn_salary_revisions_list',
              folder: 'salary_revisions',
              params: { limit: 100 },
              projections: ['id', 'employees_id'],
            },
            sessions[business],
          ),
        ).map((row) => idOf(row.employees_id)),
      );
      const payslips = listed.filter((payslip) => !revised.has(idOf(payslip.employees_id)));
      const daysOf = new Map<string, AttendanceDayCell[]>();
      for (let offset = 0; offset === daysOf.size; offset += maxEmployeesPerRequest) {
        const page = await channel.txn(
          {
            name: 'txn_attendance_list_with_summary',
            folder: 'attendance',
            foldertype: 'mviews',
            params: {
              from: lastMonth.firstDay,
              to: lastMonth.lastDay,
              limit: maxEmployeesPerRequest,
              offset,
            },
          },
          sessions[business],
        );
        for (const employee of records(page) as unknown as EmployeeAttendance[])
          daysOf.set(employee.id, employee.days);
      }
      expect(payslips.length).toBeGreaterThan(20);
      // the inputs of a business's workers asked a page at a time (the grid's batched form)
      const inputs = new Map<string, PayslipInputs>();
      for (let at = 0; at < payslips.length; at += maxEmployeesPerRequest) {
        const page = payslips.slice(at, at + maxEmployeesPerRequest).map((row) => idOf(row.employees_id));
        for (const record of records(await batchOf(business, page)).map(payslipInputsOf))
          inputs.set(record.employees_id, record);
      }
      for (const payslip of payslips) {
        const employee = idOf(payslip.employees_id);
        // the days generation paid on: the approved ones, as the screen holds them
        const days = (daysOf.get(employee) ?? [])
          .filter((day) => (approvedStatuses as readonly (string | null)[]).includes(day.attendance_status))
          .flatMap((day) => projectedDay(day.attendance_date, figuresOf(day), day.attendance_status) ?? []);
        const employeeInputs = inputs.get(employee);
        if (!employeeInputs) throw new Error(`no inputs answered for ${payslip.uconst}`);
        const projected = projectPay(employeeInputs, days, today).payslip;
        const generated = payslip.itemized_pay_details as PayslipLine[];
        expect({
          payslip: payslip.uconst,
          ...figures(projected?.lines ?? []),
          net: projected?.totals.net_pay,
        }).toEqual({
          payslip: payslip.uconst,
          ...figures(generated),
          net: Number(payslip.net_pay),
        });
        expect(projected?.totals.gross_pay).toBe(Number(payslip.gross_pay));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(250);
    // some 300 workers' inputs on a machine other test runs share
  }, 600_000);
});

/** A reference as the list projects it (its record, or a bare id). */
const idOf = (value: unknown): string =>
  [value].flat().map((ref) => (ref as { id?: string })?.id ?? String(ref))[0] ?? '';

/** The stored day's figures, as the grid's cell shows them (grids' `storedFigures`). */
const figuresOf = (day: AttendanceDayCell) => ({
  code: day.att_type?.code as Parameters<typeof projectedDay>[1]['code'],
  overtimeMinutes: day.overtime_minutes,
  differenceMinutes: day.deficit_minutes,
  payableDays: day.payable_days,
});

/** Gross and each deduction of a payslip's lines, by code and reference. */
const figures = (lines: readonly PayslipLine[]) => ({
  gross: lines.filter((line) => line.kind === 'earning').reduce((sum, line) => sum + line.amount, 0),
  deductions: lines
    .filter((line) => line.kind === 'deduction')
    .map((line) => `${line.code}${line.ref ? `/${line.ref}` : ''}: ${line.amount}`),
});
