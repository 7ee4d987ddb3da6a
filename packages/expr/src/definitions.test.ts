import { describe, expect, it } from 'vitest';
import { checkFolderExpressions, type FolderExpressions } from './definitions.js';

const leaves = {
  name: 'leaves',
  visibleExpr: "env.isAO || env.isRO || env.code == 'admin'",
  foldertype: 'folders',
  fields: [
    {
      name: 'employees_id',
      type: 'docpicker',
      mandatory_expr: 'true',
      readonly_expr: "row.txn_state != 'created'",
      filters: [
        { path: 'employee_status', operator: '=', value: "'approved'" },
        { path: 'employee_type', operator: '=', value: "'regular'" },
      ],
    },
    {
      name: 'leave_status',
      type: 'text',
      default_value: "'created'",
      readonly_expr: "env.code != 'admin'",
      permissions: { read: 'true', write: "env.code == 'admin'" },
    },
    {
      name: 'leave_days',
      type: 'detail',
      fields: [
        {
          name: 'leave_period',
          type: 'tsrange',
          mandatory_expr: 'true',
          valid_expr: 'daysBetween(row.from, row.to) >= 0',
        },
        { name: 'leave_minutes', type: 'int', default_value: '480', format_expr: 'row.leave_minutes / 60' },
      ],
    },
    { name: 'creation_date', type: 'timestamp', default_value: 'now', visible_expr: 'parent.id != null' },
  ],
  txns: [
    { name: 'txn_leaves_create', permission: { env: 'true', row: "row.leave_status == 'created'" } },
    { name: 'txn_leaves_list' },
  ],
};

describe('checkFolderExpressions', () => {
  it('finds nothing wrong in a good definition', () => {
    expect(checkFolderExpressions(leaves)).toEqual([]);
  });

  it('returns every problem, with folder, field, key, expression and message', () => {
    const broken: FolderExpressions = {
      name: 'leaves',
      visibleExpr: 'env.isAO ||',
      fields: [
        {
          name: 'employees_id',
          mandatory_expr: 'row.constructor',
          valid_expr: 'row.employee.name.toUpperCase()',
          filters: [{ value: "'ok'" }, { value: 'process.env' }],
          permissions: { read: 'this', write: 'true' },
        },
        {
          name: 'leave_days',
          fields: [{ name: 'leave_period', default_value: 'now(', format_expr: 0, visible_expr: null }],
        },
      ],
      txns: [{ name: 'txn_leaves_create', permission: { env: 'env.isAO = true', row: "row['__proto__']" } }],
    };
    const problems = checkFolderExpressions(broken);
    expect(problems.map(({ field, key }) => [field, key])).toEqual([
      [null, 'visibleExpr'],
      ['employees_id', 'mandatory_expr'],
      ['employees_id', 'valid_expr'],
      ['employees_id', 'filters[1].value'],
      ['employees_id', 'permissions.read'],
      ['leave_days.leave_period', 'default_value'],
      ['leave_days.leave_period', 'format_expr'],
      [null, 'txns.txn_leaves_create.permission.env'],
      [null, 'txns.txn_leaves_create.permission.row'],
    ]);
    expect(problems[0]).toEqual({
      folder: 'leaves',
      field: null,
      key: 'visibleExpr',
      expression: 'env.isAO ||',
      message: 'Expected expression after || at character 11',
    });
    expect(problems[1]?.message).toBe("Access to 'constructor' is not allowed at character 4");
    expect(problems[2]?.message).toContain('Method calls are not supported');
    expect(problems[3]?.message).toContain("Unknown name 'process'");
    expect(problems[4]?.message).toBe("'this' is not supported at character 0");
    expect(problems[6]).toMatchObject({
      expression: '0',
      message: 'An expression must be written as a string',
    });
    expect(problems[7]?.message).toBe('Assignment is not supported at character 9');
  });

  it('accepts an empty definition', () => {
    expect(checkFolderExpressions({ name: 'empty' })).toEqual([]);
  });
});
