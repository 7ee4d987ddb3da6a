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

  /** ro1's approved payslips of last year: how many, their gross pay and TDS, in paise. */
  async function ro1Year() {
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
    const paise = (lines: readonly Line[]) =>
      lines
        .filter((line) => line.code === 'TDS')
        .reduce((total, line) => total + Math.round(line.amount * 100), 0);
    return {
      months: payslips.length,
      gross: payslips.reduce((sum, payslip) => sum + Math.round(payslip.gross_pay * 100), 0),
      tds: payslips.reduce((sum, payslip) => sum + paise(payslip.itemized_pay_details), 0),
    };
  }

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
    const { months, gross, tds } = await ro1Year();
    expect(months).toBe(12);
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
    // from 2026-27 the certificate is the Income-tax Act 2025's Form 130, from TRACES
    const form130 = output(await form16('ro1', { financial_year: 2026 }));
    expect(form130.type === 'error' && form130.message).toBe(tdsMessages.form130);
  });

  it("writes last year's first quarter as a Form 24Q file the validator passes, for HR only", async () => {
    const reply = await form24q('hr1', 1);
    if (lastYear > 2025) {
      // from tax year 2026-27 the statement is Form 138 (its own format, not written)
      expect(output(reply).type === 'error' && output(reply).message).toBe(tdsMessages.form138Quarters);
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
  });

  it("writes last year's fourth quarter with ro1's salary details (Annexure II) the validator passes", async () => {
    const reply = await form24q('hr1', 4);
    if (lastYear > 2025) {
      // Form 138's fourth quarter has no published file format
      expect(output(reply).type === 'error' && output(reply).message).toBe(tdsMessages.form138FourthQuarter);
      return;
    }
    const [file] = records<{ text: string; rows: number; fileName: string }>(reply);
    const text = file?.text ?? '';
    expect(form24qProblems(text)).toEqual([]);
    expect(file?.fileName).toBe(`24Q-${lastYear}-${String(lastYear + 1).slice(2)}-Q4.txt`);
    const lines = text
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split('^'));
    expect(lines.map((fields) => fields[1])).toEqual([
      'FH',
      'BH',
      'CD',
      'DD',
      'CD',
      'DD',
      'CD',
      'DD',
      'SD',
      'S16',
    ]);
    // the demo records no date of birth: the reply says so
    expect(output(reply).type === 'success' && output(reply).message).toContain(
      `${tdsMessages.noBirthDay}: ro1`,
    );
    // ro1's Annexure II by hand, FY 2025-26, new regime (Finance Act 2025), from its twelve
    // approved payslips (the seed's run of 28 Nov 2026 gave gross 44,04,486 and TDS 9,14,000):
    //   13 total salary = 67 s. 17(1) = Σ gross pay                        44,04,486.00
    //   16 section 16 = its one S16, 16(ia) standard deduction                75,000.00
    //   17 = 19 gross total income = 44,04,486 − 75,000 (no exemption)     43,29,486.00
    //   23 total taxable income, to ten rupees (s. 288A)                    43,29,490.00
    //   24 tax: 4–8 lakh 20,000 + 8–12 40,000 + 12–16 60,000 + 16–20 80,000 + 20–24 1,00,000
    //      + 30% of (43,29,490 − 24,00,000 = 19,29,490) 5,78,847             8,78,847.00
    //   26 cess 4% of 8,78,847                                                 35,153.88
    //   28 net payable 8,78,847 + 35,153.88 (no surcharge under ₹50 lakh, no rebate)  9,14,000.88
    //   29 = 36 Σ TDS lines 9,14,000.00; 30 shortfall 0.88; 79 N (new regime)
    const { gross, tds } = await ro1Year();
    const income = gross - 7_500_000;
    const taxable = Math.round(income / 1000) * 1000;
    // the new regime's slabs of 2025-26, ₹4 lakh each at 0–25%, then 30% above ₹24 lakh, in paise
    const tax = Math.round(
      [0, 0.05, 0.1, 0.15, 0.2, 0.25].reduce(
        (sum, rate, index) =>
          sum + rate * Math.max(0, Math.min(taxable, (index + 1) * 40_000_000) - index * 40_000_000),
        0,
      ) +
        0.3 * Math.max(0, taxable - 240_000_000),
    );
    const cess = Math.round(tax * 0.04);
    const money = (paise: number) => (paise / 100).toFixed(2);
    const sd = lines[8] ?? [];
    expect({
      pan: sd[6],
      salary: sd[12],
      s16: sd[15],
      income: sd[16],
      gti: sd[18],
      taxable: sd[22],
      tax: sd[23],
      cess: sd[25],
      payable: sd[27],
      deducted: sd[28],
      shortfall: sd[29],
      regime: sd[78],
    }).toEqual({
      pan: 'AQBPB7302M',
      salary: money(gross),
      s16: '75000.00',
      income: money(income),
      gti: money(income),
      taxable: money(taxable),
      tax: money(tax),
      cess: money(cess),
      payable: money(tax + cess),
      deducted: money(tds),
      shortfall: money(tax + cess - tds),
      regime: 'N',
    });
    expect(lines[1]?.slice(48, 50)).toEqual(['1', money(income)]);
    expect(output(await form24q('emp1', 4)).type).toBe('error');
  });
});
