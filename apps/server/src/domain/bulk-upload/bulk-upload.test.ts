import { bulkUploadMessages, fieldType, type ReplyFrame, type Txn } from '@muster/protocol';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchMessages } from '../../engine/patch/messages.js';
import {
  demoSignIn,
  startTestServer,
  TestChannel,
  type TestServer,
  testDatabaseKinds,
} from '../../testing/index.js';
import { fileMessages } from '../files/stored-files.js';

type Row = Record<string, unknown>;

// batches of three, so a file of a few rows is written in several, each with its broadcast
process.env.BULK_UPLOAD_BATCH_SIZE = '3';

describe.each(testDatabaseKinds)('bulk upload on %s', (kind) => {
  let server: TestServer;
  let channel: TestChannel;
  const sessions: Record<string, string> = {};
  let personIds: string[] = [];

  const records = (reply: ReplyFrame): Row[] => {
    if (reply.output.type !== 'success') throw new Error(reply.output.message);
    return reply.output.data.records.map((record) => JSON.parse(record) as Row);
  };
  const call = (as: string, txn: Txn) => channel.txn(txn, sessions[as] ?? null);
  const list = async (as: string, folder: string, projections: string[]) =>
    records(await call(as, { name: `txn_${folder}_list`, folder, params: { limit: 1000 }, projections }));

  // no shorter timeout than the project's: the test server may wait on the run's demo template,
  // which another worker may be building
  beforeAll(async () => {
    server = await startTestServer(kind);
    channel = await TestChannel.open(server.server.url, server.apiKey);
    // as the upload dialog's progress does: the connection follows the uploads' folder
    await channel.subscribe(['bulk_upload']);
    for (const code of ['admin', 'hr1', 'emp1'])
      sessions[code] = await channel.login({ ...demoSignIn, code });
    personIds = (await list('hr1', 'persons', ['id'])).map((person) => String(person.id));
  });
  afterAll(async () => {
    channel?.close();
    await server?.stop();
  });

  const postFile = async (as: string, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.set('session_key', sessions[as] ?? '');
    form.set('folder', 'bulk_upload');
    form.set('file', new Blob([Buffer.from(bytes)]), name);
    const response = await fetch(`${server.server.url}/files`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as Row };
  };
  const download = async (as: string, id: string) => {
    const response = await fetch(`${server.server.url}/files/${id}`, {
      headers: { 'X-Session-Key': sessions[as] ?? '' },
    });
    expect(response.status).toBe(200);
    return (await response.text()).replace(/^\ufeff/, '');
  };
  /** Uploads a file and creates its bulk_upload record, as the dialog does; answers the create's reply. */
  const createUpload = async (as: string, bytes: Uint8Array, name: string, folder = 'employees') => {
    const file = await postFile(as, bytes, name);
    expect(file.status).toBe(200);
    return call(as, {
      name: 'txn_bulk_upload_create',
      folder: 'bulk_upload',
      client_props: { txn_op: 'C' },
      params: {
        baseFolder: 'bulk_upload',
        rows: [{ op: 'C', data: { name: `upload ${name}`, folder, files_id: [{ id: file.body.id }] } }],
      },
    });
  };
  /** Uploads, then waits for the record to be processed; answers it with its broadcasts. */
  const upload = async (bytes: Uint8Array, name: string) => {
    const [created] = records(await createUpload('hr1', bytes, name));
    const id = String(created?.id);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [record] = (
        await list('hr1', 'bulk_upload', ['id', 'processed', 'rows_total', 'rows_written', 'errors_files_id'])
      ).filter((row) => row.id === id);
      if (record?.processed === true)
        return {
          record,
          heard: channel.broadcasts
            .filter((frame) => (frame.data as Row).id === id)
            .map((frame) => frame.data as Row),
        };
      if (Date.now() > deadline) throw new Error(`upload ${name} was not processed`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const errorsOf = async (record: Row) => {
    const [file] = record.errors_files_id as { id: string }[];
    return (await download('hr1', file?.id ?? '')).trim().split('\r\n');
  };
  const employeeCodes = async () => (await list('hr1', 'employees', ['code'])).map((row) => String(row.code));
  const csv = (lines: string[]) => new TextEncoder().encode(`${lines.join('\n')}\n`);

  it('writes a good csv whose headers are names and labels in any language, with progress to processed', async () => {
    const file = csv([
      'code,Personne,कर्मचारी का प्रकार,  Joining   date ,working_days',
      `BU-C1,${personIds[0]},contractual,2025-01-15,22`,
      `BU-C2,${personIds[1]},Contractual,2025-02-01,`,
    ]);
    const { record, heard } = await upload(file, 'good.csv');
    expect(record).toMatchObject({ rows_total: 2, rows_written: 2, errors_files_id: null });
    const employees = (
      await list('hr1', 'employees', ['code', 'persons_id', 'joining_date', 'working_days'])
    ).filter((row) => String(row.code).startsWith('BU-C'));
    expect(employees).toHaveLength(2);
    const second = employees.find((row) => row.code === 'BU-C2');
    // an empty cell leaves the field to its default, as a form does
    expect(Number(second?.working_days)).toBe(26);
    expect(second?.persons_id).toEqual([expect.objectContaining({ id: personIds[1] })]);
    expect(heard.some((data) => data.stage === '1/1' && data.count === '2/2')).toBe(true);
    expect(heard.at(-1)).toMatchObject({ processed: true });
  });

  it('writes a good xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Employees');
    sheet.addRow(['Code', 'Person', 'Employee Type', 'Joining Date']);
    sheet.addRow(['BU-X1', personIds[2], 'contractual', new Date('2025-03-01T00:00:00Z')]);
    sheet.addRow(['BU-X2', personIds[3], 'contractual', '2025-03-02']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const { record } = await upload(bytes, 'good.xlsx');
    expect(record).toMatchObject({ rows_total: 2, rows_written: 2, errors_files_id: null });
    expect((await employeeCodes()).filter((code) => code.startsWith('BU-X')).sort()).toEqual([
      'BU-X1',
      'BU-X2',
    ]);
  });

  it('writes the good rows of a mixed file and reports each bad one by row, column and message, writing none of it', async () => {
    const file = csv([
      'Code,Person,Employee Type,Joining Date,Shoe Size',
      `BU-M1,${personIds[4]},contractual,2025-01-01,9`,
      `,${personIds[5]},contractual,2025-01-01,9`,
      'BU-M3,nobody at all,contractual,2025-01-01,9',
      `emp1,${personIds[6]},contractual,2025-01-01,9`,
      `BU-M5,${personIds[7]},contractual,yesterday,9`,
      `BU-M6,${personIds[8]},contractual,2025-01-01,9`,
      `bu-m6,${personIds[9]},contractual,2025-01-01,9`,
    ]);
    const { record, heard } = await upload(file, 'mixed.csv');
    expect(record).toMatchObject({ rows_total: 7, rows_written: 2 });
    expect(heard.map((data) => [data.stage, data.count])).toEqual([
      ['1/3', '3/7'],
      ['2/3', '6/7'],
      ['3/3', '7/7'],
      [undefined, '7/7'],
    ]);
    const lines = await errorsOf(record);
    expect(lines[0]).toBe('Row,Column,Message');
    expect(lines.slice(1)).toEqual([
      `1,Shoe Size,${bulkUploadMessages.unknownColumn}`,
      `3,Code,${patchMessages.mandatory}`,
      `4,Person,${bulkUploadMessages.noSuchRecord}`,
      `5,Code,${patchMessages.duplicate}`,
      `6,Joining Date,${fieldType('timestamp').expects}`,
      // the same code again in the file, in another case: the unique key ignores case
      `8,Code,${patchMessages.duplicate}`,
    ]);
    const codes = await employeeCodes();
    expect(codes.filter((code) => code.toLowerCase().startsWith('bu-m')).sort()).toEqual(['BU-M1', 'BU-M6']);
    expect(codes.filter((code) => code === 'emp1')).toHaveLength(1);
  });

  it('reads a designation, department, site and shift by its English name, or its name in another language', async () => {
    // the masters' names are loctexts (issue #27 item 10): a sheet names them as it always did
    const file = csv([
      'Code,Person,Employee Type,Joining Date,Designation,Department,Site,Shift',
      `BU-N1,${personIds[10]},contractual,2025-01-15,Security Guard,Operations,Kolkata Works,Night`,
      `BU-N2,${personIds[11]},contractual,2025-01-15,सुरक्षा गार्ड,Exploitation,কলকাতা কারখানা,रात`,
    ]);
    const { record } = await upload(file, 'named.csv');
    expect(record).toMatchObject({ rows_total: 2, rows_written: 2, errors_files_id: null });
    const written = (
      await list('hr1', 'employees', [
        'code',
        'designation.name',
        'departments.name',
        'sites_id.name',
        'shifts_id.name',
      ])
    )
      .filter((row) => String(row.code).startsWith('BU-N'))
      .sort((a, b) => String(a.code).localeCompare(String(b.code)));
    const named = (value: unknown) => (value as { name?: Record<string, string> }[] | null)?.[0]?.name?.eng;
    for (const row of written) {
      expect(named(row.designation)).toBe('Security Guard');
      expect(named(row.departments)).toBe('Operations');
      expect(named(row.sites_id)).toBe('Kolkata Works');
      expect(named(row.shifts_id)).toBe('Night');
    }
    expect(written).toHaveLength(2);
  });

  it('refuses what is not a csv or xlsx by its content with a clear message, not a crash', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\nnot a sheet\n%%EOF\n');
    const { record } = await upload(pdf, 'employees.pdf');
    expect(record).toMatchObject({ rows_total: 0, rows_written: 0 });
    expect(await errorsOf(record)).toEqual(['Row,Column,Message', `0,,${bulkUploadMessages.wrongType}`]);
  });

  it('refuses a 2 MB file at upload', async () => {
    const big = csv([
      'Code,Person',
      ...Array.from({ length: 50_000 }, (_, index) => `BIG-${index},${personIds[0]}`),
    ]);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024 - 200_000);
    const { status, body } = await postFile('hr1', big, 'big.csv');
    expect(status).toBe(413);
    expect(body.error).toBe(fileMessages.tooLarge);
  });

  it('refuses an upload into a folder the user may not create in, and a user without bulk upload', async () => {
    const file = csv(['Code,Name', 'BU-T1,Temp']);
    const refused = await createUpload('hr1', file, 'types.csv', 'employee_types');
    expect(refused.output).toMatchObject({ type: 'error', message: patchMessages.notPermitted });
    // an employee has no bulk upload at all, whatever file it names
    const hrFile = await postFile('hr1', file, 'types.csv');
    const byEmployee = await call('emp1', {
      name: 'txn_bulk_upload_create',
      folder: 'bulk_upload',
      client_props: { txn_op: 'C' },
      params: {
        baseFolder: 'bulk_upload',
        rows: [{ op: 'C', data: { name: 'mine', folder: 'employees', files_id: [{ id: hrFile.body.id }] } }],
      },
    });
    expect(byEmployee.output.type).toBe('error');
    const uploads = await list('admin', 'bulk_upload', ['name']);
    expect(uploads.map((row) => row.name)).not.toContain('mine');
    expect(uploads.map((row) => row.name)).not.toContain('upload types.csv');
  });

  it('answers a template whose headers are the labels of the fields an upload reads', async () => {
    const reply = await call('hr1', {
      name: 'txn_bulk_upload_template',
      folder: 'bulk_upload',
      params: { folder: 'employees', language: 'fr' },
    });
    const [file] = records(reply);
    const [header] = (await download('hr1', String(file?.id))).split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['Code', 'Personne', "Type d'employé", "Date d'embauche"]);
    expect(header).not.toContain('Entreprise');
    const refused = await call('hr1', {
      name: 'txn_bulk_upload_template',
      folder: 'bulk_upload',
      params: { folder: 'bulk_upload' },
    });
    expect(refused.output).toMatchObject({ type: 'error', message: bulkUploadMessages.notUploadable });
  });
});
