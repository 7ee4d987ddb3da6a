import { type PayslipLine, payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import {
  businessDayKey,
  defaultBusinessTimeZone,
  folderListTxn,
  formatBusinessDate,
  payrollMessages,
  type ReplyFrame,
  reportsGetReportTxn,
  txnBody,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';
import { documentLineName } from '../payroll/document/labels.js';
import { approveAttendance } from '../payroll/testing/approve-attendance.js';

type Row = Record<string, unknown>;
/** A date as the demo business's registers print it: its zone is the default (IST). */
const demoDate = (iso: string) => formatBusinessDate(iso, defaultBusinessTimeZone);

const records = (reply: ReplyFrame): Row[] => {
  if (reply.output.type !== 'success') throw new Error(reply.output.message);
  return reply.output.data.records.map((record) => JSON.parse(record) as Row);
};
const htmlText = (html: string) =>
  html
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const headerRow = (html: string) =>
  [...html.matchAll(/<th>(.*?)<\/th>/g)].map((cell) => htmlText(cell[1] ?? ''));
const bodyRows = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
    .slice(1)
    .map((row) =>
      [...(row[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => htmlText(cell[1] ?? '')),
    );

/**
 * Form XVII as the Contract Labour (Regulation and Abolition) Central Rules, 1971 print it
 * (rule 78(1)(a)(i)), column by column in the form's order (reports README).
 */
const formXviiColumns = [
  'Sl. No.',
  'Name of workman',
  'Serial No. in the register of workmen',
  'Designation/nature of work done',
  'No. of days worked',
  'Units of work done',
  'Rate of wages (monthly)/piece rate',
  'Basic wages',
  'Dearness allowance',
  'Overtime',
  'Other cash payments (nature of payment)',
  'Total',
  'Deductions, if any (nature)',
  'Net amount paid',
  'Signature/thumb-impression of workman',
  'Initials of contractor or his representative',
];

/** Form XIII as the same Rules print it (rule 75); its Sl. No. is the employee's code, which Form XVII cites. */
const formXiiiColumns = [
  'Sl. No.',
  'Name and surname of workman',
  'Age (date of birth)',
  'Sex',
  "Father's/husband's name",
  'Nature of employment/designation',
  'Permanent home address of workman',
  'Local address',
  'Date of commencement of employment',
  'Signature or thumb-impression of workman',
  'Date of termination of employment',
  'Reasons for termination',
  'Remarks',
];

/**
 * Form XVI (Muster Roll) as the same Rules print it (rule 78(1)(a)(i)): Sl. No., name of
 * workman, father's/husband's name, sex, the dates 1 to 31, remarks (reports README).
 */
const formXviColumns = [
  'Sl. No.',
  'Name of workman',
  "Father's/husband's name",
  'Sex',
  ...Array.from({ length: 31 }, (_, day) => String(day + 1)),
  'Remarks',
];

// Issue #33 item 5: the registers an inspector accepts, read from the demo's approved payslips.
describe.each(testDatabaseKinds)('statutory registers on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  const reportIds = new Map<string, string>();
  // the demo approved last month's payslips; this month's days up to yesterday can be approved
  const seeded = previousMonth(payrollMonthOf(new Date()));
  const yesterday = Date.now() - 86_400_000;
  const current = payrollMonthOf(new Date(yesterday));

  const register = async (
    name: string,
    ui_filters: Record<string, string | [string, string]>,
    limit = 50,
  ) => {
    const reply = await channel.txn(
      txnBody(reportsGetReportTxn, {
        swhandle: 'acme',
        report_id: reportIds.get(name) ?? '',
        ui_filters,
        limit,
      }),
      sessions.hr1,
    );
    const page = records(reply)[0] as { html: string; totalRows: number };
    return { headers: headerRow(page.html), rows: bodyRows(page.html), total: page.totalRows };
  };
  const payslipsOf = async (monthKey: string) =>
    (
      await channel
        .txn(
          {
            name: 'txn_payslips_list',
            folder: 'payslips',
            params: { limit: 1000 },
            projections: [
              'uconst',
              'status',
              'employees_id.code',
              'payable_days',
              'gross_pay',
              'net_pay',
              'itemized_pay_details',
            ],
          },
          sessions.hr1,
        )
        .then(records)
    ).filter((payslip) => String(payslip.uconst).endsWith(monthKey));

  const generateThisMonth = async (employee: string) => {
    await approveAttendance(channel, sessions.admin ?? '', current, businessDayKey(yesterday), [employee]);
    const id = channel.nextId;
    const reply = await channel.txn(
      {
        name: 'txn_payslips_generate',
        folder: 'payslips',
        params: {
          payroll_month: new Date(current.start.getTime() + 86_400_000).toISOString(),
          generation_basis: 'employees',
          generate_employees: [employee],
          proceed_unapproved: true,
        },
      },
      sessions.hr1,
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    await channel.progressUntil(id, (frame) => frame.output.stage === payrollMessages.allDone);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'hr1']) sessions[code] = await channel.login({ ...demoSignIn, code });
    const reports = records(
      await channel.txn(
        txnBody(folderListTxn('reports'), { limit: 100 }, { projections: ['name'] }),
        sessions.hr1,
      ),
    );
    for (const report of reports) reportIds.set(String(report.name), String(report.id));
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it("prints Form XVII's columns one by one in the form's order, a payslip's row from its lines", async () => {
    // a worker with a designation, whose payslip of last month the demo approved
    const employees = records(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
          projections: ['id', 'code', 'designation.name', 'persons_id.first_name', 'persons_id.last_name'],
        },
        sessions.hr1,
      ),
    );
    const eng = (value: unknown, key: string) =>
      ((value as Row[] | null)?.[0]?.[key] as { eng?: string } | undefined)?.eng ?? '';
    const worker = employees.find(
      (employee) => eng(employee.designation, 'name') && String(employee.code).startsWith('DI'),
    );
    if (!worker) throw new Error('the demo has no worker with a designation');
    const code = String(worker.code);
    const payslip = (await payslipsOf(seeded.key)).find((row) => row.uconst === `${code}-${seeded.key}`);
    if (payslip?.status !== 'approved')
      throw new Error(`the demo has no approved payslip of ${code} last month`);

    // this month's payslip, not approved, is no register's row: the period covers both months
    await generateThisMonth(String(worker.id));
    expect(
      (await payslipsOf(current.key)).find((row) => row.uconst === `${code}-${current.key}`)?.status,
    ).toBe('created');
    const period: [string, string] = [seeded.start.toISOString(), current.end.toISOString()];
    const { headers, rows, total } = await register('register_of_wages', { period, employee_code: code });
    expect(headers).toEqual(formXviiColumns);
    expect(total).toBe(1);

    type Line = PayslipLine;
    const lines = payslip.itemized_pay_details as Line[];
    const sum = (taken: Line[], value: (line: Line) => number = (line) => line.amount) =>
      String(Math.round(taken.reduce((total, line) => total + value(line) * 100, 0)) / 100);
    const earnings = lines.filter((line) => line.kind === 'earning');
    const named = (codes: string[]) => earnings.filter((line) => codes.includes(line.code));
    const itemised = (taken: Line[]) =>
      taken
        .filter((line) => line.amount !== 0)
        // named as the payslip names them: a payhead by its structure, a statutory line by its code
        .map((line) => `${documentLineName(line, 'eng')} ${line.amount}`)
        .join('; ');
    const deductions = lines.filter((line) => line.kind === 'deduction');
    expect(named(['BASIC']).length).toBe(1);
    expect(deductions.length).toBeGreaterThan(0);
    expect(rows[0]).toEqual([
      '1',
      `${eng(worker.persons_id, 'first_name')} ${eng(worker.persons_id, 'last_name')}`.trim(),
      code,
      eng(worker.designation, 'name'),
      String(payslip.payable_days),
      '',
      sum(
        earnings.filter((line) => line.source === 'structure' && line.code !== 'OT'),
        (line) => line.rate ?? 0,
      ),
      sum(named(['BASIC'])),
      sum(named(['DA'])),
      sum(named(['OT'])),
      itemised(earnings.filter((line) => !['BASIC', 'DA', 'OT'].includes(line.code))),
      String(payslip.gross_pay),
      itemised(deductions),
      String(payslip.net_pay),
      '',
      '',
    ]);
  });

  it("prints Form XIII's columns in the form's order: birth date, father's name, addresses, termination and its reason", async () => {
    const person = 'persons_id';
    const employees = records(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
          projections: [
            'code',
            'employee_status',
            'joining_date',
            'leaving_date',
            'designation.name',
            ...[
              'first_name',
              'last_name',
              'gender',
              'birth_date',
              'father_husband_name',
              'permanent_address',
              'local_address',
            ].map((field) => `${person}.${field}`),
          ],
        },
        sessions.hr1,
      ),
    );
    const left = employees.find(
      (employee) => employee.leaving_date && String(employee.code).startsWith('DI'),
    );
    if (!left) throw new Error('the demo has no worker who left');
    const own = (left[person] as Row[])[0] ?? {};
    const name = (field: string) => (own[field] as { eng: string }).eng;
    const { headers, rows, total } = await register('register_of_workmen', {
      employee_code: String(left.code),
    });
    expect(headers).toEqual(formXiiiColumns);
    expect(total).toBe(1);
    expect(own.father_husband_name).toMatch(/\w+ \w+/);
    expect(rows[0]).toEqual([
      left.code,
      `${name('first_name')} ${name('last_name')}`,
      demoDate(String(own.birth_date)),
      own.gender === 'female' ? 'Female' : 'Male',
      own.father_husband_name,
      ((left.designation as Row[])[0]?.name as { eng?: string } | undefined)?.eng,
      own.permanent_address,
      own.local_address,
      demoDate(String(left.joining_date)),
      '',
      demoDate(String(left.leaving_date)),
      'Left service',
      '',
    ]);
  });

  it("prints Form XVI as the month grid: one row per worker, each date's attendance mark, the form's columns in order", async () => {
    const employees = records(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
          projections: [
            'code',
            ...['first_name', 'last_name', 'gender', 'father_husband_name'].map((f) => `persons_id.${f}`),
          ],
        },
        sessions.hr1,
      ),
    );
    const worker = employees.find((employee) => String(employee.code).startsWith('DI'));
    if (!worker) throw new Error('the demo has no worker');
    const code = String(worker.code);
    const period: [string, string] = [seeded.start.toISOString(), seeded.end.toISOString()];
    const days = records(
      await channel.txn(
        {
          name: 'txn_attendance_list',
          folder: 'attendance',
          params: {
            limit: 100,
            filters: {
              filterInput: [
                { path: 'employees_id.code', operator: '=', value: code, joinop: 'and' },
                { path: 'attendance_date', operator: 'between', value: period, joinop: 'and' },
              ],
            },
          },
          projections: ['attendance_date', 'att_type.code'],
        },
        sessions.hr1,
      ),
    );
    // the demo keeps its workers' attendance of last month: the grid has something to show
    expect(days.length).toBeGreaterThan(20);
    const marks: string[] = Array.from({ length: 31 }, () => '');
    for (const day of days) {
      const date = Number(businessDayKey(Date.parse(String(day.attendance_date))).slice(8, 10));
      const mark = String((day.att_type as Row[])[0]?.code ?? '');
      marks[date - 1] = marks[date - 1] ? `${marks[date - 1]}/${mark}` : mark;
    }
    expect(marks.filter(Boolean).length).toBe(new Set(days.map((day) => day.attendance_date)).size);

    const { headers, rows, total } = await register('muster_roll', { period, employee_code: code });
    expect(headers).toEqual(formXviColumns);
    expect(total).toBe(1);
    const person = (worker.persons_id as Row[])[0] ?? {};
    const name = (field: string) => (person[field] as { eng: string }).eng;
    expect(person.father_husband_name).toMatch(/\w+ \w+/);
    expect(rows[0]).toEqual([
      '1',
      `${name('first_name')} ${name('last_name')}`,
      person.father_husband_name,
      person.gender === 'female' ? 'Female' : 'Male',
      ...marks,
      '',
    ]);

    // every worker of the month is one row, not one per day
    const all = await register('muster_roll', { period });
    const workers = new Set(all.rows.map((row) => row[1]));
    expect(all.rows.length).toBe(Math.min(all.total, 50));
    expect(all.total).toBeLessThanOrEqual(employees.length);
    expect(all.rows.map((row) => row[0])).toEqual(all.rows.map((_, index) => String(index + 1)));
    expect(workers.size).toBeGreaterThan(1);
    // a smaller page is the same grid's first rows: a page reads its own workers' records only
    const few = await register('muster_roll', { period }, 5);
    expect(few.total).toBe(all.total);
    expect(few.rows).toEqual(all.rows.slice(0, 5));
  });
});
