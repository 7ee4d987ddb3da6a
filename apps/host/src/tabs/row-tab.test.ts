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
const partners = [{ id: 'p-sunrise', sw_handle: 'sunrise' }];

it('opens a report row in the report view, a payslip in its template view, others in their form', () => {
  const report = rowTab({
    folder: 'reports',
    definition: definition(reports),
    record: { id: 'r', name: 'monthly attendance' },
    partners,
  });
  expect(report).toBe('view_report/monthly%20attendance');
  expect(tabKind(report as string)).toBe('report-view');
  const payslip = rowTab({
    folder: 'payslips',
    definition: definition(payslips),
    record: { id: 'p', uconst: 'u1' },
    partners,
  });
  expect(tabKind(payslip as string)).toBe('html-template');
  // a contractor's payslip, listed for the principal employer, opens in the contractor's business
  const contractors = rowTab({
    folder: 'payslips',
    definition: definition(payslips),
    record: { id: 'p', uconst: 'u1', partners_id: [{ id: 'p-sunrise' }] },
    partners,
  });
  expect(contractors).toBe('html_template/payslips/u1/@sunrise');
  expect(tabKind(contractors as string)).toBe('html-template');
  expect(
    rowTab({
      folder: 'departments',
      definition: definition(departments),
      record: { id: 'd', name: 'HR' },
      partners,
    }),
  ).toBeNull();
  // a document not yet numbered opens its form
  expect(
    rowTab({ folder: 'payslips', definition: definition(payslips), record: { id: 'p' }, partners }),
  ).toBeNull();
});
