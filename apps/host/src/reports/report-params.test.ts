import { type ReportConfig, reportConfigSchema } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { defaultFilterValues, filterParams, pageLabel } from './report-params';

const label = { eng: 'x', fr: 'x', hin: 'x', ben: 'x' };
const config: ReportConfig = reportConfigSchema.parse({
  base_folder: 'leaves',
  columns: [{ path: 'employee_name', label }],
  ui_filters: [
    { name: 'period', label, path: 'leave_from', operator: 'between', input: 'date_range' },
    { name: 'employee_code', label, path: 'employees_id.code', operator: 'ilike', input: 'text' },
  ],
});

describe('a report view’s filter params', () => {
  it('sends a date range as IST instants, both days included, and trimmed text', () => {
    expect(
      filterParams(config, { period: ['2026-11-01', '2026-11-30'], employee_code: ' emp ' }, 'Asia/Kolkata'),
    ).toEqual({
      period: ['2026-10-31T18:30:00.000Z', '2026-11-30T18:30:00.000Z'],
      employee_code: 'emp',
    });
  });

  it("sends the days of the session's business in its zone (#28 item 2)", () => {
    expect(filterParams(config, { period: ['2026-11-01', '2026-11-30'] }, 'Asia/Dubai')).toEqual({
      period: ['2026-10-31T20:00:00.000Z', '2026-11-30T20:00:00.000Z'],
    });
    // 23:30 on 30 November in Dubai is already 1 December in IST: its last month is October
    expect(defaultFilterValues(config, 'Asia/Dubai', Date.parse('2026-11-30T19:30:00Z'))).toEqual({
      period: ['2026-10-01', '2026-10-31'],
    });
  });

  it('leaves out blanks, half ranges and names the report does not filter by', () => {
    expect(
      filterParams(config, { period: ['2026-11-01', ''], employee_code: '  ', other: 'x' }, 'Asia/Kolkata'),
    ).toEqual({});
  });

  it('opens every period on the whole of last month in IST, across a year and in February', () => {
    // 27/11/2026 17:30 IST
    expect(defaultFilterValues(config, 'Asia/Kolkata', Date.parse('2026-11-27T12:00:00Z'))).toEqual({
      period: ['2026-10-01', '2026-10-31'],
    });
    // 01/01/2027 00:10 IST is still 31/12/2026 in UTC
    expect(defaultFilterValues(config, 'Asia/Kolkata', Date.parse('2026-12-31T18:40:00Z'))).toEqual({
      period: ['2026-12-01', '2026-12-31'],
    });
    expect(defaultFilterValues(config, 'Asia/Kolkata', Date.parse('2028-03-15T06:00:00Z'))).toEqual({
      period: ['2028-02-01', '2028-02-29'],
    });
  });

  it("labels a page 'Showing x - y of n'", () => {
    expect(pageLabel(50, 50, 120)).toEqual({ from: 51, to: 100, total: 120 });
    expect(pageLabel(0, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
