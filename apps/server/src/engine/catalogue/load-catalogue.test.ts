import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueError, loadCatalogue } from './index.js';

const catalogueDir = new URL('../../../catalogue', import.meta.url).pathname;

/** Every folder of spec 000 §1, by table name, and the masters of DESIGN §4 and the skeleton. */
const specFolders = [
  'employees',
  'persons',
  'jobs',
  'partners',
  'products',
  'salary_structures',
  'contracts',
  'attendance',
  'attendance_edits',
  'leaves',
  'leave_types',
  'shifts',
  'devices',
  'payroll_adjustments',
  'loans',
  // each employee's income-tax regime for a financial year (issue #34 item 1)
  'tax_regimes',
  'tax_declarations',
  // an employee's pay revised from a day, its arrears paid on the next payslip (issue #34 item 7)
  'salary_revisions',
  // the business's TDS deposits of each month, which the quarterly Form 24Q lists (issue #34 item 2)
  'tds_challans',
  // a leaver's full-and-final settlement, started by Terminate (issue #34 item 6)
  'settlements',
  'payslips',
  'invoices',
  'sites',
  'departments',
  'duty_charts',
  'allocations',
  'tasks',
  'holidays',
  'bulk_upload',
  'print_templates',
  'reports',
  'files',
  'groups',
  'subsections',
  // the workflow page's texts (spec 000 §2), one per business and folder
  'workflows',
  // PF, ESI, PT and LWF rates by date (DESIGN §6 "Payroll"), the payroll's dated data
  'statutory_rates',
  // punches a device sent that could not be applied yet (issue #29 item 4)
  'unmatched_punches',
  // an employee's request for a missing punch, decided by its workflow (issue #29 item 5)
  'punch_requests',
  // the contractor register and its challans (issue #33), the compliance scorecard's records
  'contractor_licences',
  'epf_challans',
  'esi_challans',
  // minimum wages by state, zone and skill from their notifications (issue #33 item 3)
  'minimum_wages',
  // a business's attendance policy: which leave approval counts, what work on a day off earns (issue #29)
  'attendance_policies',
];
const masters = [
  'attendance_status',
  'attendance_types',
  'half_day_duration',
  'invoice_docs_statuses',
  'employee_types',
  'employee_statuses',
  'allocation_types',
  'states',
  'partner_groups',
  // why an employee left, with its ESI reason code and EPFO exit reason (issue #34 item 6)
  'leaving_reasons',
];

describe('the real catalogue', async () => {
  const catalogue = await loadCatalogue(catalogueDir);
  const folder = (name: string) => {
    const definition = catalogue.folders.get(name);
    if (!definition) throw new Error(`${name} is missing`);
    return definition;
  };
  const columns = (name: string) =>
    Object.fromEntries(
      folder(name).fields.map((field) => [
        field.name,
        field.source ? `${field.type}:${field.source.folder}${field.is_multiple ? '[]' : ''}` : field.type,
      ]),
    );

  it('holds every folder of spec 000 §1 and every master, in name order', () => {
    expect(catalogue.names).toEqual([...specFolders, ...masters].sort());
    for (const name of masters) expect(folder(name).foldertype).toBe('masters');
    expect(folder('attendance').foldertype).toBe('mviews');
  });

  it('matches the tables the skeleton migration created', () => {
    expect(columns('partners')).toMatchObject({
      code: 'text',
      name: 'text',
      sw_handle: 'text',
      partner_type: 'text',
      partner_groups_id: 'docpicker:partner_groups',
    });
    expect(columns('partner_groups')).toEqual({ code: 'text', name: 'loctext' });
    expect(columns('persons')).toEqual({
      first_name: 'loctext',
      middle_name: 'loctext',
      last_name: 'loctext',
      email: 'text',
      phone: 'text',
      gender: 'text',
      birth_date: 'timestamp',
      // Form XIII's particulars (issue #33 item 5), columns the catalogue adds
      father_husband_name: 'text',
      permanent_address: 'text',
      local_address: 'text',
    });
    expect(columns('groups')).toEqual({ code: 'text', name: 'loctext' });
    expect(columns('employees')).toMatchObject({
      partners_id: 'docpicker:partners',
      code: 'text',
      persons_id: 'docpicker:persons',
      employee_status: 'text',
      employee_type: 'docpicker:employee_types',
      joining_date: 'timestamp',
      password: 'password',
      groups_id: 'docpicker:groups[]',
      profile_picture: 'file_upload:files',
    });
    expect(columns('files')).toEqual({
      partners_id: 'docpicker:partners',
      filepath: 'text',
      original_filename: 'text',
      md5sum: 'text',
      mime_type: 'text',
      size_bytes: 'int',
      made_for: 'docpicker:employees',
    });
    // files gained their business (the storage adds the column): uploads are partner-scoped
    for (const name of ['employees', 'files']) expect(folder(name).partnerScoped).toBe(true);
    for (const name of ['partners', 'partner_groups', 'persons', 'groups'])
      expect(folder(name).partnerScoped).toBe(false);
  });

  it('opens each folder the way spec 000 §2 expects', () => {
    expect(folder('attendance').uiFlags.grid_view).toBe(true);
    expect(folder('attendance_edits').uiFlags.grid_view).toBe(true);
    expect(folder('leaves').uiFlags.calender_view).toBe(true);
    expect(folder('reports').uiFlags.reports_view).toBe(true);
    expect(folder('employees').uiFlags.list_view).toBe(true);
  });

  it('names the owner of employee-owned rows', () => {
    for (const name of ['leaves', 'attendance', 'payslips'])
      expect(folder(name).ownerField).toBe('employees_id');
    expect(folder('employees').ownerField).toBeUndefined();
  });

  it('lets anyone apply for leave and approvers approve it', () => {
    const txns = new Map(folder('leaves').txns.map((txn) => [txn.name, txn]));
    expect(txns.get('txn_leaves_create')).toMatchObject({
      icon: 'Apply',
      op: 'C',
      permission: { env: 'true' },
    });
    expect(txns.get('txn_leaves_approve')?.permission.env).toBe(
      'env.isAO || env.isHR || env.isAdmin || env.isRO',
    );
  });

  it('offers the generic list txn on every folder', () => {
    for (const name of catalogue.names)
      expect(folder(name).txns.some((txn) => txn.name === `txn_${name}_list` && txn.op === 'R')).toBe(true);
  });
});

describe('loadCatalogue refuses a broken catalogue', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const label = { eng: 'Sites', fr: 'Sites', hin: 'स्थल', ben: 'সাইট' };
  const sites = {
    name: 'sites',
    label,
    foldertype: 'folders',
    visibleExpr: 'true',
    fields: [{ name: 'code', type: 'text', label }],
    txns: [],
    forms: [],
    txn_list: [],
  };

  async function problemsOf(files: Record<string, unknown>): Promise<string[]> {
    dir = await mkdtemp(join(tmpdir(), 'muster-catalogue-'));
    for (const [file, content] of Object.entries(files))
      await writeFile(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
    const error = await loadCatalogue(dir).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as CatalogueError).problems;
  }

  it('names the file and the path of every schema problem, by field name', async () => {
    const problems = await problemsOf({
      'sites.json': {
        ...sites,
        fields: [{ name: 'code', type: 'txt', label: { ...label, ben: '' } }],
      },
    });
    expect(problems).toEqual([
      expect.stringMatching(/^sites\.json: fields\[code\]\.type: Invalid option/),
      'sites.json: fields[code].label.ben: must not be empty',
    ]);
  });

  it('reports bad JSON, a misnamed file and cross-references together', async () => {
    const problems = await problemsOf({
      'broken.json': '{ "name": ',
      'site.json': sites,
      'devices.json': {
        ...sites,
        name: 'devices',
        fields: [
          {
            name: 'sites_id',
            type: 'docpicker',
            label,
            source: { container: 'folders', foldertype: 'folders', folder: 'sites' },
          },
        ],
      },
    });
    expect(problems).toEqual([
      expect.stringMatching(/^broken\.json: not valid JSON/),
      "site.json: defines folder 'sites', so must be named sites.json",
      "devices.sites_id: source folder 'sites' is not in the catalogue",
    ]);
    expect(problems.length).toBe(3);
  });

  it('names the folder, field and expression of every expression that does not compile', async () => {
    const problems = await problemsOf({
      'sites.json': {
        ...sites,
        visibleExpr: 'env.isAO ||',
        fields: [
          {
            name: 'code',
            type: 'text',
            label,
            mandatory_expr: 'row.constructor',
            valid_expr: 'len(row.code) > 2',
          },
        ],
      },
    });
    expect(problems).toEqual([
      expect.stringMatching(/^sites: visibleExpr 'env\.isAO \|\|': /),
      expect.stringMatching(/^sites\.code: mandatory_expr 'row\.constructor': /),
    ]);
  });

  it('refuses an empty directory', async () => {
    expect(await problemsOf({})).toEqual([expect.stringMatching(/holds no folder definitions$/)]);
  });
});
