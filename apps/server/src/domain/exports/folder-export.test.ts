import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type ExportedFile,
  folderExportTxn,
  folderListTxn,
  folderWriteTxn,
  type ListParamsInput,
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
import { fileMessages } from '../files/stored-files.js';

const bankAccount = 'Bank Account No.';
const formula = '=HYPERLINK("http://evil.example","click")';

describe.each(testDatabaseKinds)("'Export Folder' on %s", (kind) => {
  let running: FixtureServer;
  let channel: TestChannel;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    running = await startFixtureServer(kind);
    channel = await TestChannel.open(running.server.url, defaultApiKey);
    for (const code of ['admin', 'ao1', 'ro1', 'emp1'])
      sessions.set(code, await channel.login({ ...fixtureSignIn, code }));
  });
  afterAll(async () => {
    channel?.close();
    await running?.stop();
  });

  const key = (user: string) => sessions.get(user) ?? '';
  const reply = async (user: string, body: Parameters<TestChannel['txn']>[0]) => {
    const answer = await channel.txn(body, key(user));
    if (answer.output.type !== 'success') throw new Error(`${body.name}: ${answer.output.message}`);
    return answer.output.data;
  };
  /** The export's file as the files route serves it to the user, its first sheet as rows of text. */
  const exported = async (
    user: string,
    folder: string,
    params: Omit<Parameters<typeof txnBody<ReturnType<typeof folderExportTxn>>>[1], 'swhandle'> = {},
  ) => {
    const data = await reply(user, txnBody(folderExportTxn(folder), { swhandle: 'acme', ...params }));
    const file = JSON.parse(data.records[0] ?? 'null') as ExportedFile;
    expect(data.filename).toBe(file.original_filename);
    const response = await fetch(`${running.server.url}/files/${file.id}`, {
      headers: { [sessionKeyHeader]: key(user) },
    });
    expect(response.status).toBe(200);
    const content = await response.arrayBuffer();
    const bytes = Buffer.from(content);
    expect(bytes.length).toBe(file.size_bytes);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = row.values as unknown[];
      rows.push(values.slice(1).map((value) => (value === null || value === undefined ? '' : String(value))));
    });
    return { rows, bytes, sheet };
  };
  const write = (
    user: string,
    folder: string,
    op: 'C' | 'U',
    rows: { key?: string; data: Record<string, unknown> }[],
  ) =>
    reply(
      user,
      txnBody(folderWriteTxn(folder, op), { baseFolder: folder, rows: rows.map((row) => ({ op, ...row })) }),
    );
  const listed = async (user: string, folder: string, params: ListParamsInput) => {
    const data = await reply(user, txnBody(folderListTxn(folder), { ...params, limit: 1000 }));
    return data.records.map((record) => JSON.parse(record) as Record<string, unknown>);
  };

  it("writes exactly the filtered list's rows, headed and labelled in the user's language", async () => {
    const filters = { filterInput: [{ path: 'code', operator: 'ilike', value: '1' }] };
    const orderBy = [{ path: 'code', dir: 'asc' as const }];
    const codes = (await listed('admin', 'employees', { filters, orderBy })).map((row) => row.code);
    expect(codes).toEqual(['ao1', 'dco1', 'emp1', 'hr1', 'new1', 'ro1']);

    const { rows } = await exported('admin', 'employees', { filters, orderBy, language: 'hin' });
    const [header, ...body] = rows;
    const codeColumn = header?.indexOf('कोड') ?? -1;
    expect(codeColumn).toBeGreaterThanOrEqual(0);
    expect(header).toContain('व्यक्ति');
    expect(body.map((row) => row[codeColumn])).toEqual(codes);
    // the employee's status shows as the list's label, in Hindi, never the stored code
    const statusColumn = header?.indexOf('कर्मचारी स्थिति') ?? -1;
    expect(new Set(body.map((row) => row[statusColumn]))).toEqual(new Set(['स्वीकृत']));
    expect(body.flat()).not.toContain('approved');
    // a reference shows its record's label: each employee's person by first name
    expect(body.some((row) => row.includes('Sunita'))).toBe(true);
  });

  it('leaves out what the user may not read: rows outside its scope and fields the policy hides', async () => {
    const stamp = async (folder: string, id: string) =>
      (
        await listed('admin', folder, {
          filters: { filterInput: [{ path: 'id', operator: '=', value: id }] },
        })
      )[0]?.last_modified;
    const { emp1 } = running.fixture.employees;
    const name = { eng: 'Regular', fr: 'Régulier', hin: 'नियमित', ben: 'নিয়মিত' };
    const [type] = (await write('admin', 'employee_types', 'C', [{ data: { code: 'regular', name } }]))
      .records;
    const employeeType = (JSON.parse(type ?? '{}') as { id: string }).id;
    await write('admin', 'employees', 'U', [
      {
        key: emp1,
        data: {
          gross_salary: 987654,
          pan: 'ABCPE1234F',
          employee_type: employeeType,
          last_modified: await stamp('employees', emp1),
        },
      },
    ]);
    const adminText = (await exported('admin', 'employees')).rows.flat();
    expect(adminText).toContain('ABCPE1234F');
    expect(adminText).toContain('987654');

    // the RO lists its business's employees, but another's pay and PAN read as nothing
    const roRows = (await exported('ro1', 'employees')).rows;
    const roListed = await listed('ro1', 'employees', {});
    expect(roRows.length - 1).toBe(roListed.length);
    expect(roRows.flat()).not.toContain('ABCPE1234F');
    expect(roRows.flat()).not.toContain('987654');

    // the AO reads no partner's bank details at all: not even the column is there
    const [aoHeader] = (await exported('ao1', 'partners')).rows;
    const [adminHeader] = (await exported('admin', 'partners')).rows;
    expect(adminHeader).toContain(bankAccount);
    const hidden = new Set(['Bank Name', bankAccount, 'IFSC Code']);
    expect(aoHeader).toEqual(adminHeader?.filter((label) => !hidden.has(label)));

    // an employee may not list the employees folder's other rows, nor export them
    const emp1Rows = (await exported('emp1', 'leaves')).rows;
    expect(emp1Rows.length - 1).toBe((await listed('emp1', 'leaves', {})).length);
  });

  it('writes a text that looks like a formula as text, never as a formula', async () => {
    await write('admin', 'departments', 'C', [{ data: { code: 'EVIL', name: { eng: formula } } }]);
    const { rows, bytes, sheet } = await exported('admin', 'departments');
    expect(rows.flat()).toContain(formula);
    let cells = 0;
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        cells += 1;
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      }),
    );
    expect(cells).toBeGreaterThan(0);
    // and in the file itself: no formula element anywhere, the text inline as typed
    const dir = mkdtempSync(path.join(tmpdir(), 'export-'));
    writeFileSync(path.join(dir, 'file.xlsx'), bytes);
    const xml = execFileSync('unzip', [
      '-p',
      path.join(dir, 'file.xlsx'),
      'xl/worksheets/sheet1.xml',
    ]).toString();
    expect(xml).not.toMatch(/<f[ >]/);
    expect(xml).toContain('=HYPERLINK(&quot;http://evil.example&quot;,&quot;click&quot;)');
  });

  it('serves an exported file to the user who made it alone, not to others of its business', async () => {
    const data = await reply('ao1', txnBody(folderExportTxn('employees'), { swhandle: 'acme' }));
    const file = JSON.parse(data.records[0] ?? 'null') as ExportedFile;
    const fetched = (user: string) =>
      fetch(`${running.server.url}/files/${file.id}`, { headers: { [sessionKeyHeader]: key(user) } });
    expect((await fetched('ao1')).status).toBe(200);
    for (const other of ['admin', 'ro1', 'emp1']) {
      const refused = await fetched(other);
      expect(refused.status, other).toBe(404);
      expect(await refused.json()).toEqual({ error: fileMessages.notFound });
    }
  });

  it("takes the spec's payload, folder and swhandle, and refuses another folder or key, naming it", async () => {
    const { rows } = await exported('admin', 'employees', { folder: 'employees' });
    expect(rows.length).toBeGreaterThan(1);
    const send = (params: Record<string, unknown>) =>
      channel.txn(
        { name: 'txn_employees_export', folder: 'employees', params: { swhandle: 'acme', ...params } },
        key('admin'),
      );
    // the message is the declaration's refusal, a key the host translates; the failing path is in issues
    expect((await send({ folder: 'shifts' })).output).toMatchObject({
      message: 'Invalid message',
      data: { issues: ["folder: must be 'employees', the folder this txn exports"] },
    });
    expect((await send({ format: 'csv' })).output).toMatchObject({
      message: 'Invalid message',
      data: { issues: [expect.stringMatching(/format/)] },
    });
  });

  it('refuses an export of a folder the user may not list, as the list is refused', async () => {
    const answer = await channel.txn(txnBody(folderExportTxn('files'), { swhandle: 'acme' }), key('emp1'));
    const list = await channel.txn(txnBody(folderListTxn('files'), {}), key('emp1'));
    expect(answer.output.type).toBe('error');
    expect(list.output.type).toBe('error');
    if (answer.output.type === 'error' && list.output.type === 'error')
      expect(answer.output.message).toBe(list.output.message);
  });
});
