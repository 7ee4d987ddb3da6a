import { describe, expect, it } from 'vitest';
import { type FolderDefinition, type FolderDefinitionInput, folderDefinitionSchema } from './folder.js';
import { fixtureCatalogue } from './testing/test-fixtures.js';
import { describeProblem, validateCatalogue } from './validate-catalogue.js';

/** The problems of the fixture catalogue after `edit` changed its raw definitions. */
function problemsAfter(edit: (folders: Record<string, FolderDefinitionInput>) => void): string[] {
  const raw = fixtureCatalogue();
  edit(Object.fromEntries(raw.map((folder) => [folder.name, folder])));
  const parsed: FolderDefinition[] = raw.map((folder) => folderDefinitionSchema.parse(folder));
  return validateCatalogue(parsed).map(describeProblem);
}

// biome-ignore lint/suspicious/noExplicitAny: tests reach into raw JSON-shaped definitions
type Raw = any;

describe('validateCatalogue', () => {
  it('finds nothing wrong in a consistent catalogue', () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it('names a reference to a folder that does not exist, with its folder and field', () => {
    const problems = problemsAfter((folders) => {
      const days = (folders.leaves as Raw).fields[2].fields[1];
      days.source.folder = 'half_day_durations';
    });
    expect(problems).toEqual([
      "leaves.leave_days.half_day_duration: source folder 'half_day_durations' is not in the catalogue",
    ]);
  });

  it('refuses a source whose container is not the folder type of its target', () => {
    const problems = problemsAfter((folders) => {
      (folders.leaves as Raw).fields[2].fields[1].source.container = 'folders';
    });
    expect(problems).toEqual([
      "leaves.leave_days.half_day_duration: source 'half_day_duration' is in masters, not folders/masters",
    ]);
  });

  it('checks filter paths through references in the target folder', () => {
    const problems = problemsAfter((folders) => {
      (folders.leaves as Raw).fields[1].filters[0].path = 'partners_id.sw_handle';
    });
    expect(problems).toEqual([
      "leaves.employees_id: filter path 'partners_id.sw_handle' in employees: 'sw_handle' is not a field",
    ]);
  });

  it('requires a source on references, refuses one elsewhere, and sends file_upload to files', () => {
    const problems = problemsAfter((folders) => {
      const employees = folders.employees as Raw;
      delete employees.fields[0].source;
      employees.fields[1].source = { container: 'folders', foldertype: 'folders', folder: 'partners' };
      employees.fields[2].source.folder = 'partners';
    });
    expect(problems).toEqual([
      'employees.partners_id: a docpicker needs a source',
      'employees.code: a text takes no source',
      'employees.profile_picture: a file_upload refers to files',
      'employees: is partnerScoped but has no partners_id docpicker to partners',
      "leaves.employees_id: filter path 'partners_id.code' in employees: 'partners_id' refers to no known folder",
    ]);
  });

  it('refuses duplicate and reserved field names, at top level and in details', () => {
    const problems = problemsAfter((folders) => {
      const leaves = folders.leaves as Raw;
      leaves.fields.push({ ...leaves.fields[3] }, { ...leaves.fields[3], name: 'last_modified' });
      leaves.fields[2].fields.push({ ...leaves.fields[2].fields[0], name: 'parent_id' });
    });
    expect(problems).toEqual([
      "leaves.leave_days.parent_id: 'parent_id' is a column every row has",
      'leaves.leave_status: is defined more than once',
      "leaves.last_modified: 'last_modified' is a column every row has",
    ]);
  });

  it('checks ownerField, sqlKey and partner scope', () => {
    const problems = problemsAfter((folders) => {
      const leaves = folders.leaves as Raw;
      leaves.ownerField = 'leave_status';
      leaves.sqlKey = 'leave_days';
      (folders.partners as Raw).partnerScoped = true;
      (folders.files as Raw).fields.push({
        name: 'partners_id',
        type: 'docpicker',
        label: leaves.label,
        source: { container: 'folders', foldertype: 'folders', folder: 'partners' },
      });
    });
    expect(problems).toEqual([
      'partners: is partnerScoped but has no partners_id docpicker to partners',
      'files: has partners_id but is not partnerScoped',
      "leaves: sqlKey 'leave_days' is not a stored field",
      "leaves: ownerField 'leave_status' is not a docpicker to employees",
    ]);
  });

  it('checks txn names, their forms and permissions, and the actions menu', () => {
    const problems = problemsAfter((folders) => {
      const leaves = folders.leaves as Raw;
      leaves.txns[1].form = 'apply';
      leaves.txns[2].name = 'txn_leave_approve';
      delete leaves.txns[2].permission;
      leaves.txns.push({ ...leaves.txns[0] });
      leaves.txn_list = ['txn_leaves_create', 'txn_leaves_list', 'txn_leaves_reject'];
    });
    expect(problems).toEqual([
      "leaves: txn txn_leaves_create: form 'apply' is not defined",
      'leaves: txn txn_leave_approve: name must be txn_leaves_<action>',
      'leaves: txn txn_leave_approve: a txn that writes must say who may run it (permission.env)',
      'leaves: txn txn_leaves_list: is defined more than once',
      "leaves: txn_list: 'txn_leaves_list' has no icon to show",
      "leaves: txn_list: 'txn_leaves_reject' is not one of the folder's txns",
    ]);
  });

  it('lets only a named action ask for fields, and only for stored fields of the folder', () => {
    const problems = problemsAfter((folders) => {
      const leaves = folders.leaves as Raw;
      leaves.txns[1].asks = ['leave_status'];
      const approve = leaves.txns.find((txn: Raw) => txn.name === 'txn_leaves_approve');
      approve.workflowAction = true;
      approve.asks = ['leave_status', 'leave_note', 'leave_days'];
    });
    expect(problems).toEqual([
      'leaves: txn txn_leaves_create: only a named action (workflowAction) asks for fields',
      "leaves: txn txn_leaves_approve: asks 'leave_note', which is not a stored field of the folder",
      "leaves: txn txn_leaves_approve: asks 'leave_days', which is not a stored field of the folder",
    ]);
  });

  it("checks that a list's chosen columns are fields a list can show", () => {
    const problems = problemsAfter((folders) => {
      const leaves = folders.leaves as Raw;
      leaves.listColumns = ['employees_id', 'no_such_field', 'leave_days'];
    });
    expect(problems).toEqual([
      "leaves: listColumns: 'no_such_field' is not a field",
      "leaves: listColumns: 'leave_days' cannot be a list's column",
    ]);
  });

  it('checks that forms list existing fields once', () => {
    const problems = problemsAfter((folders) => {
      const employees = folders.employees as Raw;
      employees.forms[0].sections.push({ label: employees.label, fields: ['code', 'joining_date'] });
    });
    expect(problems).toEqual([
      "employees: form main: 'code' is listed twice",
      "employees: form main: 'joining_date' is not a field",
    ]);
  });

  it('keeps detail-only properties on details and multiples on references', () => {
    const problems = problemsAfter((folders) => {
      const leaves = folders.leaves as Raw;
      leaves.fields[3].toShow = ['code'];
      leaves.fields[3].is_multiple = true;
      leaves.fields[3].filterType = 'month';
      leaves.fields[3].upToNow = true;
      leaves.fields[2].toShow.push('notes');
    });
    expect(problems).toEqual([
      "leaves.leave_days: toShow: 'notes' is not a child field",
      'leaves.leave_status: a text cannot be is_multiple',
      'leaves.leave_status: filterType is for timestamps and ranges',
      'leaves.leave_status: upToNow is for timestamps',
      'leaves.leave_status: toShow is for detail fields only',
    ]);
  });

  it('refuses two definitions of one folder', () => {
    const raw = fixtureCatalogue();
    const parsed = [...raw, raw[1]].map((folder) => folderDefinitionSchema.parse(folder));
    expect(validateCatalogue(parsed).map(describeProblem)).toEqual(['files: is defined more than once']);
  });
});
