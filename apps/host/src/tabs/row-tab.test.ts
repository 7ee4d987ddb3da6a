import type { BusinessEnv } from '@muster/protocol';
import { expect, it } from 'vitest';
import { rowTab } from './row-tab';
import { tabKind } from './tab-kinds';

const env = { isAdmin: true, isAO: false, isRO: false, isHR: false } as BusinessEnv;

it('opens a report row in the report view, a payslip in its template view, others in their form', () => {
  const report = rowTab('reports', { id: 'r', name: 'monthly attendance' });
  expect(report).toBe('view_report/monthly%20attendance');
  expect(tabKind(report as string, env)).toBe('report-view');
  expect(tabKind(rowTab('payslips', { id: 'p', uconst: 'u1' }) as string, env)).toBe('html-template');
  expect(rowTab('departments', { id: 'd', name: 'HR' })).toBeNull();
});
