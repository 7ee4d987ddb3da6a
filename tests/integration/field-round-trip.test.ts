import {
  builtInFieldKinds,
  ChannelClient,
  createPatch,
  TxnFailure,
  type TxnResult,
  updatePatch,
} from '@muster/folder-engine';
import {
  type BusinessSettings,
  defaultBusinessTimeZone,
  type FieldDefinition,
  type FieldTypeName,
  type FolderDefinition,
  folderDefinitionSchema,
} from '@muster/protocol';
import { demoSignIn, startTestServer, type TestServer, testDatabaseKinds } from '@muster/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseNumberInput } from '../../packages/folder-engine/src/fields/number/parse.js';
import { toMinutePair } from '../../packages/folder-engine/src/fields/shared/minute-pair.js';
import { dayToIso, isoToDay } from '../../packages/folder-engine/src/fields/timestamp/day-inputs.js';
import { rangeDayCount, rangeDays, toRange } from '../../packages/folder-engine/src/fields/tsrange/days.js';

type Row = Record<string, unknown>;

const label = (eng: string) => ({ eng, fr: eng, hin: eng, ben: eng });
const adminOnly = { env: 'env.isAdmin' };

/**
 * The types no catalogue folder lets a client write (number and uuid are used by none; nsp
 * and file only as server-written values), in a folder only this test adds to the catalogue.
 */
const fieldSamples = folderDefinitionSchema.parse({
  name: 'field_samples',
  label: label('Field Samples'),
  foldertype: 'folders',
  visibleExpr: 'true',
  fields: [
    { name: 'code', type: 'text', label: label('Code'), mandatory_expr: 'true' },
    { name: 'amount', type: 'number', label: label('Amount') },
    { name: 'external_id', type: 'uuid', label: label('External Id') },
    { name: 'pay_heads', type: 'nsp', label: label('Pay Heads') },
    { name: 'document_path', type: 'file', label: label('Document Path') },
  ],
  txns: [
    {
      name: 'txn_field_samples_list',
      label: label('List'),
      op: 'R',
      permission: { env: 'true' },
      accessType: 'folder',
    },
    {
      name: 'txn_field_samples_create',
      label: label('Create'),
      op: 'C',
      permission: adminOnly,
      accessType: 'folder',
    },
  ],
  forms: [],
  txn_list: [],
});

const kind = (type: FieldTypeName) => builtInFieldKinds[type];
/** The demo business keeps the default zone: its days are IST's. */
const demoZone = defaultBusinessTimeZone;

// Bytes the file store takes by their content: a PNG signature, a PDF and a CSV.
// a whole 1×1 grey PNG: a file cut after its signature is no image and is refused
const png = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const pdf = new TextEncoder().encode('%PDF-1.4\n% round trip\n%%EOF\n');
const csv = new TextEncoder().encode('code,name\nE900,Round Trip\n');

/**
 * Each field type's value as the engine's editor makes it, written through the kind's
 * serialisation by the engine's ChannelClient to the real server, read back through the
 * folder's list txn and parsed by the kind: it must come back equal.
 */
describe.each(testDatabaseKinds)('every field type round-trips against the server on %s', (database) => {
  let test: TestServer;
  let client: ChannelClient;
  let sessionKey: string | null = null;
  let settings: BusinessSettings<FolderDefinition>;

  beforeAll(async () => {
    test = await startTestServer(database, { folders: [fieldSamples] });
    client = new ChannelClient({
      url: `${test.server.url.replace(/^http/, 'ws')}/channel?key=${test.apiKey}`,
      sessionKey: () => sessionKey,
      onSessionExpired: () => {},
      createSocket: (url) => new WebSocket(url) as unknown as globalThis.WebSocket,
    });
    sessionKey = await signIn(demoSignIn);
    const [record] = (
      await client.run<BusinessSettings<FolderDefinition>>({
        name: 'txn_compiled_folders_get',
        folder: 'folders',
        client_props: { txn_op: 'R' },
      })
    ).records;
    settings = record as BusinessSettings<FolderDefinition>;
  });
  afterAll(async () => {
    client?.close();
    await test?.stop();
  });

  async function signIn(params: { swhandle: string; code: string; password: string }): Promise<string> {
    const { records } = await client.run<{ session_key: string }>({
      name: 'txn_user_login',
      folder: 'sessions',
      client_props: { txn_op: 'X' },
      params,
    });
    return records[0]?.session_key as string;
  }

  /** A folder's definition as the engine has it: from the server's business settings. */
  function definitionOf(folder: string): FolderDefinition {
    const { containers } = settings;
    const found =
      containers.folders.map[folder] ?? containers.masters.map[folder] ?? containers.mviews.map[folder];
    if (!found) throw new Error(`no folder ${folder} in the settings`);
    return found;
  }

  const fieldOf = (fields: readonly FieldDefinition[], name: string): FieldDefinition => {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`no field ${name}`);
    return field;
  };

  /** A form's values: every field holds a value, the given ones or its kind's empty value, as a new form starts. */
  function formValues(fields: readonly FieldDefinition[], given: Row): Row {
    const values: Row = {};
    for (const field of fields)
      values[field.name] =
        field.type === 'detail'
          ? ((given[field.name] as Row[] | undefined) ?? []).map((row) => formValues(field.fields ?? [], row))
          : field.name in given
            ? given[field.name]
            : kind(field.type).fromWire(null, field);
    return values;
  }

  /** Creates a record from form values as FolderForm saves it (createPatch: every field through its kind). */
  async function create(folder: string, given: Row): Promise<string> {
    const { fields } = definitionOf(folder);
    const result = await client.run<{ id: string }>({
      name: `txn_${folder}_create`,
      folder,
      client_props: { txn_op: 'C' },
      params: { ...createPatch(folder, fields, formValues(fields, given), kind) },
    });
    return result.records[0]?.id as string;
  }

  /** Sends wire data as it is, past every kind: what only a broken or hostile client would send. */
  const createRaw = (folder: string, data: Row): Promise<TxnResult> =>
    client.run({
      name: `txn_${folder}_create`,
      folder,
      client_props: { txn_op: 'C' },
      params: { baseFolder: folder, rows: [{ op: 'C', data }] },
    });

  async function list(folder: string, filterInput: Row[], projections?: string[]): Promise<Row[]> {
    const result = await client.run<Row>({
      name: `txn_${folder}_list`,
      folder,
      client_props: { txn_op: 'R' },
      ...(projections ? { projections } : {}),
      params: { filters: { filterInput }, limit: 50 },
    });
    return result.records;
  }

  const first = async (folder: string, filterInput: Row[] = []): Promise<Row> => {
    const [row] = await list(folder, filterInput);
    if (!row) throw new Error(`no ${folder} record`);
    return row;
  };

  /** The record as the folder's list txn answers it with its default projections, each field parsed by its kind. */
  /**
   * The record as the folder's list txn answers it with its default projections, each field
   * parsed by its kind; opened in a form and saved untouched, it must make no patch (each
   * kind reads back what it wrote, or the form would send unchanged fields, read-only ones too).
   */
  async function readBack(folder: string, id: string): Promise<Row> {
    return (await readRecord(folder, id)).values;
  }

  /** The stored record as listed, and its values as a form parses them. */
  async function readRecord(folder: string, id: string): Promise<{ record: Row; values: Row }> {
    const [record] = await list(folder, [{ path: 'id', operator: '=', value: id }]);
    if (!record) throw new Error(`${folder} ${id} did not come back`);
    const { fields } = definitionOf(folder);
    const values = parsed(fields, record);
    expect(
      updatePatch(folder, fields, values, record, kind),
      `${folder} read back and saved untouched`,
    ).toBeNull();
    return { record, values };
  }

  /** Wire values as a form holds them (each field through its kind; a detail row keeps its id). */
  function parsed(fields: readonly FieldDefinition[], record: Row): Row {
    const values: Row = {};
    for (const field of fields) {
      if (kind(field.type).formless) continue;
      values[field.name] =
        field.type === 'detail'
          ? ((record[field.name] as Row[] | null) ?? []).map((row) => ({
              ...parsed(field.fields ?? [], row),
              id: row.id,
              last_modified: row.last_modified,
            }))
          : kind(field.type).fromWire(record[field.name], field);
    }
    return values;
  }

  const ids = (references: unknown) => ((references as Row[] | null) ?? []).map((reference) => reference.id);

  async function upload(bytes: Uint8Array, name: string, folder?: string): Promise<Row> {
    const form = new FormData();
    form.set('session_key', sessionKey as string);
    if (folder) form.set('folder', folder);
    form.set('file', new Blob([Buffer.from(bytes)]), name);
    const response = await fetch(`${test.server.url}/files`, { method: 'POST', body: form });
    const body = (await response.json()) as Row;
    if (response.status !== 200)
      throw new Error(`upload ${name}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  }

  it('text, loctext, float (two decimals, empty sends null): products', async () => {
    const id = await create('products', {
      code: 'RT-1',
      name: { eng: 'Round trip cleaning', hin: 'राउंड ट्रिप सफ़ाई' },
      hsn_code: '   ',
      price: parseNumberInput('1234.56', false),
      taxes: parseNumberInput('12.5', false),
      sac_code: 'SAC 998533',
    });
    const stored = await readBack('products', id);
    expect(stored).toMatchObject({
      code: 'RT-1',
      name: { eng: 'Round trip cleaning', hin: 'राउंड ट्रिप सफ़ाई' },
      hsn_code: null,
      price: 1234.56,
      taxes: 12.5,
      sac_code: 'SAC 998533',
    });
    expect(kind('float').format(stored.taxes, { locale: 'eng', timeZone: demoZone })).toBe('12.50');
    expect(kind('loctext').format(stored.name, { locale: 'hin', timeZone: demoZone })).toBe('राउंड ट्रिप सफ़ाई');
    expect(kind('loctext').format(stored.name, { locale: 'ben', timeZone: demoZone })).toBe(
      'Round trip cleaning',
    );

    const empty = await create('products', {
      code: 'RT-2',
      name: { eng: 'No price' },
      price: parseNumberInput('', false),
    });
    expect((await readBack('products', empty)).price).toBeNull();
  });

  it('shift_range past midnight, interval and int: shifts', async () => {
    const night = toMinutePair('22:00', '06:00');
    expect(night).toEqual([1320, 1800]);
    const id = await create('shifts', {
      shift_code: 'RTN',
      name: { eng: 'Round trip night' },
      shift_time: night,
      break_time: toMinutePair('01:30', '02:00'),
      min_working_minutes: parseNumberInput('420', true),
    });
    const stored = await readBack('shifts', id);
    expect(stored).toMatchObject({
      shift_time: [1320, 1800],
      break_time: [90, 120],
      min_working_minutes: 420,
    });
    expect(kind('shift_range').format(stored.shift_time, { locale: 'eng', timeZone: demoZone })).toBe(
      '22:00–06:00',
    );
  });

  it('tsrange with an inclusive day count, docpicker, boolean and detail rows: contracts', async () => {
    const [state, site, shift, product] = await Promise.all([
      first('states'),
      first('sites'),
      first('shifts'),
      first('products'),
    ]);
    const period = toRange('2027-01-01', '2027-01-31', demoZone);
    const rows = [
      { sites_id: [site], shifts_id: [shift], products_id: [product], rate_per_day: 650.5, head_count: 3 },
      { sites_id: [site], shifts_id: [shift], products_id: [product], rate_per_day: 700, head_count: 0 },
    ];
    const id = await create('contracts', {
      code: 'RT-C1',
      name: 'Round trip contract',
      contract_period: period,
      place_of_supply: [state],
      service_charge_percent: 7.25,
      start_payroll_on: 5,
      date_of_previous_month: true,
      attendance_based_items: rows,
    });
    const stored = await readBack('contracts', id);
    expect(stored.contract_period).toEqual(period);
    const [firstDay, lastDay] = rangeDays(stored.contract_period as [string, string], demoZone);
    expect([firstDay, lastDay]).toEqual(['2027-01-01', '2027-01-31']);
    expect(rangeDayCount(firstDay, lastDay)).toBe(31);
    expect(ids(stored.place_of_supply)).toEqual([state.id]);
    expect(stored).toMatchObject({
      service_charge_percent: 7.25,
      start_payroll_on: 5,
      date_of_previous_month: true,
      invoices_generated: false,
    });
    const items = stored.attendance_based_items as Row[];
    expect(items).toHaveLength(2);
    expect(
      items.map((item) => [ids(item.sites_id), ids(item.products_id), item.rate_per_day, item.head_count]),
    ).toEqual([
      [[site.id], [product.id], 650.5, 3],
      [[site.id], [product.id], 700, 0],
    ]);
    expect(stored.job_based_items).toEqual([]);
  });

  it('an update from the read-back form: values changed and cleared, a detail row edited, one removed, one added', async () => {
    const [state, site, shift, product] = await Promise.all([
      first('states'),
      first('sites'),
      first('shifts'),
      first('products'),
    ]);
    const item = { sites_id: [site], shifts_id: [shift], products_id: [product] };
    const { fields } = definitionOf('contracts');
    const id = await create('contracts', {
      code: 'RT-C2',
      name: 'Contract to change',
      contract_period: toRange('2027-01-01', '2027-03-31', demoZone),
      place_of_supply: [state],
      service_charge_percent: 5,
      attendance_based_items: [
        { ...item, rate_per_day: 100, head_count: 1 },
        { ...item, rate_per_day: 200, head_count: 2 },
      ],
    });
    const { record, values } = await readRecord('contracts', id);
    const [removed, kept] = values.attendance_based_items as Row[];
    const added = formValues(fieldOf(fields, 'attendance_based_items').fields ?? [], {
      ...item,
      rate_per_day: 300,
      head_count: 3,
    });
    const changed = {
      ...values,
      name: 'Contract changed',
      contract_period: toRange('2027-02-01', '', demoZone),
      service_charge_percent: parseNumberInput('', false),
      attendance_based_items: [{ ...kept, rate_per_day: 250.75 }, added],
    };
    await client.run({
      name: 'txn_contracts_update',
      folder: 'contracts',
      client_props: { txn_op: 'U' },
      params: { ...updatePatch('contracts', fields, changed, record, kind) },
    });

    const stored = await readBack('contracts', id);
    expect(stored).toMatchObject({ name: 'Contract changed', service_charge_percent: null });
    expect(rangeDays(stored.contract_period as [string, null], demoZone)).toEqual(['2027-02-01', '']);
    const items = stored.attendance_based_items as Row[];
    expect(items.map((row) => [row.rate_per_day, row.head_count])).toEqual([
      [250.75, 2],
      [300, 3],
    ]);
    expect(items[0]?.id).toBe(kept?.id);
    expect(items.map((row) => row.id)).not.toContain(removed?.id);
  });

  it('loctext in all three languages, numeric (empty sends null), boolean: leave_types', async () => {
    const name = { ben: 'রাউন্ড ট্রিপ ছুটি', eng: 'Round trip leave', hin: 'राउंड ट्रिप छुट्टी' };
    const id = await create('leave_types', {
      code: 'RTL',
      name,
      yearly_quota: parseNumberInput('12', false),
      monthly_limit: parseNumberInput('', false),
      allow_half_day: true,
    });
    const stored = await readBack('leave_types', id);
    expect(stored).toMatchObject({
      name,
      yearly_quota: 12,
      monthly_limit: null,
      allow_half_day: true,
      blanket_policy: false,
    });
    expect(kind('loctext').format(stored.name, { locale: 'hin', timeZone: demoZone })).toBe(name.hin);
  });

  it('dow_type Monday (0), timestamp, password, file_upload, multiple docpicker: employees', async () => {
    const person = await create('persons', { first_name: { eng: 'Ravi', hin: 'रवि', ben: 'রবি' } });
    const [type, groups, picture] = await Promise.all([
      first('employee_types'),
      list('groups', []),
      upload(png, 'face.png'),
    ]);
    const twoGroups = groups.slice(0, 2);
    expect(twoGroups).toHaveLength(2);
    const joined = dayToIso('2026-11-15', demoZone);
    const id = await create('employees', {
      code: 'RT900',
      persons_id: [{ id: person }],
      employee_type: [type],
      joining_date: joined,
      password: 'Round@trip9',
      groups_id: twoGroups,
      profile_picture: [picture],
      weekly_off: 0,
      working_hours: 8.5,
      gross_salary: parseNumberInput('25000.75', false),
    });
    const stored = await readBack('employees', id);
    expect(stored).toMatchObject({
      weekly_off: 0,
      working_hours: 8.5,
      gross_salary: 25000.75,
      employee_status: 'approved',
    });
    expect(kind('dow_type').format(stored.weekly_off, { locale: 'eng', timeZone: demoZone })).toBe('Monday');
    expect(stored.joining_date).toBe(joined);
    expect(isoToDay(stored.joining_date as string, demoZone)).toBe('2026-11-15');
    expect(kind('timestamp').format(stored.joining_date, { locale: 'eng', timeZone: demoZone })).toBe(
      '15/11/2026',
    );
    expect(ids(stored.groups_id)).toEqual(twoGroups.map((group) => group.id));
    expect(stored.profile_picture).toEqual([
      expect.objectContaining({ id: picture.id, original_filename: 'face.png' }),
    ]);
    // A password is never read back: the list leaves it out and refuses to project it...
    expect(stored.password).toBeNull();
    await expect(list('employees', [{ path: 'id', operator: '=', value: id }], ['password'])).rejects.toThrow(
      /This path cannot be read/,
    );
    // ...but what the editor wrote is what the new employee signs in with.
    await expect(signIn({ swhandle: 'demo', code: 'RT900', password: 'Round@trip9' })).resolves.toBeTypeOf(
      'string',
    );
  });

  it('json: reports', async () => {
    const config = {
      base_folder: 'leaves',
      ui_filters: [{ path: 'leave_status', operator: '=' }],
      limit: 50,
    };
    const id = await create('reports', {
      name: 'round_trip_report',
      label: { eng: 'Round trip report' },
      config: JSON.stringify(config, null, 2),
    });
    const stored = await readBack('reports', id);
    expect(JSON.parse(stored.config as string)).toEqual(config);
  });

  it('source_type, file_upload, server-set processed, progress and created_by: bulk_upload', async () => {
    const file = await upload(csv, 'employees.csv', 'bulk_upload');
    const id = await create('bulk_upload', {
      name: 'Round trip upload',
      folder: 'employees',
      files_id: [file],
    });
    const stored = await readBack('bulk_upload', id);
    expect(stored).toMatchObject({
      name: 'Round trip upload',
      folder: 'employees',
      processed: false,
      progress: null,
    });
    expect(ids(stored.files_id)).toEqual([file.id]);
    expect(ids(stored.created_by)).toEqual([settings.env.employees_id]);
  });

  it('detail rows with tsrange, int, multiple file_upload and textarea; txn_state and created_by: leaves', async () => {
    const [employee, leaveType, halfDay] = await Promise.all([
      first('employees', [{ path: 'code', operator: '=', value: 'emp1' }]),
      first('leave_types', [{ path: 'blanket_policy', operator: '=', value: false }]),
      first('half_day_duration'),
    ]);
    const documents = [await upload(pdf, 'certificate.pdf'), await upload(png, 'ticket.png')];
    const days = [
      toRange('2027-02-01', '2027-02-03', demoZone),
      toRange('2027-02-10', '2027-02-10', demoZone),
    ];
    const id = await create('leaves', {
      employees_id: [employee],
      notes: 'Family\nwedding',
      leave_days: [
        { leave_period: days[0], leave_types_id: [leaveType], leave_minutes: 480, documents, notes: 'first' },
        {
          leave_period: days[1],
          leave_types_id: [leaveType],
          half_day_duration: [halfDay],
          leave_minutes: 240,
        },
      ],
    });
    const stored = await readBack('leaves', id);
    expect(stored).toMatchObject({ notes: 'Family\nwedding', leave_status: 'created' });
    expect(ids(stored.created_by)).toEqual([settings.env.employees_id]);
    const leaveDays = stored.leave_days as Row[];
    expect(leaveDays.map((day) => day.leave_period)).toEqual(days);
    expect(
      leaveDays.map((day) => rangeDayCount(...rangeDays(day.leave_period as [string, string], demoZone))),
    ).toEqual([3, 1]);
    expect(leaveDays.map((day) => day.leave_minutes)).toEqual([480, 240]);
    expect(ids(leaveDays[0]?.documents)).toEqual(documents.map((document) => document.id));
    expect(ids(leaveDays[1]?.half_day_duration)).toEqual([halfDay.id]);
    expect(leaveDays.map((day) => day.notes)).toEqual(['first', null]);

    // Edited from the read-back form: a document dropped, a day's notes emptied, the leave's notes changed.
    const { record, values } = await readRecord('leaves', id);
    const [firstDay, secondDay] = values.leave_days as Row[];
    const edited = {
      ...values,
      notes: 'Family wedding, two trips',
      leave_days: [{ ...firstDay, documents: documents.slice(1), notes: '' }, secondDay],
    };
    await client.run({
      name: 'txn_leaves_update',
      folder: 'leaves',
      client_props: { txn_op: 'U' },
      params: { ...updatePatch('leaves', definitionOf('leaves').fields, edited, record, kind) },
    });
    const updated = await readBack('leaves', id);
    expect(updated.notes).toBe('Family wedding, two trips');
    const updatedDays = updated.leave_days as Row[];
    expect(updatedDays.map((day) => day.id)).toEqual(leaveDays.map((day) => day.id));
    expect(ids(updatedDays[0]?.documents)).toEqual([documents[1]?.id]);
    expect(updatedDays.map((day) => day.notes)).toEqual([null, null]);

    // txn_state is the workflow's: a seeded leave carries it, a client's value is refused.
    const seeded = await first('leaves', [{ path: 'leave_status', operator: '=', value: 'final_approved' }]);
    expect(
      kind('txn_state').fromWire(seeded.txn_state, fieldOf(definitionOf('leaves').fields, 'txn_state')),
    ).toBe('final_approved');
  });

  it('number (empty sends null), uuid, nsp and file: a test folder', async () => {
    const externalId = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';
    const payHeads = { earnings: { basic: 12000, hra: 4800.5 }, deductions: { pf: 1440 } };
    const id = await create('field_samples', {
      code: 'S1',
      amount: parseNumberInput('-1234.5678', false),
      external_id: externalId,
      pay_heads: payHeads,
      document_path: 'payslips/2026-11/RT900.pdf',
    });
    const stored = await readBack('field_samples', id);
    expect(stored).toMatchObject({
      amount: -1234.5678,
      external_id: externalId,
      pay_heads: payHeads,
      document_path: 'payslips/2026-11/RT900.pdf',
    });
    expect(kind('file').format(stored.document_path, { locale: 'eng', timeZone: demoZone })).toBe(
      'RT900.pdf',
    );
    const empty = await create('field_samples', { code: 'S2', amount: parseNumberInput('', false) });
    expect((await readBack('field_samples', empty)).amount).toBeNull();
    // The uuid column answers in lower case: why the uuid editor keeps what is typed in lower case.
    const upper = await create('field_samples', { code: 'S3', external_id: externalId.toUpperCase() });
    expect((await readBack('field_samples', upper)).external_id).toBe(externalId);
  });

  // json takes any JSON, and every value a frame carries is JSON: it has no wrong wire value.
  // progress is drawn, never stored (a value sent is passed over); txn_state and created_by follow.
  const refusals: [FieldTypeName, string, string, unknown, string][] = [
    ['text', 'products', 'sac_code', 42, 'must be text'],
    ['textarea', 'jobs', 'notes', ['a'], 'must be text'],
    ['number', 'field_samples', 'amount', '12', 'must be a number'],
    ['int', 'shifts', 'min_working_minutes', 2.5, 'must be a whole number'],
    ['numeric', 'leave_types', 'yearly_quota', 'twelve', 'must be a number'],
    ['float', 'products', 'price', { value: 1 }, 'must be a number'],
    ['boolean', 'leave_types', 'paid', 'true', 'must be true or false'],
    ['timestamp', 'holidays', 'holiday_date', '31/12/2026', 'must be an ISO 8601 instant with its offset'],
    [
      'tsrange',
      'contracts',
      'contract_period',
      ['2027-01-31T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
      'range must end after it starts',
    ],
    ['interval', 'shifts', 'break_time', [60, 60 + 1441], 'end must follow start by at most a day'],
    [
      'shift_range',
      'shifts',
      'shift_time',
      [1500, 1600],
      'must be [start, end] minutes of the day, the end at most a day after the start',
    ],
    [
      'loctext',
      'leave_types',
      'name',
      { eng: 'Leave', de: 'Urlaub' },
      'must be texts by language: eng, fr, hin, ben',
    ],
    ['uuid', 'field_samples', 'external_id', 'not-an-id', 'must be a record id'],
    ['docpicker', 'holidays', 'states_id', [{ id: 'nowhere' }], 'must be a record id or a list of {id}'],
    ['file_upload', 'bulk_upload', 'files_id', [{ id: 'f1' }], 'must be a record id or a list of {id}'],
    ['source_type', 'bulk_upload', 'folder', 'Employees List', 'must be a folder name'],
    ['nsp', 'field_samples', 'pay_heads', { earnings: 12000 }, 'must be groups of named entries'],
    ['dow_type', 'employees', 'weekly_off', 7, 'must be a weekday from 0 (Monday) to 6 (Sunday)'],
    ['detail', 'contracts', 'attendance_based_items', 'two rows', 'must be a list of row operations'],
    [
      'password',
      'employees',
      'password',
      'weak',
      'password should have at least 8 characters, atleast one capital letter, atleast one small letter, and atleast one symbol',
    ],
    ['file', 'field_samples', 'document_path', 5, 'must be a file path'],
    // the leaves' workflow moves it (apps/server/src/domain/workflow/write-guard.ts)
    [
      'txn_state',
      'leaves',
      'txn_state',
      'final_approved',
      "This changes only through the workflow's actions",
    ],
  ];

  it.each(refusals)(
    'refuses a wrong %s value, naming the field once',
    async (_type, folder, name, value, reason) => {
      const failure = await createRaw(folder, { [name]: value }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(TxnFailure);
      const { message } = failure as TxnFailure;
      expect(message).toContain(`${reason}: rows.0.${name}`);
      expect(message.split(`rows.0.${name}`)).toHaveLength(2);
    },
  );

  it('sets created_by itself and passes over a progress value sent', async () => {
    const file = await upload(csv, 'second.csv', 'bulk_upload');
    const other = await first('employees', [{ path: 'code', operator: '=', value: 'emp1' }]);
    const id = await create('bulk_upload', {
      name: 'Claimed upload',
      folder: 'employees',
      files_id: [file],
      created_by: [other],
      progress: 40,
    });
    const stored = await readBack('bulk_upload', id);
    expect(ids(stored.created_by)).toEqual([settings.env.employees_id]);
    expect(stored.progress).toBeNull();
  });
});
