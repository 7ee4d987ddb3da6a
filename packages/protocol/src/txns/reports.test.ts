import { describe, expect, it } from 'vitest';
import { type ReportConfigInput, reportConfigSchema, reportFilterConditions } from './reports.js';

const label = { eng: 'x', fr: 'x', hin: 'x', ben: 'x' };
const config = reportConfigSchema.parse({
  base_folder: 'payslips',
  columns: [{ path: 'net_pay', label }],
  where: [{ path: 'status', value: 'approved' }],
  ui_filters: [
    { name: 'period', label, path: 'payroll_month', operator: 'between', input: 'date_range' },
    { name: 'employee_code', label, path: 'employees_id.code', operator: 'ilike', input: 'text' },
  ],
} satisfies ReportConfigInput);

describe("a report's list filters", () => {
  it('are its fixed conditions, then each filter typed; an empty one filters nothing', () => {
    const period: [string, string] = ['2026-10-01T00:00:00+05:30', '2026-11-01T00:00:00+05:30'];
    expect(reportFilterConditions(config, { period, employee_code: '' })).toEqual({
      conditions: [
        { path: 'status', operator: '=', value: 'approved', joinop: 'and' },
        { path: 'payroll_month', operator: 'between', value: period, joinop: 'and' },
      ],
      invalid: null,
    });
    expect(reportFilterConditions(config, { employee_code: 'SUN', period: ['', ''] }).conditions).toEqual([
      { path: 'status', operator: '=', value: 'approved', joinop: 'and' },
      { path: 'employees_id.code', operator: 'ilike', value: 'SUN', joinop: 'and' },
    ]);
  });
  it('name a value of the wrong kind for its input', () => {
    expect(reportFilterConditions(config, { period: '2026-10' }).invalid).toBe('period');
    expect(reportFilterConditions(config, { employee_code: ['a', 'b'] }).invalid).toBe('employee_code');
  });
});
