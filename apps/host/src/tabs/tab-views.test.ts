import '../composition';
import type { BusinessEnv } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { chooseTabView } from '../registry/tab-views';

/** The kind of the view the registries choose for a tab's name, as the host's composition root registered them. */
const tabKind = (name: string, env: BusinessEnv) => chooseTabView(name, env).kind;

const employee: BusinessEnv = {
  id: 'e',
  code: 'emp1',
  swhandle: 'demo',
  business_name: 'Demo',
  partners_id: 'p',
  employees_id: 'e',
  isAdmin: false,
  isAO: false,
  isRO: false,
  isHR: false,
  isDCO: false,
  child_reporting_path: [],
  subsections: [],
  pe_partners_id: null,
  user_selected_partner: null,
};

describe('the tab view chosen for a name', () => {
  it('opens generate actions as bulk-generate tabs, where a txn declared of the folder is asked for there', () => {
    expect(tabKind('payslips/generate', employee)).toBe('bulk-generate');
    expect(tabKind('invoices/generate', employee)).toBe('bulk-generate');
    expect(tabKind('departments/generate', employee)).toBe('folder-form');
  });

  it('opens reports in a report view', () => {
    expect(tabKind('view_report/monthly_attendance', employee)).toBe('report-view');
  });

  it('opens leaves as a calendar for employees and as a list for approvers, HR and admin', () => {
    expect(tabKind('leaves', employee)).toBe('leaves-calendar');
    expect(tabKind('leaves/mine', employee)).toBe('leaves-calendar');
    for (const role of ['isAdmin', 'isAO', 'isRO', 'isHR'] as const) {
      expect(tabKind('leaves', { ...employee, [role]: true })).toBe('folder-list');
    }
    expect(tabKind('leaves', { ...employee, isDCO: true })).toBe('leaves-calendar');
  });

  it("opens an employee's calendar and the apply form for everyone, a leave's form for approvers", () => {
    const admin = { ...employee, isAdmin: true };
    for (const env of [employee, admin]) {
      expect(tabKind('leaves/calendar/9b2e', env)).toBe('leaves-calendar');
      expect(tabKind('leaves/new', env)).toBe('folder-form');
    }
    expect(tabKind('leaves/3f1c', admin)).toBe('folder-form');
    // the admin calendar and the leaves waiting for an approver (issue #14)
    expect(tabKind('leaves/calendar', admin)).toBe('leaves-calendar');
    expect(tabKind('leaves/waiting', admin)).toBe('folder-list');
    expect(tabKind('leaves/waiting', employee)).toBe('leaves-calendar');
    expect(tabKind('leaves/3f1c', employee)).toBe('leaves-calendar');
  });

  it('sends the attendance tab to the attendance screen', () => {
    expect(tabKind('attendance', employee)).toBe('attendance-grid');
  });

  it('opens named screens by their names', () => {
    expect(tabKind('reset_password', employee)).toBe('reset-password');
    expect(tabKind('profile', employee)).toBe('profile');
    expect(tabKind('workflow', employee)).toBe('workflow-editor');
  });

  it("opens any other name as that folder's list, and folder/record as its form", () => {
    expect(tabKind('employees', employee)).toBe('folder-list');
    expect(tabKind('employees/3f1c', employee)).toBe('folder-form');
    expect(tabKind('view_report', employee)).toBe('folder-list');
  });
});
