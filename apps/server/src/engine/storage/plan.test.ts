import type { FolderDefinition } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { indexName, planStorage } from './plan.js';
import { tablesOf } from './tables.js';

const label = { eng: 'x', fr: 'x', hin: 'x', ben: 'x' };
const leaves = {
  name: 'leaves',
  fields: [
    { name: 'employees_id', type: 'docpicker', label },
    { name: 'notes', type: 'textarea', label },
    { name: 'watchers', type: 'docpicker', is_multiple: true, label },
    { name: 'basis', type: 'text', fieldOnlyView: true, label },
    { name: 'progress', type: 'progress', label },
    {
      name: 'leave_days',
      type: 'detail',
      label,
      fields: [
        { name: 'leave_period', type: 'tsrange', label },
        { name: 'half', type: 'interval', label },
      ],
    },
  ],
} as unknown as FolderDefinition;

const nothing = { columns: new Map(), indexes: new Set<string>(), triggers: new Set<string>() };

describe('tablesOf', () => {
  it('gives a folder its columns and each detail a child table under it', () => {
    expect(tablesOf([leaves])).toEqual([
      {
        name: 'leaves',
        parent: null,
        columns: [
          { name: 'employees_id', type: 'uuid' },
          { name: 'notes', type: 'text' },
          { name: 'watchers', type: 'uuid[]' },
        ],
        audit: null,
      },
      {
        name: 'leaves__leave_days',
        parent: 'leaves',
        columns: [
          { name: 'leave_period', type: 'tstzrange' },
          { name: 'half', type: 'int4range' },
        ],
        audit: null,
      },
    ]);
  });
});

describe('audited folders', () => {
  const audited = { ...leaves, audited: true } as FolderDefinition;

  it('sends the changes of a folder and of its details to the folder record', () => {
    expect(tablesOf([audited]).map((table) => table.audit)).toEqual([
      { folder: 'leaves', key: 'id', part: null },
      { folder: 'leaves', key: 'parent_id', part: 'leave_days' },
    ]);
  });

  it('adds the audit trigger each table misses, and none it has', () => {
    const triggers = (existing: ReadonlySet<string>) =>
      planStorage(tablesOf([audited]), { ...nothing, triggers: existing }).statements.filter(
        (statement) => statement.kind === 'createAuditTrigger',
      );
    expect(triggers(new Set())).toEqual([
      {
        kind: 'createAuditTrigger',
        table: 'leaves',
        name: 'leaves_audit',
        folder: 'leaves',
        key: 'id',
        part: null,
      },
      {
        kind: 'createAuditTrigger',
        table: 'leaves__leave_days',
        name: 'leaves__leave_days_audit',
        folder: 'leaves',
        key: 'parent_id',
        part: 'leave_days',
      },
    ]);
    expect(triggers(new Set(['leaves_audit']))).toHaveLength(1);
    expect(
      planStorage(tablesOf([leaves]), nothing).statements.some((s) => s.kind === 'createAuditTrigger'),
    ).toBe(false);
  });
});

describe('planStorage', () => {
  it('creates missing tables with their columns and indexes', () => {
    const { statements, problems } = planStorage(tablesOf([leaves]), nothing);
    expect(problems).toEqual([]);
    expect(statements).toEqual([
      { kind: 'createTable', table: 'leaves', parent: null },
      { kind: 'addColumn', table: 'leaves', column: 'employees_id', type: 'uuid' },
      { kind: 'addColumn', table: 'leaves', column: 'notes', type: 'text' },
      { kind: 'addColumn', table: 'leaves', column: 'watchers', type: 'uuid[]' },
      {
        kind: 'createIndex',
        table: 'leaves',
        columns: ['employees_id'],
        method: 'btree',
        name: 'leaves_employees_id_idx',
      },
      {
        kind: 'createIndex',
        table: 'leaves',
        columns: ['watchers'],
        method: 'gin',
        name: 'leaves_watchers_idx',
      },
      {
        kind: 'createIndex',
        table: 'leaves',
        columns: ['creation_date'],
        method: 'btree',
        name: 'leaves_creation_date_idx',
      },
      { kind: 'createTable', table: 'leaves__leave_days', parent: 'leaves' },
      { kind: 'addColumn', table: 'leaves__leave_days', column: 'leave_period', type: 'tstzrange' },
      { kind: 'addColumn', table: 'leaves__leave_days', column: 'half', type: 'int4range' },
      {
        kind: 'createIndex',
        table: 'leaves__leave_days',
        columns: ['parent_id'],
        method: 'btree',
        name: 'leaves__leave_days_parent_id_idx',
      },
      {
        kind: 'createIndex',
        table: 'leaves__leave_days',
        columns: ['leave_period'],
        method: 'gist',
        name: 'leaves__leave_days_leave_period_idx',
      },
    ]);
  });

  it('adds only what is missing, and nothing once everything exists', () => {
    const existing = {
      columns: new Map([
        [
          'leaves',
          new Map([
            ['id', 'uuid'],
            ['employees_id', 'uuid'],
            ['watchers', '_uuid'],
          ]),
        ],
        [
          'leaves__leave_days',
          new Map([
            ['leave_period', 'tstzrange'],
            ['half', 'int4range'],
          ]),
        ],
      ]),
      indexes: new Set([
        'leaves_employees_id_idx',
        'leaves_watchers_idx',
        'leaves_creation_date_idx',
        'leaves__leave_days_parent_id_idx',
        'leaves__leave_days_leave_period_idx',
      ]),
      triggers: new Set<string>(),
    };
    expect(planStorage(tablesOf([leaves]), existing).statements).toEqual([
      { kind: 'addColumn', table: 'leaves', column: 'notes', type: 'text' },
    ]);
    existing.columns.get('leaves')?.set('notes', 'text');
    expect(planStorage(tablesOf([leaves]), existing)).toEqual({ statements: [], problems: [] });
  });

  it('reports a column stored with another type instead of altering it', () => {
    const existing = {
      columns: new Map([['leaves', new Map([['employees_id', 'text']])]]),
      indexes: new Set<string>(),
      triggers: new Set<string>(),
    };
    const plan = planStorage(tablesOf([leaves]), existing);
    expect(plan.problems).toEqual(['leaves.employees_id is stored as text but defined as uuid']);
    expect(
      plan.statements.some((statement) => statement.kind === 'createTable' && statement.table === 'leaves'),
    ).toBe(false);
  });
});

describe('indexes for list orders', () => {
  it('index newest-first and by code within a business, and newest-first and by code alone elsewhere', () => {
    const folder = (name: string, withPartner: boolean) =>
      ({
        name,
        fields: [
          ...(withPartner ? [{ name: 'partners_id', type: 'docpicker', label }] : []),
          { name: 'code', type: 'text', label },
        ],
      }) as unknown as FolderDefinition;
    const indexes = (definition: FolderDefinition) =>
      planStorage(tablesOf([definition]), nothing).statements.flatMap((statement) =>
        statement.kind === 'createIndex' ? [statement.columns] : [],
      );
    expect(indexes(folder('jobs', true))).toEqual([
      ['partners_id'],
      ['partners_id', 'creation_date'],
      ['partners_id', 'code'],
      ['partners_id'],
    ]);
    // a master list of every business pages its newest rows from the index as it grows (issue #35 item 2)
    expect(indexes(folder('sites', false))).toEqual([['creation_date'], ['code']]);
  });
});

describe('indexes for list counts', () => {
  it('index the live rows of a business by their status, for counts read from the index alone', () => {
    const employees = {
      name: 'employees',
      fields: [
        { name: 'partners_id', type: 'docpicker', label },
        { name: 'employee_status', type: 'text', label },
      ],
    } as unknown as FolderDefinition;
    const live = planStorage(tablesOf([employees]), nothing).statements.filter(
      (statement) => statement.kind === 'createIndex' && statement.live,
    );
    expect(live).toEqual([
      {
        kind: 'createIndex',
        table: 'employees',
        columns: ['partners_id', 'employee_status'],
        method: 'btree',
        name: 'employees_partners_id_employee_status_live_idx',
        live: true,
      },
    ]);
  });
});

describe('indexName', () => {
  it('keeps short names and shortens long ones within 63 characters, distinctly', () => {
    expect(indexName('leaves', ['employees_id'])).toBe('leaves_employees_id_idx');
    const long = indexName('a'.repeat(40), ['b'.repeat(30)]);
    const other = indexName('a'.repeat(40), [`${'b'.repeat(29)}c`]);
    expect(long).toHaveLength(63);
    expect(long).not.toBe(other);
  });
});
