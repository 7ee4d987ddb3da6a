import { type FolderDefinition, formatReference } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { fixtureDefinition } from '../../testing/fixtures';
import {
  type EvaluatedFilter,
  labelProjections,
  needsSearchTerm,
  offersSelectAll,
  pickerParams,
  visibleChoices,
} from './query';

describe('docpicker queries', () => {
  it("offer 'Select All' on multiple pickers unless the source folder refuses it (employees)", () => {
    const expenses = fixtureDefinition('expenses');
    expect(offersSelectAll(expenses, true)).toBe(true);
    expect(offersSelectAll(fixtureDefinition('employees'), true)).toBe(false);
    expect(offersSelectAll(expenses, false)).toBe(false);
  });

  it('wait for a search term only where the source folder asks for one (employees, persons)', () => {
    expect(needsSearchTerm(fixtureDefinition('employees'))).toBe(true);
    expect(needsSearchTerm(fixtureDefinition('partners'))).toBe(false);
    expect(needsSearchTerm(undefined)).toBe(false);
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
      filterInput: [
        { path: 'name', operator: 'ilike', value: '50%_x', joinop: 'or' },
        { path: 'code', operator: 'ilike', value: '50%_x', joinop: 'or' },
      ],
      joinop: 'and',
    });
    expect(pickerParams(fixtureDefinition('expenses'), [], 'taxi').filters?.filterInput).toContainEqual({
      filterInput: [{ path: 'title', operator: 'ilike', value: 'taxi', joinop: 'or' }],
      joinop: 'and',
    });
    expect(visibleChoices([{ id: 'a', deleted: true }, { id: 'b' }])).toEqual([{ id: 'b' }]);
  });

  it("show an employee by its code and its person's name and find it by either (#27 item 5)", () => {
    const text = (name: string) => ({ name, type: 'text' as const });
    const names = ['first_name', 'middle_name', 'last_name'].map((name) => ({
      name,
      type: 'loctext' as const,
    }));
    const persons = { ...fixtureDefinition('employees'), name: 'persons', fields: names } as FolderDefinition;
    const employees = {
      ...fixtureDefinition('employees'),
      fields: [text('code'), { name: 'persons_id', type: 'docpicker', source: { folder: 'persons' } }],
    } as FolderDefinition;
    expect(labelProjections(employees)).toEqual([
      'id',
      'code',
      'persons_id.first_name',
      'persons_id.middle_name',
      'persons_id.last_name',
    ]);
    const search = pickerParams(employees, [], 'ram', (name) =>
      name === 'persons' ? persons : undefined,
    ).filters?.filterInput.at(-1);
    expect(search).toEqual({
      filterInput: [
        'code',
        'persons_id.first_name.eng',
        'persons_id.middle_name.eng',
        'persons_id.last_name.eng',
      ].map((path) => ({ path, operator: 'ilike', value: 'ram', joinop: 'or' })),
      joinop: 'and',
    });
    const record = {
      id: 'e0000000-0000-4000-8000-000000000093',
      code: 'DI0093',
      persons_id: [
        {
          id: 'a0000000-0000-4000-8000-000000000093',
          first_name: { eng: 'Ramesh', hin: 'रमेश' },
          last_name: { eng: 'Kumar', hin: 'कुमार' },
        },
      ],
    };
    expect(formatReference([record], { locale: 'eng' })).toBe('DI0093 Ramesh Kumar');
    expect(formatReference([record], { locale: 'hin' })).toBe('DI0093 रमेश कुमार');
    expect(
      formatReference([{ id: 'e0000000-0000-4000-8000-000000000002', code: 'ro1' }], {
        locale: 'eng',
      }),
    ).toBe('ro1');
  });
});
