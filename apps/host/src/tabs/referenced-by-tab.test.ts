import '../composition';
import type { BusinessEnv } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { chooseTabView } from '../registry/tab-views';
import { referencedByFilter, referencedByTab } from './referenced-by-tab';

const tabKind = (name: string, env: BusinessEnv) => chooseTabView(name, env).kind;

const employee = { isAdmin: true, isAO: false, isRO: false, isHR: false } as BusinessEnv;

const id = 'e0000000-0000-4000-8000-000000000001';

describe("a row's referenced-by tab", () => {
  it("is the referring folder's list of the records naming the row", () => {
    const tab = referencedByTab({ folder: 'payslips', field: 'employees_id' }, id);
    expect(tab).toBe(`payslips/referenced_by/employees_id/${id}`);
    expect(tabKind(tab, employee)).toBe('folder-list');
    expect(referencedByFilter(tab)).toEqual({ path: 'employees_id', operator: '=', value: id });
  });
  it("is a list for leaves too, whoever's calendar 'leaves/...' opens otherwise", () =>
    expect(tabKind(referencedByTab({ folder: 'leaves', field: 'employees_id' }, id), employee)).toBe(
      'folder-list',
    ));
  it('is no other tab', () => {
    expect(referencedByFilter(`employees/${id}`)).toBeNull();
    expect(referencedByFilter('payslips')).toBeNull();
  });
});
