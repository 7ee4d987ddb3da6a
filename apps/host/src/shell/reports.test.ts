import { describe, expect, it } from 'vitest';
import { formatIstDateTime, reportDisplayName } from './reports';

describe('report entries', () => {
  it('drop the first underscore-separated word of the name', () => {
    expect(reportDisplayName('rpt_monthly_attendance')).toBe('monthly_attendance');
    expect(reportDisplayName('payroll_summary')).toBe('summary');
  });

  it('keep a name that has no word to drop', () => {
    expect(reportDisplayName('summary')).toBe('summary');
    expect(reportDisplayName('trailing_')).toBe('trailing_');
  });

  it('show the update time as dd/MM/yyyy HH:mm in IST', () => {
    expect(formatIstDateTime('2025-01-31T18:45:00Z')).toBe('01/02/2025 00:15');
    expect(formatIstDateTime('2025-03-05T04:30:00.000Z')).toBe('05/03/2025 10:00');
  });

  it('show nothing for a missing or malformed time', () => {
    expect(formatIstDateTime(null)).toBe('');
    expect(formatIstDateTime('not a date')).toBe('');
  });
});
