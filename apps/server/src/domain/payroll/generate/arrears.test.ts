import { type MonthArrears, type PayslipLine, payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import {
  type EpfChallan,
  type PayslipProgressItem,
  type ProgressFrame,
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
} from '../../../testing/index.js';
import { statutoryLineNames } from '../document/labels.js';
import { arrearEcrProblems } from '../statutory-files/testing/arrear-ecr-validator.js';
import { ecrProblems } from '../statutory-files/testing/ecr-validator.js';
import { approveAttendance } from '../testing/approve-attendance.js';

// Issue #34 item 7: a salary revision dated in a paid month pays its arrears on the next payslip.
const month = payrollMonthOf(new Date(Date.now() - 86_400_000));
const paidMonth = previousMonth(month); // the demo's approved month
const unpaidMonth = previousMonth(paidMonth); // no payslip: the demo pays one month
const monthInstant = new Date(month.start.getTime() + 86_400_000).toISOString();
const payPeriod = [month.start.toISOString(), month.end.toISOString()];
const lastDay = new Date(Date.now() - 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

type Row = Record<string, unknown>;
const idOf = (value: unknown): string | null =>
  Array.isArray(value) ? ((value[0] as { id?: string } | undefined)?.id ?? null) : (value as string | null);

describe.each(testDatabaseKinds)('arrears of a salary revision on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  let worker = { id: '', code: '', gross: 0 };

  const records = (reply: ReplyFrame): Row[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as Row);
  };
  const done = (frame: ProgressFrame) => frame.output.stage === payrollMessages.allDone;
  const generate = async () => {
    const id = channel.nextId;
    const reply = await channel.txn(
      {
        name: 'txn_payslips_generate',
        folder: 'payslips',
        params: {
          payroll_month: monthInstant,
          generation_basis: 'employees',
          generate_employees: [worker.id],
          proceed_unapproved: true,
        },
      },
      sessions.hr1,
    );
    expect(reply.output.type).toBe('success');
    const frames = await channel.progressUntil(id, done);
    return frames.filter((frame) => !done(frame)).map((frame) => frame.output.item as PayslipProgressItem);
  };
  const payslipOf = async (key: string) => {
    const [row] = records(
      await channel.txn(
        {
          name: 'txn_payslips_list',
          folder: 'payslips',
          params: { limit: 1000 },
          projections: ['id', 'uconst', 'itemized_pay_details', 'aggregate_pay_details'],
        },
        sessions.hr1,
      ),
    ).filter((payslip) => payslip.uconst === `${worker.code}-${key}`);
    return {
      lines: (row?.itemized_pay_details ?? []) as PayslipLine[],
      totals: (row?.aggregate_pay_details ?? {}) as { gross_pay: number; arrears?: MonthArrears[] },
    };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'hr1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
    const employees = records(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
          projections: ['id', 'code', 'gross_salary', 'uan'],
        },
        sessions.hr1,
      ),
    );
    // the demo's own revision is its own worker's: this test revises another
    const revised = new Set(
      records(
        await channel.txn(
          {
            name: 'txn_salary_revisions_list',
            folder: 'salary_revisions',
            params: { limit: 100 },
            projections: ['id', 'employees_id'],
          },
          sessions.hr1,
        ),
      ).map((row) => idOf(row.employees_id)),
    );
    expect(revised.size).toBe(1);
    // a worker on the EPF wage ceiling's near side with a UAN, so the arrears draw EPF
    const chosen = employees.find(
      (row) =>
        String(row.code).startsWith('DI') &&
        row.uan &&
        Number(row.gross_salary) < 20000 &&
        !revised.has(String(row.id)),
    );
    worker = { id: String(chosen?.id), code: String(chosen?.code), gross: Number(chosen?.gross_salary) };
    await approveAttendance(channel, sessions.admin ?? '', month, lastDay, [worker.id]);
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it('is recorded by HR in Salary Revisions, not by an employee', async () => {
    const revise = (as: string) =>
      channel.txn(
        {
          name: 'txn_salary_revisions_create',
          folder: 'salary_revisions',
          client_props: { txn_op: 'C' },
          params: {
            baseFolder: 'salary_revisions',
            rows: [
              {
                op: 'C',
                data: {
                  employees_id: [{ id: worker.id }],
                  // dated two months back: the month before the demo's paid month has no payslip
                  effective_from: unpaidMonth.start.toISOString(),
                  gross_salary: worker.gross + 3000,
                  reason: 'DA revised',
                },
              },
            ],
          },
        },
        sessions[as],
      );
    expect((await revise('emp1')).output.type).toBe('error');
    expect((await revise('hr1')).output.type).toBe('success');
  });

  it('pays the paid month’s arrears on the next payslip, line by line, and says the month with no payslip', async () => {
    const paid = await payslipOf(paidMonth.key);
    expect(paid.lines.length).toBeGreaterThan(0);
    const [item] = await generate();
    expect(item?.payslips_id).toBeTruthy();
    expect(item?.arrears?.months).toEqual([paidMonth.key]);
    expect(item?.arrears_unpaid).toEqual([{ month: unpaidMonth.key, why: 'no_payslip' }]);
    const slip = await payslipOf(month.key);
    const arrears = slip.lines.filter((line) => line.source === 'arrears');
    expect(arrears.every((line) => line.arrears_month === paidMonth.key)).toBe(true);
    const earned = arrears
      .filter((line) => line.kind === 'earning')
      .reduce((sum, line) => sum + line.amount, 0);
    expect(earned).toBeGreaterThan(0);
    expect(Number(item?.arrears?.amount.replace(/,/g, ''))).toBeCloseTo(earned, 2);
    // EPF on the arrears as the paid month's: on the difference of its EPF wages
    const [owed] = slip.totals.arrears ?? [];
    expect(owed?.month).toBe(paidMonth.key);
    expect(owed?.epf_wages).toBeGreaterThan(0);
    expect(arrears.find((line) => line.code === 'EPF_EE')?.amount).toBe(owed?.epf_employee);
    expect(arrears.find((line) => line.code === 'EPS_ER')?.amount).toBe(owed?.eps);
    // the payslip names each arrears line's month
    const [document] = records(
      await channel.txn(
        {
          name: 'txn_payslips_get_payslip',
          folder: 'payslips',
          params: { uconst: `${worker.code}-${month.key}`, language: 'eng' },
        },
        sessions.hr1,
      ),
    );
    const short = new Intl.DateTimeFormat('en-IN', {
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(paidMonth.start);
    expect(String(document?.html)).toContain(`${statutoryLineNames.eng.EPF_EE} (arrears of ${short})`);
    // live pay projects the month with the arrears generation paid
    const [inputs] = records(
      await channel.txn(
        {
          name: 'txn_payslips_inputs',
          folder: 'payslips',
          params: { employees_id: worker.id, month: month.key },
        },
        sessions.hr1,
      ),
    );
    expect(inputs?.arrears).toEqual(slip.totals.arrears);
    // generated again, the month pays the same arrears once
    const [again] = await generate();
    expect(again?.arrears).toEqual(item?.arrears);
    const regenerated = await payslipOf(month.key);
    expect(regenerated.lines.filter((line) => line.source === 'arrears')).toEqual(arrears);
  });

  it('owes ESI on the arrears only of months from the one the revision was announced in', async () => {
    // recorded this month with no 'Announced On': the paid month is before its announcement,
    // so its arrears bear EPF and no ESI (ESIC Revenue Manual), though the month was covered
    const paid = await payslipOf(paidMonth.key);
    expect((paid.totals as { esi_covered?: boolean }).esi_covered).toBe(true);
    const [before] = (await payslipOf(month.key)).totals.arrears ?? [];
    expect(before).toMatchObject({ month: paidMonth.key, esi_wages: 0, esi_employee: 0, esi_employer: 0 });
    expect(before?.epf_wages).toBeGreaterThan(0);
    // announced in the paid month (decided then, paid late): that month's arrears bear ESI
    const [revision] = records(
      await channel.txn(
        {
          name: 'txn_salary_revisions_list',
          folder: 'salary_revisions',
          params: { limit: 100 },
          projections: ['id', 'employees_id', 'last_modified'],
        },
        sessions.hr1,
      ),
    ).filter((row) => idOf(row.employees_id) === worker.id);
    const announced = await channel.txn(
      {
        name: 'txn_salary_revisions_update',
        folder: 'salary_revisions',
        client_props: { txn_op: 'U' },
        params: {
          baseFolder: 'salary_revisions',
          rows: [
            {
              op: 'U',
              key: revision?.id,
              data: { last_modified: revision?.last_modified, announced_on: paidMonth.start.toISOString() },
            },
          ],
        },
      },
      sessions.hr1,
    );
    expect(announced.output.type).toBe('success');
    await generate();
    const slip = await payslipOf(month.key);
    const [after] = slip.totals.arrears ?? [];
    expect(after?.esi_wages).toBe(before?.earnings.reduce((sum, earning) => sum + earning.amount, 0));
    expect(after?.esi_employee).toBeGreaterThan(0);
    expect(after?.epf_wages).toBe(before?.epf_wages);
    const esiLine = slip.lines.find((line) => line.source === 'arrears' && line.code === 'ESI_EE');
    expect(esiLine).toMatchObject({ arrears_month: paidMonth.key, amount: after?.esi_employee });
  });

  it('reports the arrears in the arrear ECR beside the month’s ECR, both passing the portal’s checks', async () => {
    const approved = await channel.txn(
      { name: 'txn_payslips_approve', folder: 'payslips', params: { pay_period: payPeriod } },
      sessions.hr1,
    );
    expect(approved.output.type).toBe('success');
    const [ecr] = records(
      await channel.txn(
        { name: 'txn_payslips_epf_ecr', folder: 'payslips', params: { payroll_month: monthInstant } },
        sessions.hr1,
      ),
    );
    expect(ecrProblems(String(ecr?.text), month)).toEqual([]);
    const arrear = ecr?.arrear as { fileName: string; text: string; rows: number; challan: EpfChallan };
    expect(arrear.fileName).toBe(`ECR-ARREAR-${month.key}.txt`);
    expect(arrear.rows).toBe(1);
    expect(arrearEcrProblems(arrear.text)).toEqual([]);
    const [owed] = (await payslipOf(month.key)).totals.arrears ?? [];
    const fields = arrear.text.trim().split('#~#');
    expect(fields.slice(2).map(Number)).toEqual([
      owed?.epf_wages,
      owed?.eps_wages,
      owed?.edli_wages,
      owed?.epf_employee,
      owed?.epf_employer,
      owed?.eps,
    ]);
    // its challan: the arrear shares, and the admin charge the arrears add to the month's
    // (0.50% of own and arrear EPF wages together, at least ₹500, less the month's own A/c 2)
    const challan = ecr?.challan as EpfChallan;
    const admin =
      Math.max(Math.round((challan.epfWages + (owed?.epf_wages ?? 0)) * 0.005), 500) - challan.account2Admin;
    expect(arrear.challan).toEqual({
      members: 1,
      epfWages: owed?.epf_wages,
      account1Employee: owed?.epf_employee,
      account1Employer: owed?.epf_employer,
      account2Admin: admin,
      account10Pension: owed?.eps,
      account21Edli: owed?.edli,
      account22EdliAdmin: 0,
      total:
        (owed?.epf_employee ?? 0) + (owed?.epf_employer ?? 0) + admin + (owed?.eps ?? 0) + (owed?.edli ?? 0),
    });
    // the month's own ECR line leaves the arrears out: its gross is the month's own emoluments
    const slip = await payslipOf(month.key);
    const own = String(ecr?.text)
      .split('\n')
      .find((line) => line.startsWith(fields[0] ?? '-'));
    const arrearsEarned = slip.lines
      .filter((line) => line.source === 'arrears' && line.kind === 'earning')
      .reduce((sum, line) => sum + line.amount, 0);
    expect(Number(own?.split('#~#')[2])).toBe(Math.round(slip.totals.gross_pay - arrearsEarned));
  });
});
