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
  let emp1Id = '';

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

  /** ro1's approved payslips of last year: how many, their gross pay, TDS, PT and PF, in paise. */
  async function ro1Year() {
    const payslips = records<{
      payroll_month: string;
      gross_pay: number;
      itemized_pay_details: Line[];
      aggregate_pay_details: { income_tax?: { hra_exemption?: number; regime?: string } };
    }>(
      await channel.txn(
        {
          name: 'txn_payslips_list',
          folder: 'payslips',
          params: { limit: 1000 },
          projections: ['payroll_month', 'gross_pay', 'itemized_pay_details', 'aggregate_pay_details'],
        },
        sessions.ro1,
      ),
    ).filter(
      (payslip) => financialYearOf(businessDayKey(Date.parse(payslip.payroll_month))).startYear === lastYear,
    );
    const sum = (code: string) =>
      payslips.reduce(
        (total, payslip) =>
          total +
          payslip.itemized_pay_details
            .filter((line) => line.code === code)
            .reduce((lines, line) => lines + Math.round(line.amount * 100), 0),
        0,
      );
    // s. 10(13A), rule 2A over the seed's rent months, October to March (app/seed/tax-year.ts):
    // ₹60,000 a month in Kolkata. ro1's ₹3,00,000 a month pays BASIC 1,50,000, DA 30,000, HRA
    // 60,000 (the demo structure), so a full half year is (a) HRA 3,60,000, (b) rent 3,60,000 −
    // 10% of 10,80,000 = 2,52,000, (c) 50% of 10,80,000 = 5,40,000: exempt 2,52,000; computed
    // here from the payslips' lines the same way, as a month's attendance may prorate them.
    const rented = payslips.filter((payslip) => {
      const month = Number(businessDayKey(Date.parse(payslip.payroll_month)).slice(5, 7));
      return month >= 10 || month <= 3;
    });
    const linesOf = (codes: string[]) =>
      rented.reduce(
        (total, payslip) =>
          total +
          payslip.itemized_pay_details
            .filter((line) => codes.includes(line.code))
            .reduce((lines, line) => lines + Math.round(line.amount * 100), 0),
        0,
      );
    const salary = linesOf(['BASIC', 'DA']);
    const hra = Math.floor(Math.min(linesOf(['HRA']), 6 * 6_000_000 - salary * 0.1, salary * 0.5));
    const march = payslips.find(
      (payslip) => businessDayKey(Date.parse(payslip.payroll_month)).slice(5, 7) === '03',
    );
    return {
      hra,
      hraInMarch: march?.aggregate_pay_details.income_tax?.hra_exemption,
      months: payslips.length,
      gross: payslips.reduce((total, payslip) => total + Math.round(payslip.gross_pay * 100), 0),
      tds: sum('TDS'),
      pt: sum('PT'),
      pf: sum('EPF_EE'),
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
    const [emp1] = records<{ id: string }>(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { filters: { filterInput: [{ path: 'code', operator: '=', value: 'emp1' }] } },
          projections: ['id'],
        },
        sessions.admin,
      ),
    );
    emp1Id = emp1?.id ?? '';
  }, 900_000);
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it("takes ro1's HRA exemption off its payslips' TDS from the rent declared (s. 10(13A))", async () => {
    // March, the year's last month: every month is paid, so the working's exemption is rule
    // 2A's least over October to March of the payslips' own lines (ro1Year: 2,52,000 for full
    // months), the same figure Form 16 and Form 24Q report
    const { hra, hraInMarch } = await ro1Year();
    expect(hra).toBeGreaterThan(0);
    expect(Math.round((hraInMarch ?? 0) * 100)).toBe(hra);
    const [document] = records<DocumentRecord>(await form16('ro1', { financial_year: lastYear }));
    expect(document?.html).toContain(
      `<tr><td>Of which: house rent allowance exempt under section 10(13A)</td><td class="amount">${money.format(hra / 100)}</td></tr>`,
    );
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
      // the demo's named users have a designation (helper E item 4): Part B's header names it
      expect(document?.html).toContain('<tr><th>Designation of the employee</th><td>Supervisor</td></tr>');
      // the declared 80D within its limit, under the Chapter VI-A total (old regime)
      expect(document?.html).toContain(
        '<tr><td>Section 80D: deductible of 30,000.00 claimed</td><td class="amount">25,000.00</td></tr>',
      );
    }
    const [hindi] = records<DocumentRecord>(
      await form16('ro1', { financial_year: lastYear, language: 'hin' }),
    );
    expect(hindi?.html).toContain('फ़ॉर्म संख्या 16, भाग ख');
    expect(hindi?.html).toContain('<tr><th>कर्मचारी का पदनाम</th><td>पर्यवेक्षक</td></tr>');
  });

  const declare = (as: string, data: Record<string, unknown>) =>
    channel.txn(
      {
        name: 'txn_tax_declarations_create',
        folder: 'tax_declarations',
        client_props: { txn_op: 'C' },
        params: {
          baseFolder: 'tax_declarations',
          rows: [
            { op: 'C', data: { employees_id: [{ id: emp1Id }], financial_year: lastYear + 1, ...data } },
          ],
        },
      },
      sessions[as],
    );

  it('lets the employee declare for itself only, HR for it, and refuses a section or a TDS the folder does not take', async () => {
    // an employee declares its own (payroll README "Declarations", helper E item 1), never another's
    expect(
      output(await declare('emp1', { employees_id: [{ id: ro1Id }], section: '80C', amount: 1000 })).type,
    ).toBe('error');
    expect(output(await declare('emp1', { section: '80E', amount: 1000 })).type).toBe('success');
    expect(output(await declare('hr1', { section: '80Z', amount: 1000 })).type).toBe('error');
    // tax deducted belongs to a previous employer's row only
    expect(output(await declare('hr1', { section: '80C', amount: 1000, tax_deducted: 10 })).type).toBe(
      'error',
    );
    expect(
      output(
        await declare('hr1', {
          section: '192(2)',
          amount: 240000,
          tax_deducted: 6000,
          previous_employer: 'Eastern Textiles Ltd, CALE01234F',
        }),
      ).type,
    ).toBe('success');
    const own = records<{ section: string; amount: number; tax_deducted: number }>(
      await channel.txn(
        {
          name: 'txn_tax_declarations_list',
          folder: 'tax_declarations',
          params: {},
          projections: ['section', 'amount', 'tax_deducted'],
        },
        sessions.emp1,
      ),
    );
    // with the seed's own declaration of emp1 for this year (80C, not verified yet)
    expect(own.sort((a, b) => a.section.localeCompare(b.section))).toEqual([
      expect.objectContaining({ section: '192(2)', amount: 240000, tax_deducted: 6000 }),
      expect.objectContaining({ section: '80C', amount: 45000 }),
      expect.objectContaining({ section: '80E', amount: 1000 }),
    ]);
    // the seed's examples (app/seed/tax-year.ts): ro1's 80C and 80D of last year, its previous
    // employer of 2024-25 (joined 1 November 2024)
    const ro1Rows = records<{ section: string; financial_year: number }>(
      await channel.txn(
        {
          name: 'txn_tax_declarations_list',
          folder: 'tax_declarations',
          params: {},
          projections: ['section', 'financial_year'],
        },
        sessions.ro1,
      ),
    );
    expect(ro1Rows.map((row) => `${row.financial_year} ${row.section}`).sort()).toEqual([
      '2024 192(2)',
      `${lastYear} 10(13A)`,
      `${lastYear} 80C`,
      `${lastYear} 80D`,
    ]);
  });

  it("takes rent (s. 10(13A)) with its months, and the landlord's PAN only where the year's rent exceeds ₹1 lakh", async () => {
    const rent = (data: Record<string, unknown>) =>
      declare('hr1', { section: '10(13A)', rent_from_month: 4, rent_to_month: 3, ...data });
    // ₹10,000 a month, April to March: 1,20,000 > 1,00,000 needs the landlord (CBDT Circular 8/2013)
    expect(output(await rent({ amount: 10000 })).type).toBe('error');
    expect(output(await rent({ amount: 10000, landlord_pan: 'ABC', landlord_name: 'Ravi Das' })).type).toBe(
      'error',
    );
    // October to September is not within one financial year
    expect(output(await rent({ amount: 5000, rent_from_month: 10, rent_to_month: 9 })).type).toBe('error');
    // a landlord or a metro city belongs to rent only
    expect(output(await declare('hr1', { section: '80C', amount: 1000, metro_city: true })).type).toBe(
      'error',
    );
    // a house April to December at ₹8,000 (72,000: no landlord needed), another January to March
    // at ₹40,000 (1,20,000, with its landlord)
    expect(output(await rent({ amount: 8000, rent_to_month: 12 })).type).toBe('success');
    expect(
      output(
        await rent({
          amount: 40000,
          rent_from_month: 1,
          rent_to_month: 3,
          metro_city: true,
          landlord_pan: 'AKRPD1234L',
          landlord_name: 'Ravi Das',
        }),
      ).type,
    ).toBe('success');
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
    const { gross, tds, pt, pf, hra } = await ro1Year();
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
      ...(pt > 0 ? ['S16'] : []),
      'C6A',
      'C6A',
    ]);
    // the demo records no date of birth: the reply says so
    expect(output(reply).type === 'success' && output(reply).message).toContain(
      `${tdsMessages.noBirthDay}: ro1`,
    );
    // ro1's Annexure II by hand, FY 2025-26, old regime (the seed's tax_regimes row) with 80C
    // ₹1,50,000 and 80D ₹30,000 declared and rent of ₹60,000 a month October to March in Kolkata
    // (app/seed/tax-year.ts), from its twelve approved payslips (the seed's run of 28 Nov 2026:
    // gross 44,04,486, PT 2,400, PF 21,600; HRA exempt 2,65,441.70, so October to March paid BASIC
    // + DA 9,45,583 and HRA 0.4 of the basic, about 3,15,194):
    //   13 total salary = 67 s. 17(1) = Σ gross pay                          44,04,486.00
    //   74 = 76 HRA exempt, the least of about 3,15,194, 3,60,000 − 94,558.30 = 2,65,441.70 and
    //     50% of 9,45,583 = 4,72,791.50 (rule 2A)                             2,65,441.70
    //   39 Y (rent 3,60,000 over ₹1 lakh), 40 1, 41–42 the landlord's PAN and name
    //   S16 16(ia) standard deduction 50,000; 16(iii) tax on employment Σ PT 2,400; 16 = 52,400.00
    //   17 = 19 gross total income = 44,04,486 − 2,65,441.70 − 52,400         40,86,644.30
    //   C6A 80C: gross Σ PF 21,600 + 1,50,000 = 1,71,600, deductible 1,50,000 (s. 80CCE)
    //   C6A 80D: gross 30,000, deductible 25,000 (under 60: no date of birth, taken as general)
    //   21 = 2 records, 22 = 1,75,000.00; 23 = 40,86,644.30 − 1,75,000 → 39,11,640 (s. 288A)
    //   24 tax: 2.5–5 lakh 12,500 + 5–10 lakh 1,00,000 + 30% of 29,11,640 = 8,73,492  9,85,992.00
    //   26 cess 4% 39,439.68; 28 net payable (no surcharge under ₹50 lakh, no rebate) 10,25,431.68
    //   29 = 36 Σ TDS lines (each month's projection counted the declarations and the rent);
    //   30 the shortfall; 79 Y (opting out of s. 115BAC)
    // The figures below are computed from the payslips the same way, so another run's attendance
    // (gross, PT) checks the same arithmetic.
    const standard = 5_000_000;
    // the HRA exempt u/s 10(13A) (ro1Year): field 74 and the exemptions' total 76
    const income = gross - hra - standard - pt;
    const c6a80C = { gross: pf + 15_000_000, deductible: Math.min(15_000_000, pf + 15_000_000) };
    const c6a80D = { gross: 3_000_000, deductible: 2_500_000 };
    const chapterVIA = c6a80C.deductible + c6a80D.deductible;
    const taxable = Math.round((income - chapterVIA) / 1000) * 1000;
    // the old regime's slabs: 2.5–5 lakh 5%, 5–10 lakh 20%, 30% above, in paise
    const tax = Math.round(
      0.05 * Math.max(0, Math.min(taxable, 50_000_000) - 25_000_000) +
        0.2 * Math.max(0, Math.min(taxable, 100_000_000) - 50_000_000) +
        0.3 * Math.max(0, taxable - 100_000_000),
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
      c6aCount: sd[20],
      c6aTotal: sd[21],
      taxable: sd[22],
      tax: sd[23],
      cess: sd[25],
      payable: sd[27],
      deducted: sd[28],
      shortfall: sd[29],
      rent: sd.slice(38, 42),
      hra: [sd[73], sd[75]],
      regime: sd[78],
    }).toEqual({
      pan: 'AQBPB7302M',
      salary: money(gross),
      s16: money(standard + pt),
      income: money(income),
      gti: money(income),
      c6aCount: '2',
      c6aTotal: money(chapterVIA),
      taxable: money(taxable),
      tax: money(tax),
      cess: money(cess),
      payable: money(tax + cess),
      deducted: money(tds),
      shortfall: money(tax + cess - tds),
      // rent 3,60,000 over ₹1 lakh: one landlord, the seed's PAN and name (CBDT Circular 8/2013)
      rent: ['Y', '1', 'AKRPM6120Q', 'Arindam Mukherjee'],
      hra: [money(hra), money(hra)],
      regime: 'Y',
    });
    expect(lines.filter((fields) => fields[1] === 'C6A').map((fields) => fields.slice(2, 10))).toEqual([
      ['1', '1', '1', '80C', money(c6a80C.deductible), money(c6a80C.gross), '', ''],
      ['1', '1', '2', '80D', money(c6a80D.deductible), money(c6a80D.gross), '', ''],
    ]);
    expect(lines[1]?.slice(48, 50)).toEqual(['1', money(income)]);
    // each month's TDS projected the year with the declarations: the year's TDS is the year's tax
    // within a rupee a month (without 80C's 1,50,000 and 80D's 25,000, about ₹47,860 more)
    expect(Math.abs(tax + cess - tds)).toBeLessThan(1_200);
    expect(output(await form24q('emp1', 4)).type).toBe('error');
  });
});
