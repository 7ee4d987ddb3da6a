import { randomUUID } from 'node:crypto';
import { payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import {
  businessDayKey,
  businessDayStart,
  type EmployeeAttendance,
  type MonthCloseBusiness,
  monthCloseMessages,
  monthCloseSteps,
  type StepCounts,
} from '@muster/protocol';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Row, records, refusal, WriteKit } from '../../engine/patch/testing/test-kit.js';
import { openDatabase } from '../../platform/db/database.js';
import { testDatabaseKinds } from '../../testing/index.js';

/** Last month: the demo's approved, paid and invoiced month (README 'Demo sign-ins'). */
const month = previousMonth(payrollMonthOf(new Date()));
const thisMonth = payrollMonthOf(new Date());
const monthName = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${month.key}-01T00:00:00Z`));
const closedMessage = `This month is closed for Sunrise Manpower Services Pvt Ltd: ${monthName}`;
const admin = 'sunrise:admin';

const idOf = (value: unknown): string | null =>
  Array.isArray(value) ? ((value[0] as { id?: string } | undefined)?.id ?? null) : (value as string | null);
const instant = (value: unknown) => (value ? new Date(String(value)).getTime() : null);
/** A stored range (`[lower, upper)`, either end open as null) against the month. */
const overlapsMonth = (range: unknown) => {
  const [lower, upper] = Array.isArray(range) ? range : [null, null];
  const from = instant(lower) ?? Number.NEGATIVE_INFINITY;
  const to = instant(upper) ?? Number.POSITIVE_INFINITY;
  return from < month.end.getTime() && to > month.start.getTime();
};
const inMonth = (value: unknown) => {
  const at = instant(value);
  return at !== null && at >= month.start.getTime() && at < month.end.getTime();
};

// Issue #32 items 1, 3 and 5: the steps' counts, close and reopen, the lock, the close record.
describe.each(testDatabaseKinds)('month close on %s', (kind) => {
  let kit: WriteKit;
  let stopped = false;
  let workers: Row[] = [];

  const txn = (user: string, name: string, params: Row, folder = 'month_close') =>
    kit.txn(user, { name, folder, params });
  const status = async (user: string, key = month.key) =>
    records(await txn(user, 'txn_month_close_status', { month: key })) as unknown as MonthCloseBusiness[];
  const sunriseRow = async (user = admin) => {
    const row = (await status(user)).find(
      (business) => business.business === 'Sunrise Manpower Services Pvt Ltd',
    );
    if (!row) throw new Error('no Sunrise row');
    return row;
  };
  const adjustment = (employee: string, at: Date) =>
    kit.write(admin, 'payroll_adjustments', 'create', [
      {
        op: 'C',
        data: {
          employees_id: employee,
          payroll_month: new Date(at.getTime() + 86_400_000).toISOString(),
          adjustment_type: 'addition',
          adjustment_kind: 'incentive',
          amount: 100,
          reason: 'Month close test',
        },
      },
    ]);

  /** The counts as a user finds them in the lists, one list per step. */
  async function handCounts(): Promise<StepCounts> {
    const employees = await kit.list(
      admin,
      'employees',
      [
        'id',
        'employee_status',
        'joining_date',
        'leaving_date',
        'salary_structures_id',
        'gross_salary',
        'bank_account_no',
      ],
      [],
    );
    // employed during the month: a leaver counts by its leaving date (issue #32 item 2)
    const active = employees.filter(
      (row) =>
        (row.employee_status !== 'Left' || row.leaving_date) &&
        (instant(row.joining_date) ?? 0) < month.end.getTime() &&
        (instant(row.leaving_date) ?? Number.POSITIVE_INFINITY) >= month.start.getTime(),
    );
    const payslips = (
      await kit.list(
        admin,
        'payslips',
        [
          'id',
          'employees_id',
          'status',
          'payable_days',
          'net_pay',
          'payroll_month',
          'aggregate_pay_details',
          'itemized_pay_details',
        ],
        [],
      )
    ).filter((row) => inMonth(row.payroll_month));
    const attendance: EmployeeAttendance[] = [];
    for (let at = 0; at < active.length; at += 200) {
      const reply = await kit.txn(admin, {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        params: {
          from: month.firstDay,
          to: month.lastDay,
          filters: { employees_id: active.slice(at, at + 200).map((row) => String(row.id)) },
        },
      });
      attendance.push(...(records(reply) as unknown as EmployeeAttendance[]));
    }
    const days = attendance.flatMap((employee) => employee.days.filter((day) => day.id));
    const unapproved = days.filter(
      (day) => !['final_approved', 'settled', 'rejected'].includes(day.attendance_status ?? ''),
    );
    const leaves = await kit.list(
      admin,
      'leaves',
      ['id', 'leave_status', 'leave_days.leave_period', 'leave_days.leave_status'],
      [],
    );
    // a leave is decided as a whole (its workflow): undecided with any live day in the month
    const undecided = leaves.filter(
      (leave) =>
        ['created', 'intermediate_approved'].includes(String(leave.leave_status)) &&
        ((leave.leave_days ?? []) as Row[]).some((day) => overlapsMonth(day.leave_period)),
    );
    const contracts = (await kit.list(admin, 'contracts', ['id', 'contract_period'], [])).filter(
      (row) => row.contract_period === null || overlapsMonth(row.contract_period),
    );
    const invoices = (
      await kit.list(
        admin,
        'invoices',
        ['id', 'contracts_id', 'status', 'invoice_month', 'approval_documents.status'],
        [],
      )
    ).filter((row) => inMonth(row.invoice_month));
    const approved = payslips.filter((row) => row.status === 'approved');
    // leavers of the month whose settlement is not paid, by whether its due day has passed
    const today = businessDayStart(businessDayKey(Date.now()));
    const unpaid = (
      await kit.list(admin, 'settlements', ['id', 'status', 'leaving_date', 'due_on'], [])
    ).filter((row) => inMonth(row.leaving_date) && row.status !== 'paid');
    return {
      attendance_unapproved: unapproved.length,
      single_punches: unapproved.filter((day) => day.att_type?.code === 'SP').length,
      leaves_undecided: undecided.length,
      no_salary_structure: active.filter(
        (row) => !idOf(row.salary_structures_id) || !(Number(row.gross_salary) > 0),
      ).length,
      no_bank_account: active.filter((row) => !row.bank_account_no).length,
      payslips_not_generated: active.filter(
        (row) => !payslips.some((slip) => idOf(slip.employees_id) === row.id),
      ).length,
      payslips_zero: payslips.filter((row) => !(Number(row.payable_days) > 0) || !(Number(row.net_pay) > 0))
        .length,
      payslips_unapproved: payslips.filter((row) => (row.status ?? 'created') !== 'approved').length,
      // no file was downloaded yet: due while an approved payslip carries EPF (its ECR) or ESI
      ecr_not_downloaded: Number(
        approved.some((row) =>
          ((row.itemized_pay_details ?? []) as Row[]).some(
            (line) => line.code === 'EPF_EE' && Number(line.amount) > 0,
          ),
        ),
      ),
      esi_not_downloaded: Number(
        approved.some((row) => (row.aggregate_pay_details as Row | null)?.esi_covered === true),
      ),
      invoices_not_generated: contracts.filter(
        (contract) => !invoices.some((invoice) => idOf(invoice.contracts_id) === contract.id),
      ).length,
      invoices_unapproved: invoices.filter((row) => (row.status ?? 'created') !== 'approved').length,
      // invoices with a document the principal employer has not approved: the list its link opens
      invoice_documents_pending: invoices.filter((row) =>
        ((row.approval_documents ?? []) as Row[]).some((document) =>
          ['pending', 'uploaded', 'rejected'].includes(String(document.status)),
        ),
      ).length,
      settlements_due: unpaid.filter((row) => (instant(row.due_on) ?? 0) >= today).length,
      settlements_late: unpaid.filter((row) => (instant(row.due_on) ?? 0) < today).length,
    };
  }

  beforeAll(async () => {
    kit = await WriteKit.start(kind);
    workers = await kit.list(admin, 'employees', ['id', 'code'], []);
  });
  afterAll(async () => {
    if (!stopped) await kit?.stop();
  });

  it("counts each step of a contractor's month as its lists show it, for HR and admin", async () => {
    const expected = await handCounts();
    const row = await sunriseRow();
    expect(row.counts).toEqual(expected);
    expect(row).toMatchObject({ own: true, closed: null, events: [] });
    // the demo's last month is approved, paid and invoiced: its Single Punch days stay unapproved
    expect(row.counts.payslips_unapproved).toBe(0);
    // and its statutory files were never downloaded through the product
    expect(row.counts).toMatchObject({ ecr_not_downloaded: 1, esi_not_downloaded: 1 });
    expect(row.counts.single_punches).toBeGreaterThan(0);
    expect(row.counts.attendance_unapproved).toBeGreaterThanOrEqual(row.counts.single_punches);
    // the principal employer sees its own row first, then a row per contractor
    const provider = await status('admin');
    expect(provider[0]).toMatchObject({ own: true, business: expect.not.stringMatching(/Sunrise|Shakti/) });
    expect(provider.map((business) => business.business)).toEqual(
      expect.arrayContaining(['Sunrise Manpower Services Pvt Ltd', 'Shakti Facility Management']),
    );
    expect(
      provider.find((business) => business.business === 'Sunrise Manpower Services Pvt Ltd')?.counts,
    ).toEqual(expected);
    expect((await status('hr1')).length).toBe(provider.length);
    expect(refusal(await txn('emp1', 'txn_month_close_status', { month: month.key })).message).toBe(
      monthCloseMessages.notPermitted,
    );
  });

  it('closes only for the admin, a month that is over, with every open step waived with a reason', async () => {
    const counts = (await sunriseRow()).counts;
    const inTheWay = monthCloseSteps.filter((step) => counts[step] > 0);
    expect(inTheWay.length).toBeGreaterThan(0);
    expect(refusal(await txn('hr1', 'txn_month_close_close', { month: month.key })).message).toBe(
      monthCloseMessages.notPermitted,
    );
    expect(refusal(await txn(admin, 'txn_month_close_close', { month: thisMonth.key })).message).toBe(
      monthCloseMessages.notOver,
    );
    expect(refusal(await txn(admin, 'txn_month_close_close', { month: month.key }))).toEqual({
      message: `${monthCloseMessages.stepsOpen}: ${inTheWay.join(', ')}`,
      data: { steps: inTheWay },
    });
    // a waiver needs its reason
    expect(
      refusal(
        await txn(admin, 'txn_month_close_close', {
          month: month.key,
          waivers: inTheWay.map((step) => ({ step, reason: ' ' })),
        }),
      ),
    ).toMatchObject({
      message: monthCloseMessages.invalidRequest,
      data: { issues: [expect.stringMatching(/^waivers\.0\.reason/)] },
    });
    const waivers = inTheWay.map((step) => ({ step, reason: `${step} checked by hand` }));
    const [closed] = records(
      await txn(admin, 'txn_month_close_close', { month: month.key, waivers }),
    ) as unknown as MonthCloseBusiness[];
    expect(closed).toMatchObject({ own: true, closed: { at: expect.any(String) } });
    const events = closed?.events ?? [];
    expect(events.map((event) => [event.action, event.step, event.reason])).toEqual([
      ...waivers.map((waiver) => ['waive', waiver.step, waiver.reason]),
      ['close', null, null],
    ]);
    expect(events.every((event) => event.done_by_name === 'admin')).toBe(true);
    // closing again is refused with the lock's own words
    expect(refusal(await txn(admin, 'txn_month_close_close', { month: month.key, waivers })).message).toBe(
      closedMessage,
    );
  });

  it("refuses every locked folder's write into the closed month, and leaves other months open", async () => {
    const worker = String(workers[0]?.id);
    expect(refusal(await adjustment(worker, month.start))).toMatchObject({
      message: closedMessage,
      data: {
        kind: 'month_closed',
        business: 'Sunrise Manpower Services Pvt Ltd',
        month: month.key,
        // the key and values a client shows it with in the user's language, its month named there
        text: {
          key: 'This month is closed for {{business}}: {{month}}',
          values: { business: 'Sunrise Manpower Services Pvt Ltd', month: { month: month.key } },
        },
      },
    });
    const listed = records(
      await kit.txn(admin, {
        name: 'txn_attendance_list_with_summary',
        folder: 'attendance',
        params: { from: month.firstDay, to: month.lastDay, filters: { employees_id: [worker] } },
      }),
    ) as unknown as EmployeeAttendance[];
    const day = listed[0]?.days.find((cell) => cell.id);
    expect(day).toBeDefined();
    const cell = { attendance_id: day?.id, employees_id: worker, attendance_date: day?.attendance_date };
    for (const name of ['txn_attendance_approve', 'txn_attendance_reject'])
      expect(refusal(await txn(admin, name, { cells: [cell] }, 'attendance')).message).toBe(closedMessage);
    expect(
      refusal(
        await txn(
          admin,
          'txn_attendance_edits_mark',
          { edits: [{ employees_id: worker, attendance_date: day?.attendance_date, notes: 'late' }] },
          'attendance_edits',
        ),
      ).message,
    ).toBe(closedMessage);
    const ids = { contracts_id: randomUUID(), sites_id: randomUUID(), shifts_id: randomUUID() };
    expect(
      refusal(
        await txn(
          admin,
          'txn_allocations_edits',
          { create: [{ employees_id: worker, day: month.firstDay, allocation_type: randomUUID(), ...ids }] },
          'allocations',
        ),
      ).message,
    ).toBe(closedMessage);
    const [unpaid] = await kit.list(
      admin,
      'leave_types',
      ['id'],
      [{ path: 'code', operator: '=', value: 'LWP' }],
    );
    const leaveDay = `${month.key}-10T00:00:00+05:30`;
    const leave = await kit.write(admin, 'leaves', 'create', [
      {
        op: 'C',
        data: {
          employees_id: worker,
          leave_days: [
            {
              op: 'C',
              data: {
                leave_period: [leaveDay, `${month.key}-11T00:00:00+05:30`],
                leave_types_id: [{ id: unpaid?.id }],
              },
            },
          ],
        },
      },
    ]);
    expect(refusal(leave).message).toBe(closedMessage);
    expect(
      refusal(
        await txn(
          admin,
          'txn_payslips_generate',
          {
            payroll_month: new Date(month.start.getTime() + 86_400_000).toISOString(),
            generation_basis: 'employees',
            generate_employees: [worker],
            proceed_unapproved: true,
          },
          'payslips',
        ),
      ).message,
    ).toBe(closedMessage);
    const [payslip] = (await kit.list(admin, 'payslips', ['id', 'employees_id', 'payroll_month'], [])).filter(
      (row) => inMonth(row.payroll_month),
    );
    // an approved payslip of the month: the lock answers before the workflow would
    expect(
      refusal(await txn(admin, 'txn_payslips_approve', { ids: [payslip?.id] }, 'payslips')).message,
    ).toBe(closedMessage);
    // this month is not closed: its adjustment is written
    expect((await adjustment(worker, thisMonth.start)).output.type).toBe('success');
  });

  it('reopens for the admin with a reason, recorded, and the month takes writes again', async () => {
    expect(
      refusal(await txn(admin, 'txn_month_close_reopen', { month: month.key, reason: '' })),
    ).toMatchObject({
      message: monthCloseMessages.invalidRequest,
      data: { issues: [expect.stringMatching(/^reason/)] },
    });
    expect(
      refusal(await txn('hr1', 'txn_month_close_reopen', { month: month.key, reason: 'late punches' }))
        .message,
    ).toBe(monthCloseMessages.notPermitted);
    const reopened = records(
      await txn(admin, 'txn_month_close_reopen', { month: month.key, reason: 'late punches' }),
    )[0] as unknown as MonthCloseBusiness;
    expect(reopened.closed).toBeNull();
    expect(reopened.events.at(-1)).toMatchObject({
      action: 'reopen',
      reason: 'late punches',
      done_by_name: 'admin',
    });
    expect(
      refusal(await txn(admin, 'txn_month_close_reopen', { month: month.key, reason: 'again' })).message,
    ).toBe(monthCloseMessages.notClosed);
    expect((await adjustment(String(workers[0]?.id), month.start)).output.type).toBe('success');
    // the provider's HR sees the contractor's record too
    const seen = (await status('hr1')).find(
      (business) => business.business === 'Sunrise Manpower Services Pvt Ltd',
    );
    expect(seen?.events.map((event) => event.action)).toEqual(reopened.events.map((event) => event.action));
  });

  it('keeps the close record append-only in the database itself', async () => {
    await kit.server.server.close();
    kit.channel.close();
    stopped = true;
    const opened = await openDatabase({
      dataDir: kit.server.database.dataDir,
      databaseUrl: kit.server.database.databaseUrl,
    });
    try {
      const before = await sql<{ n: number }>`select count(*)::int as n from month_close_events`.execute(
        opened.db,
      );
      expect(before.rows[0]?.n).toBeGreaterThan(2);
      await expect(sql`update month_close_events set reason = 'changed'`.execute(opened.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`delete from month_close_events`.execute(opened.db)).rejects.toThrow(/append-only/);
      const after = await sql<{ n: number }>`select count(*)::int as n from month_close_events
        where reason = 'changed'`.execute(opened.db);
      expect(after.rows[0]?.n).toBe(0);
    } finally {
      await opened.close();
      await kit.server.database.drop();
    }
  });
});
