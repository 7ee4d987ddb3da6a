import '../composition';
import type { BusinessEnv, FolderDefinition } from '@muster/protocol';
import { expect, it } from 'vitest';
import departments from '../../../server/catalogue/departments.json';
import payslips from '../../../server/catalogue/payslips.json';
import reports from '../../../server/catalogue/reports.json';
import { chooseTabView } from '../registry/tab-views';
import { rowTab } from './row-tab';

const env = { isAdmin: true, isAO: false, isRO: false, isHR: false } as BusinessEnv;
const tabKind = (name: string) => chooseTabView(name, env).kind;
/** The catalogue's own definitions: their `rowOpens` says what a row opens. */
const definition = (json: unknown) => json as FolderDefinition;

it('opens a report row in the report view, a payslip in its template view, others in their form', () => {
  const report = rowTab({
    folder: 'reports',
    definition: definition(reports),
    record: { id: 'r', name: 'monthly attendance' },
  });
  expect(report).toBe('view_report/monthly%20attendance');
  expect(tabKind(report as string)).toBe('report-view');
  const payslip = rowTab({
    folder: 'payslips',
    definition: definition(payslips),
    record: { id: 'p', uconst: 'u1' },
  });
  expect(tabKind(payslip as string)).toBe('html-template');
  expect(
    rowTab({ folder: 'departments', definition: definition(departments), record: { id: 'd', name: 'HR' } }),
  ).toBeNull();
  // a document not yet numbered opens its form
  expect(rowTab({ folder: 'payslips', definition: definition(payslips), record: { id: 'p' } })).toBeNull();
});
