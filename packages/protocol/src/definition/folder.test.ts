import { describe, expect, it } from 'vitest';
import { type FolderDefinitionInput, folderDefinitionSchema } from './folder.js';
import { fixtureCatalogue } from './testing/test-fixtures.js';

const leaves = () => fixtureCatalogue().find((folder) => folder.name === 'leaves') as FolderDefinitionInput;

function issues(definition: unknown): string[] {
  const result = folderDefinitionSchema.safeParse(definition);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('folder definition schema', () => {
  it('accepts well-formed folders and fills the defaults', () => {
    for (const folder of fixtureCatalogue()) expect(issues(folder)).toEqual([]);
    const parsed = folderDefinitionSchema.parse(fixtureCatalogue()[0]);
    expect(parsed.sqlKey).toBe('id');
    expect(parsed.partnerScoped).toBe(false);
    expect(parsed.uiFlags).toEqual({
      list_view: false,
      modal_view: false,
      tabs_view: false,
      grid_view: false,
      calender_view: false,
      reports_view: false,
    });
    expect(parsed.txns[0]?.accessType).toBe('folder');
  });

  it('keeps detail child fields, recursively typed', () => {
    const parsed = folderDefinitionSchema.parse(leaves());
    const detail = parsed.fields.find((field) => field.name === 'leave_days');
    expect(detail?.fields?.map((field) => field.name)).toEqual(['leave_period', 'half_day_duration']);
  });

  it('refuses an unknown field type at its path', () => {
    const folder = leaves();
    folder.fields[1] = { ...folder.fields[1], type: 'employee' } as never;
    expect(issues(folder)).toEqual([expect.stringMatching(/^fields\.1\.type: Invalid option/)]);
  });

  it('refuses a label missing a language, and an empty translation', () => {
    const folder = leaves();
    folder.label = { eng: 'Leaves', fr: 'Congés', hin: ' ', ben: undefined } as never;
    expect(issues(folder)).toEqual(['label.hin: must not be empty', expect.stringMatching(/^label\.ben: /)]);
  });

  it('refuses a misspelt property instead of ignoring it', () => {
    const folder = leaves();
    folder.fields[1] = { ...folder.fields[1], mandatoryExpr: 'true' } as never;
    expect(issues(folder)).toEqual([expect.stringMatching(/^fields\.1: Unrecognized key: "mandatoryExpr"/)]);
  });

  it('refuses a bad child field inside a detail', () => {
    const folder = leaves();
    const detail = folder.fields[2] as { fields: { name: string }[] };
    detail.fields[0] = { ...detail.fields[0], name: 'Leave Period' };
    expect(issues(folder)).toEqual([
      expect.stringMatching(/^fields\.2\.fields\.0\.name: must be a snake_case name/),
    ]);
  });

  it('refuses expressions that are not strings, or empty', () => {
    const folder = leaves();
    folder.visibleExpr = true as never;
    folder.fields[3] = { ...folder.fields[3], default_value: '  ' } as never;
    expect(issues(folder)).toEqual([
      expect.stringMatching(/^visibleExpr: Invalid input: expected string/),
      'fields.3.default_value: must be an expression',
    ]);
  });

  it('refuses an icon the product does not have, an unknown op and a bad txn name', () => {
    const folder = leaves();
    folder.txns[2] = { ...folder.txns[2], icon: 'Thumbsup', op: 'Y', name: 'approve' } as never;
    expect(issues(folder).map((issue) => issue.split(':')[0])).toEqual([
      'txns.2.name',
      'txns.2.icon',
      'txns.2.op',
    ]);
  });

  it('refuses a form with both fields and sections, or neither', () => {
    const folder = leaves();
    folder.forms = [
      { name: 'both', fields: ['employees_id'], sections: [{ label: folder.label, fields: ['leave_days'] }] },
      { name: 'neither' },
    ];
    expect(issues(folder)).toEqual([
      'forms.0.fields: a form lists either fields or sections',
      'forms.1.fields: a form lists either fields or sections',
    ]);
  });

  it('refuses an unknown folder type, ui flag and filter operator', () => {
    const folder = leaves();
    folder.foldertype = 'views' as never;
    folder.uiFlags = { kanban_view: true } as never;
    folder.fields[1] = {
      ...folder.fields[1],
      filters: [{ path: 'code', operator: 'like', value: "'a'" }],
    } as never;
    expect(issues(folder).map((issue) => issue.split(':')[0])).toEqual([
      'foldertype',
      'uiFlags',
      'fields.1.filters.0.operator',
    ]);
  });
});
