import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import { type ProgressFrame, payrollMessages, type ReplyFrame } from '@muster/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';
import { ecrProblems } from './statutory-files/testing/ecr-validator.js';
import { esiUploadProblems } from './statutory-files/testing/esi-validator.js';
import { approveAttendance } from './testing/approve-attendance.js';

const month = payrollMonthOf(new Date(Date.now() - 86_400_000));
const monthInstant = new Date(month.start.getTime() + 86_400_000).toISOString();
const payPeriod = [month.start.toISOString(), month.end.toISOString()];
const lastDay = new Date(Date.now() - 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

type Row = Record<string, unknown>;
const idOf = (value: unknown): string | null =>
  Array.isArray(value) ? ((value[0] as { id?: string } | undefined)?.id ?? null) : (value as string | null);

// Issue #15 items 2, 4-6: approval through the workflow, regeneration, documents, mail, statutory files.
describe.each(testDatabaseKinds)('payslips on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  let workers: { id: string; code: string }[] = [];
  let emp1 = '';

  const output = (reply: ReplyFrame) => reply.output;
  const records = (reply: ReplyFrame): Row[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as Row);
  };
  const call = (as: string, name: string, params: Row) =>
    channel.txn({ name, folder: 'payslips', params }, sessions[as]);
  const generate = async (as: string, ids: string[]) => {
    const id = channel.nextId;
    const reply = await call(as, 'txn_payslips_generate', {
      payroll_month: monthInstant,
      generation_basis: 'employees',
      generate_employees: ids,
      // this month's days up to yesterday are approved; a Single Punch day stays unapproved
      proceed_unapproved: true,
    });
    const frames = reply.output.type === 'success' ? await channel.progressUntil(id, done) : [];
    return { reply, items: frames.filter((frame) => !done(frame)) };
  };
  const done = (frame: ProgressFrame) => frame.output.stage === payrollMessages.allDone;
  /** The user's payslips of the test's month (the demo seeds an earlier month's too). */
  const payslips = async (as: string) =>
    (await allPayslips(as)).filter((payslip) => payslip.uconst.endsWith(month.key));
  const allPayslips = async (as: string) =>
    records(
      await channel.txn(
        {
          name: 'txn_payslips_list',
          folder: 'payslips',
          params: { limit: 1000 },
          projections: ['id', 'employees_id', 'status', 'uconst', 'net_pay'],
        },
        sessions[as],
      ),
    ).map((row) => ({
      id: String(row.id),
      owner: idOf(row.employees_id),
      status: String(row.status),
      uconst: String(row.uconst),
      stamp: String(row.last_modified),
    }));

  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    for (const code of ['admin', 'hr1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
    sessions.sunrise = await channel.login({ ...demoSignIn, swhandle: 'sunrise', code: 'admin' });
    const employees = records(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
          projections: ['id', 'code', 'gross_salary', 'uan', 'esic_no'],
        },
        sessions.hr1,
      ),
    );
    emp1 = String(employees.find((row) => row.code === 'emp1')?.id);
    // three workers both files take: a UAN for the ECR, an ESIC number and wages well under
    // ESI's ₹21,000 (with a month's overtime) for the ESI upload; the demo's draws decide who
    workers = employees
      .filter(
        (row) =>
          String(row.code).startsWith('DI') && row.uan && row.esic_no && Number(row.gross_salary) <= 15_000,
      )
      .slice(0, 3)
      .map((row) => ({ id: String(row.id), code: String(row.code) }));
    await approveAttendance(channel, sessions.admin ?? '', month, lastDay, [
      emp1,
      ...workers.map((worker) => worker.id),
    ]);
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  it('has last month’s payslips of every demo business generated and approved, each seen by its own', async () => {
    const seeded = previousMonth(month).key;
    const own = (await allPayslips('emp1')).filter((payslip) => payslip.uconst.endsWith(seeded));
    expect(own).toEqual([
      expect.objectContaining({ uconst: `emp1-${seeded}`, status: 'approved', owner: emp1 }),
    ]);
    const business = (await allPayslips('hr1')).filter((payslip) => payslip.uconst.endsWith(seeded));
    // every employee of the demo business employed in the month: some 200, less the demo's leavers
    expect(business.length).toBeGreaterThan(190);
    expect(business.every((payslip) => payslip.status === 'approved')).toBe(true);
    const contractor = (await allPayslips('sunrise')).filter((payslip) => payslip.uconst.endsWith(seeded));
    expect(contractor.length).toBeGreaterThan(50);
    expect(contractor.some((payslip) => business.some((other) => other.id === payslip.id))).toBe(false);
  });

  it('regenerating replaces unapproved payslips only: an approved one is locked and its item says why', async () => {
    const ids = [emp1, ...workers.map((worker) => worker.id)];
    const first = await generate('hr1', ids);
    expect(first.items.every((item) => item.output.error === null)).toBe(true);
    const before = (await payslips('hr1')).filter((payslip) => ids.includes(payslip.owner ?? ''));
    expect(before).toHaveLength(4);
    const locked = before.find((payslip) => payslip.owner === workers[0]?.id);
    const approved = await call('hr1', 'txn_payslips_approve', { ids: [locked?.id] });
    expect(records(approved)).toEqual([{ id: locked?.id, from: 'created', to: 'approved' }]);
    const approvedStamp = (await payslips('hr1')).find((payslip) => payslip.id === locked?.id)?.stamp;

    const again = await generate('hr1', ids);
    const refused = again.items.filter((item) => item.output.error);
    expect(refused.map((item) => item.output.error)).toEqual([
      `${payrollMessages.notGenerated}: ${payrollMessages.payslipApproved}`,
    ]);
    const after = (await payslips('hr1')).filter((payslip) => ids.includes(payslip.owner ?? ''));
    expect(after).toHaveLength(4);
    for (const payslip of after) {
      const earlier = before.find((candidate) => candidate.owner === payslip.owner);
      expect(payslip.id).toBe(earlier?.id);
      if (payslip.id === locked?.id)
        expect(payslip).toMatchObject({ status: 'approved', stamp: approvedStamp });
      else expect(payslip.status).toBe('created');
      if (payslip.id !== locked?.id) expect(payslip.stamp > String(earlier?.stamp)).toBe(true);
    }
  });

  it('shows a payslip as HTML in the asked language and as a PDF holding its text, to its employee and HR only', async () => {
    const own = (await payslips('emp1')).map((payslip) => payslip.uconst);
    expect(own).toEqual([`emp1-${month.key}`]);
    const html = records(
      await call('emp1', 'txn_payslips_get_payslip', { uconst: own[0], language: 'hin' }),
    )[0];
    expect(html).toMatchObject({ uconst: own[0], fileName: `${own[0]}.pdf` });
    expect(String(html?.title)).toMatch(/^सुनीता दास /);
    expect(String(html?.html)).toContain('शुद्ध वेतन');

    const other = `${workers[1]?.code}-${month.key}`;
    expect(output(await call('emp1', 'txn_payslips_get_payslip', { uconst: other }))).toMatchObject({
      type: 'error',
      message: `${payrollMessages.payslipNotFound}: ${other}`,
    });
    expect(output(await call('sunrise', 'txn_payslips_get_payslip', { uconst: other })).type).toBe('error');
    expect(records(await call('hr1', 'txn_payslips_get_payslip', { uconst: other }))[0]?.uconst).toBe(other);

    const pdf = records(await call('emp1', 'txn_payslips_get_payslip', { uconst: own[0], format: 'pdf' }))[0];
    const bytes = Buffer.from(String(pdf?.pdf_base64), 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(server.database.dataDir, 'payslip.pdf');
    fs.writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Sunita Das');
    expect(text).toContain('Net pay');
    expect(text).toContain(`emp1`);
  });

  it('mails the PDF to each employee with an address and says why not for the others', async () => {
    const listed = await payslips('hr1');
    const own = listed.find((payslip) => payslip.owner === emp1);
    const reply = await call('hr1', 'txn_payslips_send', { ids: [own?.id] });
    expect(output(reply)).toMatchObject({ type: 'success', message: payrollMessages.sent });
    expect(records(reply)).toEqual([{ id: own?.id, sent: true, error: null }]);
    const mailDir = path.join(server.database.dataDir, 'mail');
    const [mail] = fs.readdirSync(mailDir).sort().slice(-1);
    const message = fs.readFileSync(path.join(mailDir, String(mail)), 'utf8');
    expect(message).toContain('To: sunita.das@demo.muster.test');
    expect(message).toContain(`filename=${own?.uconst}.pdf`);
    expect(message).toContain('Content-Type: application/pdf');
    expect(output(await call('emp1', 'txn_payslips_send', { ids: [own?.id] }))).toMatchObject({
      type: 'error',
      message: 'You are not allowed to do this: txn_payslips_send',
    });
  });

  it('approves a pay period through the workflow, only within the user’s business, and asks for the period', async () => {
    expect(output(await call('hr1', 'txn_payslips_approve', { pay_period: null }))).toMatchObject({
      type: 'error',
      message: payrollMessages.needsPayPeriod,
    });
    expect(output(await call('emp1', 'txn_payslips_approve', { pay_period: payPeriod })).type).toBe('error');
    // the contractor's own payslips of the month
    const theirs = records(
      await channel.txn(
        {
          name: 'txn_employees_list',
          folder: 'employees',
          params: { limit: 2, orderBy: [{ path: 'code', dir: 'asc' }] },
          projections: ['id'],
        },
        sessions.sunrise,
      ),
    ).map((row) => String(row.id));
    await generate('sunrise', theirs);
    const approved = records(await call('hr1', 'txn_payslips_approve', { pay_period: payPeriod }));
    expect(approved.length).toBe(3);
    expect(approved.every((move) => move.from === 'created' && move.to === 'approved')).toBe(true);
    expect((await payslips('hr1')).every((payslip) => payslip.status === 'approved')).toBe(true);
    expect((await payslips('sunrise')).every((payslip) => payslip.status === 'created')).toBe(true);
    expect(output(await call('hr1', 'txn_payslips_approve', { pay_period: payPeriod }))).toMatchObject({
      type: 'error',
      message: payrollMessages.nothingToApprove,
    });
  });

  it('downloads the month’s EPF ECR and ESI upload from approved payslips, each passing the portal’s checks, for HR and admin only', async () => {
    const ecr = records(await call('hr1', 'txn_payslips_epf_ecr', { payroll_month: monthInstant }))[0];
    expect(ecr?.fileName).toBe(`ECR-${month.key}.txt`);
    const lines = String(ecr?.text).split('\n').filter(Boolean);
    // the approved payslips with a PF deduction, each member with a UAN
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBe(Number(ecr?.rows));
    expect(ecrProblems(String(ecr?.text), month)).toEqual([]);
    // the challan the file's members pay: A/c 1 is the file's employee and employer EPF
    // columns, A/c 10 its EPS column; A/c 2 at least the establishment's ₹500
    const columns = lines.map((line) => line.split('#~#').map(Number));
    const column = (index: number) => columns.reduce((sum, fields) => sum + (fields[index] ?? 0), 0);
    expect(ecr?.challan).toMatchObject({
      members: lines.length,
      epfWages: column(3),
      account1Employee: column(6),
      account10Pension: column(7),
      account1Employer: column(8),
      account2Admin: Math.max(500, Math.round(column(3) * 0.005)),
      account22EdliAdmin: 0,
    });
    const esi = records(await call('admin', 'txn_payslips_esi_sheet', { payroll_month: monthInstant }))[0];
    expect(esi?.fileName).toBe(`ESI-${month.key}.xlsx`);
    expect(esi?.encoding).toBe('base64');
    expect(Number(esi?.rows)).toBeGreaterThan(0);
    expect(await esiUploadProblems(Buffer.from(String(esi?.text), 'base64'), month)).toEqual([]);
    expect(output(await call('emp1', 'txn_payslips_epf_ecr', { payroll_month: monthInstant }))).toMatchObject(
      {
        type: 'error',
        message: 'You are not allowed to do this: txn_payslips_epf_ecr',
      },
    );
    // the contractor approved nothing this month
    expect(
      output(await call('sunrise', 'txn_payslips_esi_sheet', { payroll_month: monthInstant })),
    ).toMatchObject({
      type: 'error',
      message: payrollMessages.noApprovedPayslips,
    });
  });

  it('refuses every employee of a run with the missing statutory rate named, writing nothing', async () => {
    const rates = records(
      await channel.txn(
        {
          name: 'txn_statutory_rates_list',
          folder: 'statutory_rates',
          params: { limit: 100 },
          projections: ['id', 'code'],
        },
        sessions.admin,
      ),
    );
    const ceiling = rates.filter((row) => row.code === 'epf_wage_ceiling').map((row) => String(row.id));
    expect(ceiling.length).toBeGreaterThan(0);
    const removed = await channel.txn(
      {
        name: 'txn_statutory_rates_delete',
        folder: 'statutory_rates',
        params: {
          baseFolder: 'statutory_rates',
          rows: ceiling.map((key) => ({ op: 'D', key })),
          deleteDependent: false,
        },
      },
      sessions.admin,
    );
    expect(removed.output.type).toBe('success');
    const before = await payslips('sunrise');
    const { items } = await generate(
      'sunrise',
      before.map((payslip) => payslip.owner ?? ''),
    );
    expect(items.length).toBe(before.length);
    for (const item of items)
      expect(item.output.error).toBe(
        `${payrollMessages.notGenerated}: No statutory rate in force: epf_wage_ceiling (${month.key})`,
      );
    expect((await payslips('sunrise')).map((payslip) => payslip.stamp)).toEqual(
      before.map((payslip) => payslip.stamp),
    );
  });
});
