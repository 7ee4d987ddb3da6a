import { describe, expect, it } from 'vitest';
import { folderGroup, groupedFolders } from './folder-groups';

const folder = (name: string) => ({ name, label: { eng: name } });

describe('the home page folder groups', () => {
  it('puts known folders in their group and any other in Setup', () => {
    expect(folderGroup('employees')).toBe('People');
    expect(folderGroup('duty_charts')).toBe('Time');
    expect(folderGroup('statutory_rates')).toBe('Pay');
    expect(folderGroup('invoices')).toBe('Billing');
    expect(folderGroup('attendance_status')).toBe('Setup');
  });

  it('lists the groups in order, each folder kept in its order, empty groups left out', () => {
    const groups = groupedFolders(['states', 'payslips', 'leaves', 'employees', 'attendance'].map(folder));
    expect(groups.map(({ group, folders }) => [group, folders.map((f) => f.name)])).toEqual([
      ['People', ['employees']],
      ['Time', ['leaves', 'attendance']],
      ['Pay', ['payslips']],
      ['Setup', ['states']],
    ]);
  });
});
