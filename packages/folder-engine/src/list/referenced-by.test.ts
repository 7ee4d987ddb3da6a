import { describe, expect, it } from 'vitest';
import { fixtureDefinitions } from '../testing/fixtures';
import { referenceFilter, referencingFields } from './referenced-by';

describe('referenced-by links', () => {
  it('find every folder field whose source is the folder', () => {
    expect(referencingFields('employees', fixtureDefinitions)).toEqual([
      { folder: 'expenses', field: 'employees_id' },
    ]);
    expect(referencingFields('expenses', fixtureDefinitions)).toEqual([]);
  });
  it('filter the referring folder by the row id', () => {
    expect(referenceFilter({ folder: 'expenses', field: 'employees_id' }, 'e1')).toEqual({
      path: 'employees_id',
      operator: '=',
      value: 'e1',
    });
  });
});
