import { describe, expect, it } from 'vitest';
import { formTabName, parseFormTab } from './folder-tab-name';

describe('form tab names', () => {
  it('name create and update forms and read them back', () => {
    expect(formTabName('employees', null)).toBe('employees/new');
    expect(formTabName('employees', '3f1c')).toBe('employees/3f1c');
    expect(parseFormTab('employees/new')).toEqual({ folder: 'employees', id: null });
    expect(parseFormTab('employees/3f1c')).toEqual({ folder: 'employees', id: '3f1c' });
  });
});
