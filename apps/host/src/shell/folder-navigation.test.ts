import type { FolderSummary } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { folderLabel, searchFolders, sortedFolders } from './folder-label';
import { folderRoute } from './folder-route';

const folder = (
  name: string,
  eng: string,
  uiFlags: FolderSummary['uiFlags'] = { list_view: true },
): FolderSummary => ({
  name,
  label: { eng, hin: `${eng} (हिन्दी)` },
  uiFlags,
});
const employees = folder('employees', 'Employees');
const leaves = folder('leaves', 'Leaves', { calender_view: true });
const attendance = folder('attendance_edits', 'Attendance', { grid_view: true });
const duty = folder('duty_charts', 'Duty Charts');
const allocations = folder('allocations', 'Allocations');

describe('home cards and sidebar entries', () => {
  it('sort by English label whatever the interface language', () => {
    const sorted = sortedFolders({ leaves, employees, attendance });
    expect(sorted.map((entry) => entry.name)).toEqual(['attendance_edits', 'employees', 'leaves']);
  });

  it('narrow by label prefix in the interface language, case-insensitively', () => {
    expect(searchFolders([employees, leaves], 'emp', 'eng')).toEqual([employees]);
    expect(searchFolders([employees, leaves], 'LEA', 'eng')).toEqual([leaves]);
    expect(searchFolders([employees, leaves], 'Leaves (', 'hin')).toEqual([leaves]);
  });

  it('show every folder when nothing matches or the search is empty', () => {
    expect(searchFolders([employees, leaves], 'zzz', 'eng')).toEqual([employees, leaves]);
    expect(searchFolders([employees, leaves], '  ', 'eng')).toEqual([employees, leaves]);
  });

  it('fall back to the English label, then the name', () => {
    expect(folderLabel(employees, 'fr')).toBe('Employees');
    expect(folderLabel({ name: 'jobs', label: {} }, 'fr')).toBe('jobs');
  });

  it('lead to the route the spec gives each kind of folder', () => {
    expect(folderRoute(duty)).toBe('/duty-charts');
    expect(folderRoute(allocations)).toBe('/allocations');
    expect(folderRoute(attendance)).toBe('/attendance');
    expect(folderRoute(employees)).toBe('/tabs/employees');
  });
});
