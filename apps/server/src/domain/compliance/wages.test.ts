import {
  nextMonth,
  type PayrollMonth,
  payrollMonth,
  payrollMonthOf,
  previousMonth,
} from '@muster/payroll-rules';
import {
  addDays,
  businessDayKey,
  type ComplianceFinding,
  type ContractorScorecard,
  complianceMessage,
  complianceMessages,
  type PayslipProgressItem,
  type ProgressFrame,
  payrollMessages,
} from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { underpaidGross } from '../../app/seed/demo.js';
import { demoPayrollMonth } from '../../app/seed/payroll-month.js';
import { demoTimeZone } from '../../app/seed/seed-rows.js';
import { records, refusal, WriteKit } from '../../engine/patch/testing/test-kit.js';
import { testDatabaseKinds } from '../../testing/index.js';
import { approveAttendance } from '../payroll/testing/approve-attendance.js';

const month = demoPayrollMonth();
const sunrise = 'Sunrise Manpower Services Pvt Ltd';
const shakti = 'Shakti Facility Management';
const dayInstant = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
const monthInstant = dayInstant(addDays(month.firstDay, 1));
const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100);
const idOf = (value: unknown) => (Array.isArray(value) ? (value[0] as { id: string }).id : String(value));

// Issue #33 items 3 and 4 over the channel: the demo's underpaid worker on Sunrise's card and
// in a generation run, and the wage payment recorded and checked against its due day.
describe.each(testDatabaseKinds)('minimum wages and wages paid on time on %s', (kind) => {
  let kit: WriteKit;
  beforeAll(async () => {
    kit = await WriteKit.start(kind);
  });
  afterAll(async () => {
    await kit?.stop();
  });

  const cardOf = async (business: string, of: PayrollMonth = month) => {
    const cards = records(
      await kit.txn('admin', {
        name: 'txn_compliance_scorecard',
        folder: 'compliance',
        params: { month: of.key },
      }),
    ) as unknown as ContractorScorecard[];
    const card = cards.find((row) => row.business === business);
    if (!card) throw new Error(`no card for ${business} in ${of.key}`);
    return card;
  };
  /** An employee's payslips of a month, as Sunrise's admin lists them. */
  const payslipsOf = async (employeeId: string, of: PayrollMonth) =>
    (
      await kit.list(
        'sunrise:admin',
        'payslips',
        ['id', 'employees_id', 'payroll_month', 'payable_days', 'status', 'aggregate_pay_details'],
        [],
      )
    ).filter(
      (row) =>
        idOf(row.employees_id) === employeeId &&
        new Date(String(row.payroll_month)).getTime() === of.start.getTime(),
    );
  /** Sunrise's admin generates one employee's payslip of a month; answers its progress item. */
  const generateFor = async (employeeId: string, of: PayrollMonth, params: Record<string, unknown> = {}) => {
    const id = kit.channel.nextId;
    const reply = await kit.txn('sunrise:admin', {
      name: 'txn_payslips_generate',
      folder: 'payslips',
      params: {
        payroll_month: dayInstant(addDays(of.firstDay, 1)),
        generation_basis: 'employees',
        generate_employees: [employeeId],
        ...params,
      },
    });
    expect(reply.output.type).toBe('success');
    const frames = await kit.channel.progressUntil(
      id,
      (frame: ProgressFrame) => frame.output.stage === payrollMessages.allDone,
    );
    return frames.map((frame) => frame.output.item as PayslipProgressItem | undefined).find(Boolean);
  };
  /** Sunrise's underpaid security guard at Kolkata (app/seed/demo.ts). */
  const underpaid = async () => {
    const rows = await kit.list('sunrise:admin', 'employees', ['id', 'code', 'gross_salary'], []);
    const worker = rows.find((row) => Number(row.gross_salary) === underpaidGross);
    if (!worker) throw new Error('no underpaid worker');
    return { id: String(worker.id), code: String(worker.code) };
  };
  /** West Bengal's zone A unskilled monthly minimum in force in a month, in paise, from the folder. */
  const minimumPaise = async (firstDay: string) => {
    const rows = await kit.list(
      'admin',
      'minimum_wages',
      ['basic', 'vda', 'effective_from', 'zone', 'skill', 'states_id.code'],
      [],
    );
    const [rate] = rows
      .filter(
        (row) =>
          row.zone === 'A' &&
          row.skill === 'unskilled' &&
          (row.states_id as { code: string }[])[0]?.code === 'WB' &&
          businessDayKey(Date.parse(String(row.effective_from))) <= firstDay,
      )
      .sort((a, b) => String(b.effective_from).localeCompare(String(a.effective_from)));
    if (!rate) throw new Error('no West Bengal rate');
    return Math.round(Number(rate.basic) * 100) + Math.round(Number(rate.vda) * 100);
  };

  it("seeds the demo states' minimum wages (WB, MH, HP) by zone and skill, each row citing its notification", async () => {
    const rows = await kit.list(
      'admin',
      'minimum_wages',
      ['basic', 'vda', 'effective_from', 'zone', 'skill', 'source', 'states_id.code'],
      [],
    );
    const stateOf = (row: (typeof rows)[number]) => (row.states_id as { code: string }[])[0]?.code;
    const found = (state: string, zone: string, skill: string, from: string) =>
      rows
        .filter(
          (row) =>
            stateOf(row) === state &&
            row.zone === zone &&
            row.skill === skill &&
            businessDayKey(Date.parse(String(row.effective_from))) === from,
        )
        .map((row) => ({ basic: Number(row.basic), vda: Number(row.vda), source: String(row.source) }));
    expect(new Set(rows.map(stateOf))).toEqual(new Set(['WB', 'MH', 'HP']));
    // every row says where its figure comes from
    expect(rows.filter((row) => String(row.source ?? '').trim().length < 40)).toEqual([]);
    // one figure of each state as the README's table gives it from the notification
    expect(found('WB', 'A', 'unskilled', '2025-07-01')).toEqual([
      { basic: 10_329, vda: 0, source: expect.stringContaining('No. 20/Stat/14/RW/24/2023/LCS/JLC') },
    ]);
    expect(found('WB', 'B', 'highly_skilled', '2025-01-01')).toEqual([
      { basic: 12_688, vda: 0, source: expect.stringContaining('No. 40/Stat/14/RW/24/2023/LCS/JLC') },
    ]);
    expect(found('MH', 'III', 'skilled', '2025-01-01')).toEqual([
      { basic: 10_440, vda: 3_614, source: expect.stringContaining('20 February 2025') },
    ]);
    expect(found('HP', 'all', 'semi_skilled', '2024-04-01')).toEqual([
      { basic: 12_690, vda: 0, source: expect.stringContaining('23 September 2024') },
    ]);
    expect(found('HP', 'all', 'unskilled', '2025-04-01')).toEqual([
      { basic: 12_750, vda: 0, source: expect.stringContaining('1 April 2025') },
    ]);
  });

  it('flags a worker paid below the minimum for its skill and zone with both rates', async () => {
    const worker = await underpaid();
    const [payslip] = await payslipsOf(worker.id, month);
    if (!payslip) throw new Error('the underpaid worker has no payslip of the demo month');
    const days = Number(payslip.payable_days);
    const due = Math.round(((await minimumPaise(month.firstDay)) * days) / month.daysInMonth);
    const paid = Math.round(Number((payslip.aggregate_pay_details as { pf_wages: number }).pf_wages) * 100);
    expect(paid).toBeLessThan(due);
    const findings = (await cardOf(sunrise)).findings.filter(
      (finding) => finding.kind === 'minimum_wage_below',
    );
    expect(findings).toHaveLength(1);
    // paying below the minimum is an offence the principal employer answers for: red
    expect(findings[0]).toMatchObject({
      level: 'red',
      params: { due: rupees(due), paid: rupees(paid), days },
      evidence: { folder: 'payslips', id: payslip.id },
    });
    expect(String(findings[0]?.params.employee)).toMatch(new RegExp(`^${worker.code} `));
  });

  it('flags the same worker in a generation run, with the minimum due and the wages paid', async () => {
    const worker = await underpaid();
    const yesterday = new Date(Date.now() - 86_400_000);
    const runMonth = payrollMonthOf(yesterday);
    const session = await kit.session('sunrise:admin');
    await approveAttendance(kit.channel, session, runMonth, businessDayKey(yesterday.getTime()), [worker.id]);
    const item = await generateFor(worker.id, runMonth, { proceed_unapproved: true });
    expect(item?.payslips_id).toBeTruthy();
    expect(item?.below_minimum).not.toBeNull();
    const { due, paid } = item?.below_minimum ?? { due: '0', paid: '0' };
    expect(Number(paid.replaceAll(',', ''))).toBeLessThan(Number(due.replaceAll(',', '')));
    // the wages are at least the earned basic and DA (60% of the gross); the Code on Wages'
    // 50% rule may add back the part of its overtime and allowances beyond half the pay
    expect(Number(paid.replaceAll(',', ''))).toBeGreaterThanOrEqual(
      Math.floor((underpaidGross * 0.6 * (item?.payable_days ?? 0)) / runMonth.daysInMonth),
    );
  });

  /** Sunrise's invoice of a month, as the principal employer approves it through the business filter. */
  const approveSunrise = async (of: PayrollMonth, proceed?: boolean) => {
    const [invoice] = (await kit.list('admin', 'invoices', ['id', 'invoice_month'], [], 'sunrise')).filter(
      (row) => new Date(String(row.invoice_month)).getTime() === of.start.getTime(),
    );
    if (!invoice) throw new Error(`no Sunrise invoice of ${of.key}`);
    return kit.txn('admin', {
      name: 'txn_invoices_approve',
      folder: 'invoices',
      params: { ids: [invoice.id], ...(proceed !== undefined && { proceed }) },
      target_swhandle: 'sunrise',
    });
  };
  /** The gate's refusal for Sunrise's month, naming the finding as the scorecard words it. */
  const refusedFor = (of: PayrollMonth, finding: ComplianceFinding) =>
    complianceMessage(complianceMessages.gateRed, {
      business: sunrise,
      month: of.key,
      findings: complianceMessage(complianceMessages[finding.kind], finding.params),
    });

  it("refuses Sunrise's invoice approval for the month of the underpaid guard's approved payslip, naming the employee", async () => {
    const worker = await underpaid();
    const [below] = (await cardOf(sunrise)).findings.filter(
      (finding) => finding.kind === 'minimum_wage_below',
    );
    if (!below) throw new Error("no minimum-wage finding on Sunrise's card");
    const refused = refusal(await approveSunrise(month));
    expect(refused.message).toBe(refusedFor(month, below));
    expect(refused.message).toContain(`Wages below the minimum for ${worker.code} `);
    expect(refused.data).toMatchObject({ kind: 'compliance', level: 'red' });
    // refused even when the user answers an amber question: red is never asked
    expect(refusal(await approveSunrise(month, true)).message).toBe(refusedFor(month, below));
  });

  it("refuses August 2026's invoice for the guard's unapproved payslip below the minimum, and approves it once Sunrise regenerates the payslip at the minimum", async () => {
    const walk = payrollMonth(2026, 8, demoTimeZone);
    const worker = await underpaid();
    const walkCard = () => cardOf(sunrise, walk);
    const walkPayslip = async () => {
      const rows = await payslipsOf(worker.id, walk);
      expect(rows).toHaveLength(1);
      return rows[0] as Record<string, unknown>;
    };
    const before = await walkPayslip();
    // generated, not approved: Sunrise can still regenerate it (an approved payslip is locked)
    expect(before.status).toBe('created');
    const card = await walkCard();
    expect(card.level).toBe('red');
    // nothing but the payslip: nobody else deployed, nothing approved, so no challan or payment due
    expect(card.findings.map((finding) => [finding.kind, finding.level, finding.evidence])).toEqual([
      ['minimum_wage_below', 'red', { folder: 'payslips', id: before.id }],
    ]);
    const [below] = card.findings;
    expect(String(below?.params.employee)).toMatch(new RegExp(`^${worker.code} `));
    if (!below) throw new Error('no finding');
    expect(refusal(await approveSunrise(walk)).message).toBe(refusedFor(walk, below));

    // Sunrise's admin raises the guard's gross to what pays the minimum and regenerates the payslip
    const [employee] = await kit.byId('sunrise:admin', 'employees', ['id', 'last_modified'], worker.id);
    const raised = await kit.write('sunrise:admin', 'employees', 'update', [
      { op: 'U', key: worker.id, data: { last_modified: employee?.last_modified, gross_salary: 18_000 } },
    ]);
    expect(raised.output.type).toBe('success');
    const item = await generateFor(worker.id, walk);
    expect(item?.below_minimum).toBeNull();
    const after = await walkPayslip();
    // regenerated over the same payslip, at the minimum or above
    expect(after.id).toBe(before.id);
    const minimum = Math.round(
      ((await minimumPaise(walk.firstDay)) * Number(below.params.days)) / walk.daysInMonth,
    );
    expect(
      Math.round(Number((after.aggregate_pay_details as { pf_wages: number }).pf_wages) * 100),
    ).toBeGreaterThanOrEqual(minimum);
    expect(await walkCard()).toMatchObject({ level: 'green', findings: [] });
    expect((await approveSunrise(walk)).output.type).toBe('success');
    const [approved] = (
      await kit.list('admin', 'invoices', ['invoice_month', 'status'], [], 'sunrise')
    ).filter((row) => new Date(String(row.invoice_month)).getTime() === walk.start.getTime());
    expect(approved?.status).toBe('approved');
  });

  it('lets only the principal employer add a minimum wage, and judges a later month by it', async () => {
    const row = {
      op: 'C',
      data: {
        states_id: (await kit.list('admin', 'states', ['id', 'code'], [])).find(
          (state) => state.code === 'WB',
        )?.id,
        zone: 'A',
        skill: 'unskilled',
        rate_basis: 'per_month',
        basic: 99_999,
        vda: 0,
        effective_from: dayInstant(addDays(month.lastDay, 1)),
        source: 'test: a revision after the demo month',
      },
    };
    expect((await kit.write('sunrise:admin', 'minimum_wages', 'create', [row])).output.type).toBe('error');
    expect(
      (await kit.write('admin', 'minimum_wages', 'create', [{ ...row, data: { ...row.data, zone: 'Z' } }]))
        .output.type,
    ).toBe('error');
    expect((await kit.write('admin', 'minimum_wages', 'create', [row])).output.type).toBe('success');
    // the demo month still reads the rate in force on its first day: one worker below, not all
    expect(
      (await cardOf(sunrise)).findings.filter((finding) => finding.kind === 'minimum_wage_below'),
    ).toHaveLength(1);
  });

  it("finds a contractor's wages paid after the 7th of the next month, and records the principal employer's payment", async () => {
    const late = (await cardOf(shakti)).findings.find((finding) => finding.kind === 'wages_late');
    expect(late).toMatchObject({
      level: 'amber',
      params: { due: addDays(month.lastDay, 7), paid_on: addDays(month.lastDay, 9) },
    });
    expect((await cardOf(sunrise)).findings.some((finding) => finding.kind.startsWith('wages_'))).toBe(false);

    const record = (user: string, paidOn: string | null) =>
      kit.txn(user, {
        name: 'txn_payslips_record_payment',
        folder: 'payslips',
        params: { payroll_month: monthInstant, paid_on: paidOn && dayInstant(paidOn) },
      });
    expect(refusal(await record('admin', null)).message).toBe(payrollMessages.needsPaymentDay);
    expect(refusal(await record('admin', addDays(month.lastDay, -1))).message).toBe(
      payrollMessages.paymentBeforeMonthEnd,
    );
    expect(refusal(await record('admin', addDays(businessDayKey(Date.now()), 1))).message).toBe(
      payrollMessages.paymentInFuture,
    );
    expect((await record('emp1', addDays(month.lastDay, 6))).output.type).toBe('error');
    // the contractors' payments are recorded already: nothing is rewritten
    expect(refusal(await record('sunrise:admin', addDays(month.lastDay, 6))).message).toBe(
      payrollMessages.nothingToRecordPayment,
    );

    const mine = async () =>
      (await kit.list('admin', 'payslips', ['id', 'payroll_month', 'status', 'paid_on'], [])).filter(
        (row) =>
          row.status === 'approved' &&
          new Date(String(row.payroll_month)).getTime() === month.start.getTime(),
      );
    const before = await mine();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((row) => row.paid_on === null)).toBe(true);
    const reply = await record('admin', addDays(month.lastDay, 6));
    expect(records(reply)[0]).toEqual({ recorded: before.length, paid_on: addDays(month.lastDay, 6) });
    const after = await mine();
    expect(
      after.every((row) => businessDayKey(Date.parse(String(row.paid_on))) === addDays(month.lastDay, 6)),
    ).toBe(true);
    expect(refusal(await record('admin', addDays(month.lastDay, 8))).message).toBe(
      payrollMessages.nothingToRecordPayment,
    );
  });

  // README "Minimum wages", "Arrears": last, as it clears the demo month's red finding
  it('sets arrears of the month paid on later approved payslips against its shortfall: red with the rest while part is paid, cleared when all is; arrears of another month do not count', async () => {
    // the guard underpaid in the demo month (the August walk above raised its gross since)
    const [below] = (await cardOf(sunrise)).findings.filter(
      (finding) => finding.kind === 'minimum_wage_below',
    );
    if (!below) throw new Error('the demo month is not below the minimum');
    const code = String(below.params.employee).split(' ')[0];
    const [worker] = await kit.list(
      'sunrise:admin',
      'employees',
      ['id'],
      [{ path: 'code', operator: '=', value: code }],
    );
    if (!worker) throw new Error(`no employee ${code}`);
    const findingsOfPayslip = async () =>
      (await cardOf(sunrise)).findings.filter((finding) => finding.evidence.id === below.evidence.id);
    /** The demo month's payslip as the principal employer's admin reads it, its text. */
    const payslipText = async () => {
      const [row] = await kit.byId('sunrise:admin', 'payslips', ['id', 'uconst'], String(below.evidence.id));
      const reply = await kit.txn('admin', {
        name: 'txn_payslips_get_payslip',
        folder: 'payslips',
        params: { uconst: row?.uconst, language: 'eng', format: 'html' },
        target_swhandle: 'sunrise',
      });
      const [document] = records(reply) as { html?: string }[];
      return String(document?.html)
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    };
    const paiseOf = (value: string | number | undefined) =>
      Math.round(Number(String(value).replaceAll(',', '')) * 100);
    const shortPaise = paiseOf(below.params.due) - paiseOf(below.params.paid);
    const arrears = async (paidIn: PayrollMonth, of: PayrollMonth, amountPaise: number) =>
      expect(
        (
          await kit.write('sunrise:admin', 'payroll_adjustments', 'create', [
            {
              op: 'C',
              data: {
                employees_id: String(worker.id),
                payroll_month: dayInstant(addDays(paidIn.firstDay, 1)),
                adjustment_type: 'addition',
                adjustment_kind: 'arrears_basic',
                arrears_month: dayInstant(addDays(of.firstDay, 1)),
                amount: amountPaise / 100,
                reason: `Minimum wage arrears of ${of.key}`,
              },
            },
          ])
        ).output.type,
      ).toBe('success');
    const payAndApprove = async (paidIn: PayrollMonth) => {
      const item = await generateFor(String(worker.id), paidIn, { proceed_unapproved: true });
      expect(item?.payslips_id).toBeTruthy();
      const approved = await kit.txn('sunrise:admin', {
        name: 'txn_payslips_approve',
        folder: 'payslips',
        params: { ids: [item?.payslips_id] },
      });
      expect(approved.output).toMatchObject({ type: 'success' });
    };
    const paidIn = nextMonth(month);
    // the month after pays the whole shortfall as arrears of the month before (another month)
    // and all but ₹100 of it as arrears of this one
    await arrears(paidIn, previousMonth(month), shortPaise);
    await arrears(paidIn, month, shortPaise - 10_000);
    await generateFor(String(worker.id), paidIn, { proceed_unapproved: true });
    // generated, not approved: not yet paid, nothing counts
    expect((await findingsOfPayslip()).map((finding) => finding.kind)).toEqual(['minimum_wage_below']);
    await payAndApprove(paidIn);
    const part = await findingsOfPayslip();
    expect(part).toEqual([
      {
        ...below,
        kind: 'minimum_wage_arrears_short',
        params: { ...below.params, arrears: rupees(shortPaise - 10_000), short: '100.00' },
      },
    ]);
    // still red: the invoice approval is refused naming what is still short
    expect(refusal(await approveSunrise(month)).message).toContain(
      complianceMessage(complianceMessages.minimum_wage_arrears_short, part[0]?.params ?? {}),
    );
    // the payslip shows the rate due beside the wages paid, the arrears and what is still short
    expect(await payslipText()).toContain(
      `Minimum due for ${below.params.days} payable days ${below.params.due} Wages paid (basic and DA) ${below.params.paid} Arrears of this month paid later ${rupees(shortPaise - 10_000)} Still short of the minimum 100.00 Below the minimum wage`,
    );
    // the month after that pays the ₹100 left: the shortfall is paid in full, the finding goes
    await arrears(nextMonth(paidIn), month, 10_000);
    await payAndApprove(nextMonth(paidIn));
    expect(await findingsOfPayslip()).toEqual([]);
    expect(await payslipText()).toContain(
      `Arrears of this month paid later ${rupees(shortPaise)} Shortfall paid in full as arrears`,
    );
    expect((await cardOf(sunrise)).findings.filter((finding) => finding.level === 'red')).toEqual([]);
  });
});
