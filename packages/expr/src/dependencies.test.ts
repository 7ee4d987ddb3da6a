import { describe, expect, it } from 'vitest';
import { compile } from './compile.js';
import { dependencies } from './dependencies.js';

describe('dependencies', () => {
  it.each([
    ["row.leave_type == 'SL' && row.days > 2", ['row.leave_type', 'row.days']],
    ["env.isAO || env.code == 'admin'", ['env.isAO', 'env.code']],
    ['parent.employee.code', ['parent.employee.code']],
    ["row['leave_type']", ['row.leave_type']],
    ['row.items[0].amount', ['row.items.0.amount']],
    ['row.items[row.index].amount', ['row.index', 'row.items']],
    ["row['a.b'].c", ['row']],
    ['row?.employee?.code', ['row.employee.code']],
    ['len(row.leave_days) > 0', ['row.leave_days']],
    ['isEmpty(row)', ['row']],
    ['row.a + row.a.b + row.a.c', ['row.a']],
    ['row.ab + row.a', ['row.ab', 'row.a']],
    ['user.code == env.code', ['user.code', 'env.code']],
    ['now > row.from', ['row.from']],
    ['now.x', []],
    [
      'daysBetween(row.from, now) > 3 ? parent.limit : env.defaults.limit',
      ['row.from', 'parent.limit', 'env.defaults.limit'],
    ],
    ["'constant'", []],
    ['[row.a, -row.b, !row.c]', ['row.a', 'row.b', 'row.c']],
    ['lower(row.name)[0]', ['row.name']],
  ])('%s', (source, expected) => {
    expect(dependencies(source)).toEqual(expected);
  });

  it('accepts a compiled expression and declared names', () => {
    expect(dependencies(compile('row.days'))).toEqual(['row.days']);
    expect(
      dependencies('basic * payable_days / days_in_month', {
        names: ['basic', 'payable_days', 'days_in_month'],
      }),
    ).toEqual(['basic', 'payable_days', 'days_in_month']);
  });
});
