import { describe, expect, it } from 'vitest';
import { whereBusiness, whereFilters, whereTab } from './where-tab';

describe('a list tab kept to fixed filters', () => {
  const filters = [
    {
      path: 'payroll_month',
      operator: 'between',
      value: ['2026-02-28T18:30:00.000Z', '2026-03-31T18:30:00.000Z'],
    },
    {
      filterInput: [
        { path: 'net_pay', operator: '=', value: null },
        { path: 'net_pay', operator: 'between', value: [null, 0], joinop: 'or' as const },
      ],
    },
  ];

  it('carries its filters in its name, read back decoded (as the router hands it) or not', () => {
    const name = whereTab('payslips', filters);
    expect(name.startsWith('payslips/where/')).toBe(true);
    expect(whereFilters(name)).toEqual(filters);
    expect(whereFilters(decodeURIComponent(name))).toEqual(filters);
  });

  it("opens on the business whose handle follows the filters, the user's own without one (issue #32 item 1)", () => {
    const name = whereTab('payslips', filters, 'sunrise');
    expect(name.startsWith('payslips/where/')).toBe(true);
    expect(name.endsWith('/sunrise')).toBe(true);
    for (const form of [name, decodeURIComponent(name)]) {
      expect(whereFilters(form)).toEqual(filters);
      expect(whereBusiness(form)).toBe('sunrise');
    }
    expect(whereBusiness(whereTab('payslips', filters))).toBeNull();
    expect(whereBusiness(decodeURIComponent(whereTab('payslips', filters)))).toBeNull();
    // a trailing segment after something that is not filters is no such tab
    expect(whereFilters('payslips/where/not-json/sunrise')).toBeNull();
    expect(whereBusiness('payslips/with/status/created/sunrise')).toBeNull();
  });

  it('is no such tab for other names, or filters that are not conditions', () => {
    expect(whereFilters('payslips')).toBeNull();
    expect(whereFilters('payslips/with/status/created')).toBeNull();
    expect(whereFilters('payslips/where/not-json')).toBeNull();
    expect(whereFilters('payslips/where/[]')).toBeNull();
    expect(whereFilters('payslips/where/[{"path":"a"}]')).toBeNull();
  });
});
