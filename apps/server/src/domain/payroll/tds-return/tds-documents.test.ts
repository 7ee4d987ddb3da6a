import {
  businessDayKey,
  type DocumentRecord,
  financialYearOf,
  type ReplyFrame,
  tdsMessages,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../../testing/index.js';
import { form24qProblems } from './testing/form-24q-validator.js';

interface Line {
  code: string;
  amount: number;
}

const lastYear = financialYearOf(businessDayKey(Date.now())).startYear - 1;
const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Form 16 Part B and Form 24Q of the demo's last financial year (issue #34 item 2), whose
// taxable manager ro1 the seed pays and taxes month by month (app/seed/tax-year.ts).
describe.each(testDatabaseKinds)('income-tax documents on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  let ro1Id = '';

  const output = (reply: ReplyFrame) => reply.output;
  const records = <T>(reply: ReplyFrame): T[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as T);
  };
  const form16 = (as: string, params: Record<string, unknown>) =>
    channel.txn({ name: 'txn_payslips_get_form16', folder: 'payslips', params }, sessions[as]);
  const form24q = (as: string, quarter: number) =>
    channel.txn(
      { name: 'txn_payslips_form_24q', folder: 'payslips', params: { financial_year: lastYear, quarter } },
      sessions[as],
    );

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'ro1', 'hr1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
    const [ro1] = records<{ id: string }>(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { filters: { filterInput: [{ path: 'code', operator: '=', value: 'ro1' }] } },
          projections: ['id'],
        },
        sessions.admin,
      ),
    );
    ro1Id = ro1?.id ?? '';
  }, 900_000);
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it("prints ro1's Form 16 for last year with the sums of the year's payslips, to ro1 and to HR", async () => {
    const payslips = records<{ payroll_month: string; gross_pay: number; itemized_pay_details: Line[] }>(
      await channel.txn(
        {
          name: 'txn_payslips_list',
          folder: 'payslips',
          params: { limit: 1000 },
          projections: ['payroll_month', 'gross_pay', 'itemized_pay_details'],
        },
        sessions.ro1,
      ),
    ).filter(
      (payslip) => financialYearOf(businessDayKey(Date.parse(payslip.payroll_month))).startYear === lastYear,
    );
    expect(payslips).toHaveLength(12);
    const gross = payslips.reduce((sum, payslip) => sum + Math.round(payslip.gross_pay * 100), 0);
    const tds = payslips.reduce(
      (sum, payslip) =>
        sum +
        payslip.itemized_pay_details
          .filter((line) => line.code === 'TDS')
          .reduce((total, line) => total + Math.round(line.amount * 100), 0),
      0,
    );
    expect(tds).toBeGreaterThan(0);
    for (const as of ['ro1', 'hr1']) {
      const [document] = records<DocumentRecord>(
        await form16(as, { financial_year: lastYear, ...(as === 'ro1' ? {} : { employees_id: ro1Id }) }),
      );
      expect(document?.html).toContain(`<td class="amount">${money.format(gross / 100)}</td>`);
      expect(document?.html).toContain(`<td class="amount">${money.format(tds / 100)}</td>`);
      expect(document?.html).toContain('CALD04217E');
    }
    const [hindi] = records<DocumentRecord>(
      await form16('ro1', { financial_year: lastYear, language: 'hin' }),
    );
    expect(hindi?.html).toContain('फ़ॉर्म संख्या 16, भाग ख');
  });

  it("refuses emp1 ro1's Form 16 as not found, in SQL, and a year without payslips", async () => {
    const refused = output(await form16('emp1', { financial_year: lastYear, employees_id: ro1Id }));
    expect(refused.type).toBe('error');
    expect(refused.type === 'error' && refused.message).toContain(tdsMessages.noForm16);
    const none = output(await form16('ro1', { financial_year: 2024 }));
    expect(none.type === 'error' && none.message).toContain(tdsMessages.noForm16);
  });

  it("writes last year's first quarter as a Form 24Q file the validator passes, for HR only", async () => {
    const reply = await form24q('hr1', 1);
    if (lastYear > 2025) {
      // from tax year 2026-27 the statement is Form 138 (its own format, not written)
      expect(output(reply).type === 'error' && output(reply).message).toBe(tdsMessages.form138Years);
      return;
    }
    const [file] = records<{ text: string; rows: number; fileName: string }>(reply);
    expect(form24qProblems(file?.text ?? '')).toEqual([]);
    expect(file?.rows).toBe(3);
    expect(file?.fileName).toBe(`24Q-${lastYear}-${String(lastYear + 1).slice(2)}-Q1.txt`);
    const types = (file?.text ?? '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split('^')[1]);
    expect(types).toEqual(['FH', 'BH', 'CD', 'DD', 'CD', 'DD', 'CD', 'DD']);
    expect(output(await form24q('emp1', 1)).type).toBe('error');
    expect(output(await form24q('hr1', 4))).toMatchObject({
      type: 'error',
      message: tdsMessages.quarterFourAnnexure,
    });
  });
});
