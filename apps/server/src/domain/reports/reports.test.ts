import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ExportedFile,
  folderListTxn,
  reportExportStages,
  reportMessages,
  reportsExportReportTxn,
  reportsGetReportTxn,
  txnBody,
} from '@muster/protocol';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionKeyHeader } from '../../edge/http/files.js';
import {
  type FixtureServer,
  fixtureSignIn,
  startFixtureServer,
} from '../../engine/query/testing/list-fixture.js';
import { defaultApiKey } from '../../platform/config.js';
import { TestChannel, testDatabaseKinds } from '../../testing/index.js';

describe.each(testDatabaseKinds)('reports on %s', (kind) => {
  let running: FixtureServer;
  let channel: TestChannel;
  const sessions = new Map<string, string>();
  const reportIds = new Map<string, string>();

  beforeAll(async () => {
    running = await startFixtureServer(kind);
    channel = await TestChannel.open(running.server.url, defaultApiKey);
    for (const code of ['admin', 'ro1', 'emp1'])
      sessions.set(code, await channel.login({ ...fixtureSignIn, code }));
    sessions.set(
      'sunriseAdmin',
      await channel.login({ ...fixtureSignIn, swhandle: 'sunrise', code: 'admin' }),
    );
    const reply = await channel.txn(
      txnBody(folderListTxn('reports'), { limit: 100 }, { projections: ['name'] }),
      sessions.get('admin'),
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    for (const record of reply.output.data.records) {
      const { id, name } = JSON.parse(record) as { id: string; name: string };
      reportIds.set(name, id);
    }
  });
  afterAll(async () => {
    channel?.close();
    await running?.stop();
  });

  const key = (user: string) => sessions.get(user) ?? '';
  const id = (name: string) => reportIds.get(name) ?? '';
  const swhandle = (user: string) => (user.startsWith('sunrise') ? 'sunrise' : 'acme');
  const page = async (
    user: string,
    name: string,
    extra: Partial<Parameters<typeof txnBody<typeof reportsGetReportTxn>>[1]> = {},
  ) => {
    const reply = await channel.txn(
      txnBody(reportsGetReportTxn, { swhandle: swhandle(user), report_id: id(name), ...extra }),
      key(user),
    );
    if (reply.output.type !== 'success') return { error: reply.output.message };
    return JSON.parse(reply.output.data.records[0] ?? '{}') as {
      html: string;
      currRows: number;
      totalRows: number;
    };
  };
  const tableRows = (html: string) =>
    [...html.matchAll(/<tr>(.*?)<\/tr>/g)]
      .slice(1)
      .map((row) => [...(row[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((cell) => cell[1]));
  const exported = async (user: string, name: string, fileType: 'xlsx' | 'pdf', ui_filters = {}) => {
    const reply = await channel.txn(
      txnBody(reportsExportReportTxn, {
        swhandle: swhandle(user),
        report_id: id(name),
        fileType,
        ui_filters,
      }),
      key(user),
    );
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    const file = JSON.parse(reply.output.data.records[0] ?? '{}') as ExportedFile;
    const response = await fetch(`${running.server.url}/files/${file.id}`, {
      headers: { [sessionKeyHeader]: key(user) },
    });
    expect(response.status).toBe(200);
    return { file, content: await response.arrayBuffer() };
  };

  it('seeds the monthly reports', () => {
    expect([...reportIds.keys()].sort()).toEqual([
      'attendance_summary_by_employee',
      'headcount_by_contractor_and_site',
      'leave_register',
      'muster_roll',
      'payroll_register',
      'register_of_wages',
      'register_of_workmen',
    ]);
  });

  it("runs a report over its base folder's list in each user's scope", async () => {
    const admin = await page('admin', 'leave_register');
    const ro = await page('ro1', 'leave_register');
    const contractor = await page('sunriseAdmin', 'leave_register');
    // acme's three leaves; the RO its own and its report's; the contractor its own business's one
    expect('totalRows' in admin && admin.totalRows).toBe(3);
    expect('totalRows' in ro && ro.totalRows).toBe(2);
    expect('totalRows' in contractor && contractor.totalRows).toBe(1);
    if (!('html' in contractor)) throw new Error('no page');
    expect(tableRows(contractor.html)[0]?.[0]).toBe('s100');
    // an employee may not open the reports folder
    expect(await page('emp1', 'leave_register')).toEqual({ error: expect.stringContaining('reports') });
    // a report id that is none the user lists
    expect(await page('admin', 'leave_register', { report_id: running.fixture.leaveType })).toEqual({
      error: `${reportMessages.reportNotFound}: ${running.fixture.leaveType}`,
    });
  });

  it('pages by the asked limit, sorts by a column and applies the typed filters', async () => {
    const all = await page('admin', 'register_of_workmen');
    if (!('html' in all)) throw new Error(all.error);
    expect(all.totalRows).toBe(7);
    const sorted = await page('admin', 'register_of_workmen', {
      limit: 2,
      offset: 0,
      sortFlag: { path: 'code', dir: 'desc' },
    });
    if (!('html' in sorted)) throw new Error(sorted.error);
    expect(sorted.currRows).toBe(2);
    expect(sorted.totalRows).toBe(7);
    expect(tableRows(sorted.html).map((row) => row[0])).toEqual(['ro1', 'new1']);
    const filtered = await page('admin', 'leave_register', { ui_filters: { employee_code: 'emp' } });
    if (!('html' in filtered)) throw new Error(filtered.error);
    expect(filtered.totalRows).toBe(1);
    expect(tableRows(filtered.html)[0]?.[0]).toBe('emp1');
  });

  it('counts rows with the same cells: headcount by business and site', async () => {
    const headcount = await page('admin', 'headcount_by_contractor_and_site');
    if (!('html' in headcount)) throw new Error(headcount.error);
    expect(tableRows(headcount.html)).toEqual([['Acme Industries', '', '7']]);
    const contractor = await page('sunriseAdmin', 'headcount_by_contractor_and_site');
    if (!('html' in contractor)) throw new Error(contractor.error);
    expect(tableRows(contractor.html)).toEqual([['Sunrise Facility Services', '', '2']]);
  });

  it('exports the same rows to xlsx and pdf', async () => {
    const { file, content } = await exported('ro1', 'leave_register', 'xlsx');
    expect(file.mime_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content);
    const codes: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => codes.push(String(row.getCell(1).value)));
    expect(codes.slice(1).sort()).toEqual(['emp1', 'ro1']);
    expect(codes[0]).toBe('Employee Code');

    const pdfFrame = channel.nextId;
    const pdf = await exported('admin', 'register_of_workmen', 'pdf');
    // its progress came before the reply: rows read of the total, then printing (#27 item 6)
    const progress = channel.progress.filter((frame) => frame.id === pdfFrame).map((frame) => frame.output);
    const total = Number(progress[0]?.count.split('/')[1]);
    expect(total).toBeGreaterThan(2);
    expect(progress).toEqual([
      { stage: reportExportStages.reading, count: `0/${total}`, error: null },
      { stage: reportExportStages.reading, count: `${total}/${total}`, error: null },
      { stage: reportExportStages.printing, count: `${total}/${total}`, error: null },
    ]);
    expect(pdf.file.mime_type).toBe('application/pdf');
    const dir = mkdtempSync(path.join(tmpdir(), 'report-'));
    writeFileSync(path.join(dir, 'report.pdf'), Buffer.from(pdf.content));
    const text = execFileSync('pdftotext', [path.join(dir, 'report.pdf'), '-']).toString();
    expect(text).toContain('Register of workmen');
    for (const code of ['admin', 'emp1', 'new1']) expect(text).toContain(code);

    // the muster roll prints as the others do, over a month as its view opens (#27 item 6)
    const month = ['2026-10-01T00:00:00+05:30', '2026-11-01T00:00:00+05:30'];
    const roll = await exported('admin', 'muster_roll', 'pdf', { period: month });
    writeFileSync(path.join(dir, 'roll.pdf'), Buffer.from(roll.content));
    const rollText = execFileSync('pdftotext', [path.join(dir, 'roll.pdf'), '-']).toString();
    expect(rollText).toContain('FORM XVI');
    expect(rollText).toContain('01/10/2026');
  });

  it("prints a statutory register through its form's template, and a report through a template the request names", async () => {
    const register = await page('sunriseAdmin', 'register_of_workmen', { language: 'fr' });
    if (!('html' in register)) throw new Error(register.error);
    expect(register.html).toContain('FORM XIII');
    expect(register.html).toContain('[See rule 75]');
    // the contractor's own business and its principal employer, named in the page's language
    expect(register.html).toMatch(/Nom et adresse de l&#39;entrepreneur<\/dt><dd>Sunrise Facility Services/);
    expect(register.html).toMatch(/Nom et adresse de l&#39;employeur principal<\/dt><dd>Acme Industries/);
    expect(register.html).toContain('Signature de l&#39;entrepreneur');
    expect(
      tableRows(register.html)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['admin', 's100']);

    const templates = await channel.txn(
      txnBody(folderListTxn('print_templates'), { limit: 100 }, { projections: ['code', 'folder'] }),
      key('admin'),
    );
    if (templates.output.type !== 'success') throw new Error(templates.output.message);
    const templateId = (code: string) =>
      templates.output.type === 'success'
        ? (templates.output.data.records
            .map((record) => JSON.parse(record) as Record<string, string>)
            .find((template) => template.code === code)?.id ?? '')
        : '';
    const period = { period: ['2024-11-01T00:00:00+05:30', '2024-12-01T00:00:00+05:30'] as [string, string] };
    const asMusterRoll = await page('admin', 'leave_register', {
      template_id: templateId('register_form_xvi'),
      ui_filters: period,
    });
    if (!('html' in asMusterRoll)) throw new Error(asMusterRoll.error);
    expect(asMusterRoll.html).toContain('FORM XVI');
    expect(asMusterRoll.html).toContain('01/11/2024 – 30/11/2024');
    // a payslip's template is no report's: the report's own (none here: the plain table) prints
    const plain = await page('admin', 'leave_register', { template_id: templateId('payslip_default') });
    if (!('html' in plain)) throw new Error(plain.error);
    expect(plain.html).not.toContain('FORM');
    expect(plain.html).toContain('<h1>Leave register</h1>');
  });

  it('refuses a report template that does not parse with a clear message', async () => {
    const created = await channel.txn(
      {
        name: 'txn_print_templates_create',
        folder: 'print_templates',
        client_props: { txn_op: 'C' },
        params: {
          baseFolder: 'print_templates',
          rows: [
            {
              op: 'C',
              data: { code: 'broken', name: 'Broken', folder: 'reports', template: '{{#rows}}<tr>' },
            },
          ],
        },
      },
      key('admin'),
    );
    if (created.output.type !== 'success') throw new Error(created.output.message);
    const broken = JSON.parse(created.output.data.records[0] ?? '{}') as { id: string };
    expect(await page('admin', 'leave_register', { template_id: broken.id })).toEqual({
      error: `${reportMessages.templateError}: {{#rows}} is not closed`,
    });
  });
});
