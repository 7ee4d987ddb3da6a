import type { PayslipLine } from '@muster/payroll-rules';
import { payrollMessages } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPayrollMonth } from '../../../app/seed/payroll-month.js';
import { records, refusal, WriteKit } from '../../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../../testing/index.js';
import { documentLineName } from '../document/labels.js';
import { labourFormLabels } from './labels.js';

const month = demoPayrollMonth();
const sunrise = 'Sunrise Manpower Services Pvt Ltd';

/**
 * Form XIX's items in the form's order (Contract Labour (R&A) Central Rules, 1971, rule
 * 78(1)(b); README): item 3 is the monthly rate, as Form XVII's column 7.
 */
const formXixItems = [
  'No. of days worked',
  'No. of units worked in case of piece-rate workers',
  'Rate of wages (monthly)',
  'Amount of overtime wages',
  'Gross wages payable',
  'Deductions, if any',
  'Net amount of wages paid',
];
/** Form XIV's items in the form's order (the same Rules, rule 76; README). */
const formXivItems = [
  'Name of the workman',
  'Sl. No. in the register of workmen employed',
  'Nature of employment/designation',
  'Wage rate (with particulars of unit in case of piece-work)',
  'Wage period',
  'Tenure of employment',
  'Remarks, if any',
];

const text = (html: string) =>
  html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** The form's numbered items: number, label and value, as printed. */
const items = (html: string) =>
  [...html.matchAll(/<tr><td>(\d+)<\/td><th>(.*?)<\/th><td>(.*?)<\/td><\/tr>/g)].map((match) => ({
    number: Number(match[1]),
    label: text(match[2] ?? ''),
    value: text(match[3] ?? ''),
  }));
/** The heading's terms and their values. */
const heading = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((match) => [
      text(match[1] ?? ''),
      text(match[2] ?? ''),
    ]),
  );
const money = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rupees);

type Line = PayslipLine;

// Issue #33 item 5: the wage slip and the employment card of a contractor's worker, and who reads them.
describe.each(testDatabaseKinds)('Form XIX and Form XIV on %s', (kind) => {
  let kit: WriteKit;
  beforeAll(async () => {
    kit = await WriteKit.start(kind);
  });
  afterAll(async () => {
    await kit?.stop();
  });

  const form = (user: string, name: string, uconst: string, language = 'eng', target?: string) =>
    kit.txn(user, {
      name,
      folder: 'payslips',
      params: { uconst, language, format: 'html' },
      ...(target ? { target_swhandle: target } : {}),
    });
  const html = async (reply: Awaited<ReturnType<typeof form>>) =>
    String((records(reply)[0] as { html: string }).html);

  /** An approved payslip of the demo month of Sunrise's with overtime and deductions to print. */
  const sunrisePayslip = async () => {
    const rows = await kit.list(
      'sunrise:admin',
      'payslips',
      [
        'uconst',
        'status',
        'payable_days',
        'gross_pay',
        'total_deductions',
        'net_pay',
        'itemized_pay_details',
        'employees_id.code',
        'employees_id.designation.name',
        'employees_id.persons_id.first_name',
        'employees_id.persons_id.last_name',
        'employees_id.persons_id.father_husband_name',
      ],
      [{ path: 'status', operator: '=', value: 'approved' }],
    );
    const payslip = rows.find(
      (row) =>
        String(row.uconst).endsWith(month.key) &&
        (row.itemized_pay_details as Line[]).some((line) => line.kind === 'deduction' && line.amount > 0),
    );
    if (!payslip) throw new Error('the demo has no approved payslip of Sunrise with deductions');
    return payslip;
  };

  it("prints Form XIX's items in the form's order from the payslip, in the worker's language", async () => {
    const payslip = await sunrisePayslip();
    const lines = payslip.itemized_pay_details as Line[];
    const sum = (taken: Line[], value: (line: Line) => number) =>
      taken.reduce((total, line) => total + Math.round(value(line) * 100), 0) / 100;
    const page = await html(await form('sunrise:admin', 'txn_payslips_wage_slip', String(payslip.uconst)));
    expect(page).toContain('FORM XIX');
    expect(page).toContain('[See rule 78(1)(b)]');
    const printed = items(page);
    expect(printed.map((item) => item.label)).toEqual(formXixItems);
    expect(printed.map((item) => item.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const deductions = lines.filter((line) => line.kind === 'deduction' && line.amount !== 0);
    expect(printed.map((item) => item.value)).toEqual([
      String(payslip.payable_days),
      'None: the wages are time-rated',
      money(
        sum(
          lines.filter(
            (line) => line.kind === 'earning' && line.source === 'structure' && line.code !== 'OT',
          ),
          (line) => line.rate ?? 0,
        ),
      ),
      money(
        sum(
          lines.filter((line) => line.kind === 'earning' && line.code === 'OT'),
          (line) => line.amount,
        ),
      ),
      money(Number(payslip.gross_pay)),
      [
        money(Number(payslip.total_deductions)),
        // each deduction named as the payslip names it (a statutory one by its code)
        ...deductions.map((line) => `${documentLineName(line, 'eng')}: ${money(line.amount)}`),
      ].join('\n'),
      money(Number(payslip.net_pay)),
    ]);
    const employee = (payslip.employees_id as Record<string, unknown>[])[0] ?? {};
    const person = (employee.persons_id as Record<string, unknown>[])[0] ?? {};
    const eng = (value: unknown) => (value as { eng: string }).eng;
    const terms = heading(page);
    expect(terms['Name and address of contractor']).toMatch(new RegExp(`^${sunrise}, `));
    expect(terms["Name and father's/husband's name of the workman"]).toBe(
      `${eng(person.first_name)} ${eng(person.last_name)}, ${String(person.father_husband_name)}`,
    );
    expect(terms['Nature and location of work']).toMatch(
      new RegExp(`^${eng((employee.designation as Record<string, unknown>[])[0]?.name)}, `),
    );

    // the same slip in Hindi and Bengali: the form's words from the server's catalogue
    for (const language of ['hin', 'ben'] as const) {
      const translated = items(
        await html(await form('sunrise:admin', 'txn_payslips_wage_slip', String(payslip.uconst), language)),
      );
      const label = labourFormLabels[language];
      expect(translated.map((item) => item.label)).toEqual([
        label.days_worked,
        label.units_worked,
        label.rate_of_wages,
        label.overtime_wages,
        label.gross_wages,
        label.deductions,
        label.net_wages,
      ]);
      expect(label.days_worked).not.toBe(formXixItems[0]);
      // the deductions in the worker's language too: 'Professional tax' was printed in Hindi's slip
      const named = deductions.map((line) => documentLineName(line, language));
      expect(named.some((name, index) => name !== documentLineName(deductions[index] as Line, 'eng'))).toBe(
        true,
      );
      for (const name of named) expect(translated[5]?.value).toContain(name);
    }
  });

  it("prints Form XIV's items in the form's order: the register's serial number, the wage rate and period, the allocation's tenure", async () => {
    const payslip = await sunrisePayslip();
    const code = String((payslip.employees_id as Record<string, unknown>[])[0]?.code);
    const page = await html(
      await form('sunrise:admin', 'txn_payslips_employment_card', String(payslip.uconst)),
    );
    expect(page).toContain('FORM XIV');
    expect(page).toContain('[See rule 76]');
    const printed = items(page);
    expect(printed.map((item) => item.label)).toEqual(formXivItems);
    expect(printed[1]?.value).toBe(code);
    expect(printed[3]?.value).toMatch(/^[\d,]+\.\d\d a month$/);
    expect(printed[4]?.value).toBe('Monthly');
    // the demo allocates its contractors' workers over the month: the tenure is a span of days
    expect(printed[5]?.value).toMatch(/^(\d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}|from \d\d\/\d\d\/\d{4})$/);
    expect(heading(page)['Name and address of principal employer']).toMatch(/^Demo Industries Pvt Ltd, /);
  });

  it("is read by the worker (its own), its contractor's admin, and the principal employer's admin picking the contractor; no one else", async () => {
    const payslip = await sunrisePayslip();
    const uconst = String(payslip.uconst);
    for (const txn of ['txn_payslips_wage_slip', 'txn_payslips_employment_card']) {
      expect(await html(await form('admin', txn, uconst, 'eng', 'sunrise'))).toContain(sunrise);
      for (const [user, target] of [
        ['shakti:admin', undefined],
        ['admin', undefined],
        ['emp1', undefined],
        ['shakti:admin', 'sunrise'],
      ] as const)
        expect(refusal(await form(user, txn, uconst, 'eng', target)).message, `${user} ${txn}`).toMatch(
          new RegExp(`^(${payrollMessages.payslipNotFound}: ${uconst}|You are not allowed to do this)`),
        );
    }
    // a worker reads its own
    const own = await kit.list(
      'emp1',
      'payslips',
      ['uconst', 'status'],
      [{ path: 'status', operator: '=', value: 'approved' }],
    );
    const mine = own.find((row) => String(row.uconst).endsWith(month.key));
    if (!mine) throw new Error('emp1 has no approved payslip of the demo month');
    expect(items(await html(await form('emp1', 'txn_payslips_wage_slip', String(mine.uconst)))).length).toBe(
      7,
    );
  });
});
