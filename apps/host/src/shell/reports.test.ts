import { describe, expect, it } from 'vitest';
import { formatIstDateTime, reportDisplayName } from './reports';

describe('report entries', () => {
  it('show their label in the language, English when that one is missing', () => {
    const label = { eng: 'Register of workmen', hin: 'श्रमिकों का रजिस्टर' };
    expect(reportDisplayName({ name: 'register_of_workmen', label }, 'hin')).toBe('श्रमिकों का रजिस्टर');
    expect(reportDisplayName({ name: 'register_of_workmen', label }, 'fr')).toBe('Register of workmen');
  });

  it('without a label, drop the first underscore-separated word of the name', () => {
    expect(reportDisplayName({ name: 'rpt_monthly_attendance' }, 'eng')).toBe('monthly_attendance');
    expect(reportDisplayName({ name: 'payroll_summary', label: null }, 'eng')).toBe('summary');
  });

  it('keep a name that has no word to drop', () => {
    expect(reportDisplayName({ name: 'summary' }, 'eng')).toBe('summary');
    expect(reportDisplayName({ name: 'trailing_' }, 'eng')).toBe('trailing_');
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
