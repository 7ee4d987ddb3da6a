import { describe, expect, it } from 'vitest';
import { fixtureDefinition } from '../../testing/fixtures';
import {
  type EvaluatedFilter,
  labelProjections,
  needsSearchTerm,
  offersSelectAll,
  pickerParams,
  searchPath,
  visibleChoices,
} from './query';

describe('docpicker queries', () => {
  it("offer 'Select All' on multiple pickers except employees", () => {
    expect(offersSelectAll('leave_types', true)).toBe(true);
    expect(offersSelectAll('employees', true)).toBe(false);
    expect(offersSelectAll('leave_types', false)).toBe(false);
  });

  it('wait for a search term only on employee and person pickers', () => {
    expect(needsSearchTerm('employees')).toBe(true);
    expect(needsSearchTerm('persons')).toBe(true);
    expect(needsSearchTerm('sites')).toBe(false);
  });

  it('list the source folder with the field filters, the term from 2 characters, and no deleted records', () => {
    const employees = fixtureDefinition('employees');
    const filters: EvaluatedFilter[] = [{ path: 'employee_status', operator: '=', value: 'approved' }];
    expect(labelProjections(employees)).toEqual(['id', 'name', 'code']);
    expect(pickerParams(employees, filters, 'a').filters).toEqual({
      joinop: 'and',
      filterInput: [
        { path: 'deleted', operator: '=', value: false, joinop: 'and' },
        { path: 'employee_status', operator: '=', value: 'approved', joinop: 'and' },
      ],
    });
    // the term goes as typed: the server alone escapes % and _ and wraps it
    expect(pickerParams(employees, [], ' 50%_x ').filters?.filterInput).toContainEqual({
      path: 'name',
      operator: 'ilike',
      value: '50%_x',
      joinop: 'and',
    });
    expect(searchPath(fixtureDefinition('expenses'))).toBe('title');
    expect(visibleChoices([{ id: 'a', deleted: true }, { id: 'b' }])).toEqual([{ id: 'b' }]);
  });
});
