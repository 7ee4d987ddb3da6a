import { type PayslipLine, type PayslipTotals, payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import { financialYearOf, type ProgressFrame, payrollMessages, type ReplyFrame } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../../testing/index.js';
import { approveAttendance } from '../testing/approve-attendance.js';

const month = payrollMonthOf(new Date(Date.now() - 86_400_000));
const monthInstant = new Date(month.start.getTime() + 86_400_000).toISOString();
const lastDay = new Date(Date.now() - 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

type Row = Record<string, unknown>;
const idOf = (value: unknown): string | null =>
  Array.isArray(value) ? ((value[0] as { id?: string } | undefined)?.id ?? null) : (value as string | null);
const tdsOf = (lines: PayslipLine[]) =>
  lines.find((line) => line.code === 'TDS' && line.source === 'statutory');

// Issue #34 item 1: generation deducts TDS (Income-tax Act s. 192) from a high earner's payslip
// (the demo's ro1, 3,00,000 a month) and none from a low one (emp1, 25,000 a month), and a
// month's TDS counts what the year's earlier payslips deducted.
describe.each(testDatabaseKinds)('TDS on salary in generation on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  let hr = '';
  let employee = '';
  const ids: Record<string, string> = {};

  const records = (reply: ReplyFrame): Row[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as Row);
  };
  const payslipOf = async (employee: string, key: string) => {
    const rows = records(
      await channel.txn(
        {
          name: 'txn_payslips_list',
          folder: 'payslips',
          params: { limit: 1000 },
          projections: ['id', 'employees_id', 'uconst', 'itemized_pay_details', 'aggregate_pay_details'],
        },
        hr,
      ),
    );
    const row = rows.find(
      (found) => idOf(found.employees_id) === employee && String(found.uconst).endsWith(key),
    );
    if (!row) throw new Error(`no payslip of ${key}`);
    return {
      lines: row.itemized_pay_details as PayslipLine[],
      totals: row.aggregate_pay_details as PayslipTotals,
    };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    hr = await channel.login({ ...demoSignIn, code: 'hr1' });
    const admin = await channel.login({ ...demoSignIn, code: 'admin' });
    const employees = records(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { limit: 1000 },
          projections: ['id', 'code'],
        },
        hr,
      ),
    );
    for (const code of ['ro1', 'emp1']) ids[code] = String(employees.find((row) => row.code === code)?.id);
    employee = await channel.login({ ...demoSignIn, code: 'emp1' });
    await approveAttendance(channel, admin, month, lastDay, [ids.ro1 ?? '', ids.emp1 ?? '']);
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  const recordRegime = (as: string, regime: string) =>
    channel.txn(
      {
        name: 'txn_tax_regimes_create',
        folder: 'tax_regimes',
        client_props: { txn_op: 'C' },
        params: {
          baseFolder: 'tax_regimes',
          rows: [
            {
              op: 'C',
              data: {
                employees_id: [{ id: ids.emp1 }],
                financial_year: financialYearOf(month.firstDay).startYear,
                regime,
              },
            },
          ],
        },
      },
      as,
    );

  it('lets HR record an employee’s regime for the year, once, and the employee read it', async () => {
    expect((await recordRegime(employee, 'older')).output.type).toBe('error');
    expect((await recordRegime(hr, 'older')).output.type).toBe('error');
    expect((await recordRegime(hr, 'old')).output.type).toBe('success');
    // one record a year (tax-regime/own-regime.test.ts has the employee's own choice)
    expect((await recordRegime(employee, 'new')).output.type).toBe('error');
    const own = records(
      await channel.txn(
        {
          name: 'txn_tax_regimes_list',
          folder: 'tax_regimes',
          params: {},
          projections: ['regime', 'financial_year'],
        },
        employee,
      ),
    );
    expect(own).toEqual([
      expect.objectContaining({ regime: 'old', financial_year: financialYearOf(month.firstDay).startYear }),
    ]);
  });

  it('deducts TDS from the high earner, counting last month’s, and none from the low earner', async () => {
    const id = channel.nextId;
    const reply = await channel.txn(
      {
        name: 'txn_payslips_generate',
        folder: 'payslips',
        params: {
          payroll_month: monthInstant,
          generation_basis: 'employees',
          generate_employees: [ids.ro1, ids.emp1],
          proceed_unapproved: true,
        },
      },
      hr,
    );
    expect(reply.output.type).toBe('success');
    const frames = await channel.progressUntil(
      id,
      (frame: ProgressFrame) => frame.output.stage === payrollMessages.allDone,
    );
    expect(frames.filter((frame) => frame.output.error)).toEqual([]);

    // the demo's approved payslip of last month already deducted TDS (demo data)
    const before = await payslipOf(ids.ro1 ?? '', previousMonth(month).key);
    const earlierTds = tdsOf(before.lines)?.amount ?? 0;
    const inSameYear =
      financialYearOf(previousMonth(month).firstDay).startYear === financialYearOf(month.firstDay).startYear;
    if (inSameYear) expect(earlierTds).toBeGreaterThan(0);

    const high = await payslipOf(ids.ro1 ?? '', month.key);
    const tds = tdsOf(high.lines);
    expect(tds?.amount).toBeGreaterThan(0);
    expect(high.totals.income_tax).toMatchObject({
      regime: 'new',
      tds: tds?.amount,
      tds_before: inSameYear ? earlierTds : 0,
    });
    // the year's tax less what was deducted, over the months left, to the rupee
    const { annual_tax, months_left } = high.totals.income_tax;
    expect(tds?.amount).toBe(Math.round((annual_tax - (inSameYear ? earlierTds : 0)) / months_left));
    expect(high.totals.net_pay).toBeCloseTo(high.totals.gross_pay - high.totals.total_deductions, 2);

    const low = await payslipOf(ids.emp1 ?? '', month.key);
    expect(tdsOf(low.lines)).toBeUndefined();
    expect(low.totals.income_tax).toMatchObject({
      regime: 'old',
      annual_tax: 0,
      tds: 0,
      standard_deduction: 50_000,
    });
    // the old regime takes the year's provident fund off (s. 80C): last month's payslip's and
    // this month's projected to March
    const amountOf = (lines: PayslipLine[], code: string) =>
      lines.find((line) => line.code === code)?.amount ?? 0;
    const lastMonth = await payslipOf(ids.emp1 ?? '', previousMonth(month).key);
    const pf =
      (inSameYear ? amountOf(lastMonth.lines, 'EPF_EE') : 0) +
      amountOf(low.lines, 'EPF_EE') * low.totals.income_tax.months_left;
    expect(pf).toBeGreaterThan(0);
    expect(low.totals.income_tax.provident_fund_80c).toBeCloseTo(pf, 2);
  });
});
