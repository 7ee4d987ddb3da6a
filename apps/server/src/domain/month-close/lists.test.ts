import { payrollMonth, payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import {
  type MonthCloseBusiness,
  monthCloseStepList,
  monthCloseSteps,
  ownBusinessSteps,
  type ProgressFrame,
  payrollMessages,
  type ReplyFrame,
  type StepCounts,
  type StepListFilter,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';
import { insertZonedBusinesses } from '../../testing/zoned-businesses.js';

/** The demo's last month: approved, paid and invoiced, then crafted below. */
const month = previousMonth(payrollMonthOf(new Date()));
/** The 20th of the month, IST: the crafted leaver's last day. */
const twentieth = new Date(month.start.getTime() + 19 * 86_400_000);
const today = new Date(new Date().setUTCHours(0, 0, 0, 0) - 330 * 60_000).toISOString();

type Row = Record<string, unknown>;

/**
 * A contractor keeping Kathmandu's calendar (+05:45, 15 minutes ahead of India): its month
 * opens at 23:45 of India's last day of the month before (issue #28 item 2).
 */
const kathmanduZone = 'Asia/Kathmandu';
const kathmanduHandle = 'tzl-kathmandu';

/**
 * Crafts Sunrise's month so that each list the links open has rows: a worker who left on the
 * 20th (its payslip of the month gone), two without a bank account (blank and none), a payslip
 * sent back to 'created' with 0 net pay, and a leave applied for in the month not decided.
 */
async function craft(db: Kysely<Database>): Promise<void> {
  // the Kathmandu contractor's day not approved, on the first of its month: India's month before
  const { kathmandu } = await insertZonedBusinesses(db, { kathmandu: kathmanduZone }, 'TZL');
  await sql`insert into attendance (partners_id, employees_id, attendance_date)
    values (${kathmandu.partnerId}, ${kathmandu.employeeId}, ${payrollMonth(month.year, month.month, kathmanduZone).start})`.execute(
    db,
  );
  const sunrise = sql`(select id from partners where sw_handle = 'sunrise')`;
  const workers = (
    await sql<{ id: string }>`select e.id from employees e
      where e.partners_id = ${sunrise} and not e.deleted and e.employee_status = 'approved' and e.password is null
        and exists (select 1 from payslips p where p.employees_id = e.id and not p.deleted
          and p.payroll_month >= ${month.start} and p.payroll_month < ${month.end})
      order by e.code desc limit 5`.execute(db)
  ).rows.map((row) => row.id);
  const [leaver, blank, none, zero, applicant] = workers;
  if (!applicant) throw new Error('five Sunrise workers paid last month expected');
  await sql`update employees set employee_status = 'Left', leaving_date = ${twentieth} where id = ${leaver}`.execute(
    db,
  );
  await sql`update payslips set deleted = true where employees_id = ${leaver}
    and payroll_month >= ${month.start} and payroll_month < ${month.end}`.execute(db);
  await sql`update employees set bank_account_no = '' where id = ${blank}`.execute(db);
  await sql`update employees set bank_account_no = null where id = ${none}`.execute(db);
  await sql`update payslips set status = 'created', net_pay = 0 where employees_id = ${zero}
    and payroll_month >= ${month.start} and payroll_month < ${month.end}`.execute(db);
  // a day of the month the applicant has no leave on
  const [free] = (
    await sql<{ day: Date }>`select d as day from generate_series(${month.start}::timestamptz,
        ${month.end}::timestamptz - interval '1 day', interval '1 day') d
      where not exists (select 1 from leaves l join leaves__leave_days ld on ld.parent_id = l.id
        where l.employees_id = ${applicant} and not l.deleted and not ld.deleted
          and ld.leave_period && tstzrange(d, d + interval '1 day'))
      order by d limit 1`.execute(db)
  ).rows;
  if (!free) throw new Error('a day without a leave expected');
  const [leave] = (
    await sql<{ id: string }>`insert into leaves (partners_id, employees_id, leave_status, txn_state)
      values (${sunrise}, ${applicant}, 'created', 'created') returning id`.execute(db)
  ).rows;
  await sql`insert into leaves__leave_days (parent_id, leave_period, leave_types_id, leave_minutes, leave_status)
    values (${leave?.id}, tstzrange(${free.day}, ${free.day}::timestamptz + interval '1 day'),
      (select id from leave_types where code = 'LWP' and not deleted order by creation_date limit 1), 480, 'created')`.execute(
    db,
  );
}

// Issue #32 items 1 and 2: each step's link opens exactly what its count counts; leavers count in their month.
describe.each(testDatabaseKinds)("month close's lists on %s", (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  let admin = '';
  let stopped = false;

  const call = async (name: string, folder: string, params: Row, session = admin): Promise<ReplyFrame> =>
    channel.txn({ name, folder, params }, session);
  const counts = async () => {
    const reply = await call('txn_month_close_status', 'month_close', { month: month.key });
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    const [own] = reply.output.data.records.map((record) => JSON.parse(record) as MonthCloseBusiness);
    if (!own?.own) throw new Error('no own row');
    return own.counts;
  };
  /**
   * The row count of a list as the host's list sends it (its fixed filters joined by 'and'), by
   * the Sunrise admin, or by another session on the business its business filter picked.
   */
  const listed = async (
    folder: string,
    filters: StepListFilter[],
    as: { session: string; business?: string } = { session: admin },
  ) => {
    const filterInput = filters.map((filter) => ({ ...filter, joinop: 'and' }));
    const reply = await channel.txn(
      {
        name: `txn_${folder}_list`,
        folder,
        params: { filters: { filterInput, joinop: 'and' }, limit: 1, getRowCount: true },
        ...(as.business && { target_swhandle: as.business }),
      },
      as.session,
    );
    if (reply.output.type !== 'success') throw new Error(`${folder}: ${reply.output.message}`);
    return reply.output.data.rowCount;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { prepare: craft });
    channel = await TestChannel.open(server.server.url, server.apiKey);
    admin = await channel.login({ ...demoSignIn, swhandle: 'sunrise', code: 'admin' });
  });
  afterAll(async () => {
    channel?.close();
    if (stopped) await server?.database.drop();
    else await server?.stop();
  });

  it("opens, from each step's link, as many records as the step counts", async () => {
    const before = await counts();
    // the crafted rows are there to be listed
    expect(before.no_bank_account).toBeGreaterThanOrEqual(2);
    expect(before.payslips_zero).toBeGreaterThanOrEqual(1);
    expect(before.payslips_unapproved).toBeGreaterThanOrEqual(1);
    expect(before.leaves_undecided).toBeGreaterThanOrEqual(1);
    expect(before.single_punches).toBeGreaterThan(0);
    const seen: Record<string, number | undefined> = {};
    for (const step of monthCloseSteps) {
      const list = monthCloseStepList(step, month.key, month.timeZone, today);
      if (list) seen[step] = await listed(list.folder, list.filters);
    }
    const expected = Object.fromEntries(
      Object.keys(seen).map((step) => [step, before[step as keyof typeof before]]),
    );
    expect(seen).toEqual(expected);
    // every step but those counting what is not generated or downloaded yet has its list
    expect(Object.keys(seen).sort()).toEqual(
      monthCloseSteps.filter((step) => !/_not_(generated|downloaded)$/.test(step)).sort(),
    );
  });

  it("opens, from a principal employer's screen, each business's step lists in that business", async () => {
    const principal = await channel.login({ ...demoSignIn, swhandle: 'demo', code: 'admin' });
    const status = await channel.txn(
      { name: 'txn_month_close_status', folder: 'month_close', params: { month: month.key } },
      principal,
    );
    if (status.output.type !== 'success') throw new Error(status.output.message);
    const rows = status.output.data.records.map((record) => JSON.parse(record) as MonthCloseBusiness);
    const businesses = await channel.txn(
      {
        name: 'txn_businesses_list',
        folder: 'partners',
        params: { limit: 50 },
        projections: ['id', 'sw_handle'],
      },
      principal,
    );
    if (businesses.output.type !== 'success') throw new Error(businesses.output.message);
    const handles = new Map(
      businesses.output.data.records.map((record) => {
        const row = JSON.parse(record) as Row;
        return [String(row.id), String(row.sw_handle)];
      }),
    );
    const sunrise = rows.find((row) => handles.get(row.partners_id) === 'sunrise');
    // the crafted month is Sunrise's: the principal's row of it has work open, and its own row too
    expect(sunrise?.counts.no_bank_account).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => !row.own).length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      // the own business's link names no business (the host's stepLink), a contractor's its handle
      const business = row.own ? undefined : handles.get(row.partners_id);
      if (!row.own && !business) throw new Error(`no handle for ${row.business}`);
      const seen: Record<string, number | undefined> = {};
      const expected: Record<string, number | undefined> = {};
      for (const step of monthCloseSteps) {
        const list = monthCloseStepList(step, month.key, row.time_zone, today);
        // a contractor's pay and bank fields read empty to the principal: those steps have no link there
        if (!list || (!row.own && ownBusinessSteps.has(step))) continue;
        seen[step] = await listed(list.folder, list.filters, {
          session: principal,
          ...(business && { business }),
        });
        expected[step] = row.counts[step];
      }
      expect({ business: row.business, ...seen }).toEqual({ business: row.business, ...expected });
    }
    // which is why: the principal's list of Sunrise's workers without a bank account holds every one of them
    const noBank = monthCloseStepList('no_bank_account', month.key, sunrise?.time_zone ?? '', today);
    if (!noBank) throw new Error('no list of workers without a bank account');
    expect(
      await listed(noBank.folder, noBank.filters, { session: principal, business: 'sunrise' }),
    ).toBeGreaterThan(sunrise?.counts.no_bank_account ?? 0);
    // without its business, Sunrise's links would list the principal's own records: not what its row counts
    const own: Record<string, number | undefined> = {};
    for (const step of monthCloseSteps) {
      const list = monthCloseStepList(step, month.key, month.timeZone, today);
      if (list) own[step] = await listed(list.folder, list.filters, { session: principal });
    }
    expect(own).not.toEqual(
      Object.fromEntries(Object.keys(own).map((step) => [step, sunrise?.counts[step as keyof StepCounts]])),
    );
  });

  it("bounds a Kathmandu contractor's step by Kathmandu's month when the principal employer lists it", async () => {
    const principal = await channel.login(demoSignIn);
    const status = await call('txn_month_close_status', 'month_close', { month: month.key }, principal);
    if (status.output.type !== 'success') throw new Error(status.output.message);
    const row = status.output.data.records
      .map((record) => JSON.parse(record) as MonthCloseBusiness)
      .find((business) => business.business === 'kathmandu');
    expect(row).toMatchObject({ own: false, time_zone: kathmanduZone });
    expect(row?.counts.attendance_unapproved).toBe(1);
    const list = monthCloseStepList('attendance_unapproved', month.key, row?.time_zone ?? '', today);
    if (!list) throw new Error('no list of days not approved');
    const reply = await channel.txn(
      {
        name: 'txn_attendance_list',
        folder: 'attendance',
        target_swhandle: kathmanduHandle,
        params: {
          filters: {
            filterInput: list.filters.map((filter) => ({ ...filter, joinop: 'and' })),
            joinop: 'and',
          },
          limit: 1,
          getRowCount: true,
        },
      },
      principal,
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    expect(reply.output.data.rowCount).toBe(1);
  });

  it("decides an invoiced month's Single Punches by rejecting them, so no waiver is needed (item 3)", async () => {
    const before = await counts();
    const list = monthCloseStepList('single_punches', month.key, month.timeZone, today);
    if (!list) throw new Error('no list of single punches');
    const reply = await call('txn_attendance_list', 'attendance', {
      filters: { filterInput: list.filters.map((filter) => ({ ...filter, joinop: 'and' })), joinop: 'and' },
      limit: 1000,
    });
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    const days = reply.output.data.records.map((record) => JSON.parse(record) as Row);
    expect(days.length).toBe(before.single_punches);
    const idOf = (value: unknown) =>
      Array.isArray(value) ? String((value[0] as Row | undefined)?.id) : String(value);
    const cells = days.map((day) => ({
      attendance_id: String(day.id),
      employees_id: idOf(day.employees_id),
      // the IST day of the stored instant
      attendance_date: new Date(new Date(String(day.attendance_date)).getTime() + 330 * 60_000)
        .toISOString()
        .slice(0, 10),
    }));
    const rejected = await call('txn_attendance_reject', 'attendance', { cells });
    expect(rejected.output).toMatchObject({ type: 'success' });
    const after = await counts();
    expect(after.single_punches).toBe(0);
    expect(after.attendance_unapproved).toBe(before.attendance_unapproved - before.single_punches);
  });

  it('counts a cancelled invoice as decided, its contract as not invoiced, and lists as it counts', async () => {
    const before = await counts();
    const unapproved = monthCloseStepList('invoices_unapproved', month.key, month.timeZone, today);
    if (!unapproved) throw new Error('no list of unapproved invoices');
    // Sunrise's invoice of the month the principal employer has not approved (seed: invoices.ts)
    const reply = await call('txn_invoices_list', 'invoices', {
      filters: {
        filterInput: unapproved.filters.map((filter) => ({ ...filter, joinop: 'and' })),
        joinop: 'and',
      },
      limit: 10,
    });
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    const [invoice] = reply.output.data.records.map((record) => JSON.parse(record) as Row);
    if (!invoice) throw new Error('an unapproved invoice of the month expected');
    expect(before.invoice_documents_pending).toBeGreaterThanOrEqual(1);
    const cancelled = await call('txn_invoices_cancel', 'invoices', { id: invoice.id, reason: 'Wrong rate' });
    expect(cancelled.output).toMatchObject({ type: 'success' });
    const after = await counts();
    // decided: neither unapproved nor waiting for documents; the month is billed again, so not invoiced
    expect(after.invoices_unapproved).toBe(before.invoices_unapproved - 1);
    expect(after.invoice_documents_pending).toBe(before.invoice_documents_pending - 1);
    expect(after.invoices_not_generated).toBe(before.invoices_not_generated + 1);
    for (const step of ['invoices_unapproved', 'invoice_documents_pending'] as const) {
      const list = monthCloseStepList(step, month.key, month.timeZone, today);
      if (!list) throw new Error(`no list of ${step}`);
      expect(await listed(list.folder, list.filters)).toBe(after[step]);
    }
  });

  it('counts a worker who left on the 20th in that month, and generates its payslip', async () => {
    const before = await counts();
    expect(before.payslips_not_generated).toBeGreaterThanOrEqual(1);
    const [leaver] = (
      await (async () => {
        const reply = await call('txn_employees_list', 'employees', {
          filters: { filterInput: [{ path: 'employee_status', operator: '=', value: 'Left' }] },
          limit: 1000,
        });
        if (reply.output.type !== 'success') throw new Error(reply.output.message);
        return reply.output.data.records.map((record) => JSON.parse(record) as Row);
      })()
    ).filter((row) => new Date(String(row.leaving_date)).getTime() === twentieth.getTime());
    expect(leaver).toBeDefined();
    const id = channel.nextId;
    const reply = await call('txn_payslips_generate', 'payslips', {
      payroll_month: new Date(month.start.getTime() + 86_400_000).toISOString(),
      generation_basis: 'employees',
      generate_employees: [leaver?.id],
      proceed_unapproved: true,
    });
    expect(reply.output.type).toBe('success');
    const frames = await channel.progressUntil(
      id,
      (frame: ProgressFrame) => frame.output.stage === payrollMessages.allDone,
    );
    expect(frames.length).toBeGreaterThan(1);
    const after = await counts();
    expect(after.payslips_not_generated).toBe(before.payslips_not_generated - 1);
  });

  it('counts the ECR and ESI files until they are downloaded from the approved payslips as they are now', async () => {
    const payroll_month = new Date(month.start.getTime() + 86_400_000).toISOString();
    // Sunrise's approved payslips of the month carry EPF and ESI, and no file was downloaded
    expect(await counts()).toMatchObject({ ecr_not_downloaded: 1, esi_not_downloaded: 1 });
    expect((await call('txn_payslips_epf_ecr', 'payslips', { payroll_month })).output.type).toBe('success');
    expect(await counts()).toMatchObject({ ecr_not_downloaded: 0, esi_not_downloaded: 1 });
    expect((await call('txn_payslips_esi_sheet', 'payslips', { payroll_month })).output.type).toBe('success');
    expect(await counts()).toMatchObject({ ecr_not_downloaded: 0, esi_not_downloaded: 0 });
    // approving the payslip sent back (crafted) changes what both files carry: both are due again
    const sentBack = await call('txn_payslips_list', 'payslips', {
      filters: {
        filterInput: [
          { path: 'payroll_month', operator: 'between', value: [month.start, month.end], joinop: 'and' },
          { path: 'status', operator: '=', value: 'created', joinop: 'and' },
        ],
        joinop: 'and',
      },
      limit: 10,
    });
    if (sentBack.output.type !== 'success') throw new Error(sentBack.output.message);
    const ids = sentBack.output.data.records.map((record) => String((JSON.parse(record) as Row).id));
    expect(ids.length).toBeGreaterThanOrEqual(1);
    expect((await call('txn_payslips_approve', 'payslips', { ids })).output.type).toBe('success');
    expect(await counts()).toMatchObject({ ecr_not_downloaded: 1, esi_not_downloaded: 1 });
    expect((await call('txn_payslips_epf_ecr', 'payslips', { payroll_month })).output.type).toBe('success');
    expect(await counts()).toMatchObject({ ecr_not_downloaded: 0, esi_not_downloaded: 1 });
  });

  it('keeps the record of downloads in the database itself: no one can change or remove it', async () => {
    channel.close();
    await server.server.close();
    stopped = true;
    const opened = await openDatabase({
      dataDir: server.database.dataDir,
      databaseUrl: server.database.databaseUrl,
    });
    try {
      const count = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from statutory_file_downloads`.execute(opened.db))
          .rows[0]?.n;
      expect(await count()).toBe(3);
      await expect(sql`delete from statutory_file_downloads`.execute(opened.db)).rejects.toThrow(
        /append-only/,
      );
      await expect(sql`update statutory_file_downloads set kind = 'esi'`.execute(opened.db)).rejects.toThrow(
        /append-only/,
      );
      expect(await count()).toBe(3);
    } finally {
      await opened.close();
    }
  });
});
