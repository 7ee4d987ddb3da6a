import { describe, expect, it } from 'vitest';
import { formatBusinessDateTime, reportDisplayName } from './reports';

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

  it("show the update time as dd/MM/yyyy HH:mm in the business's zone", () => {
    expect(formatBusinessDateTime('2025-01-31T18:45:00Z', 'Asia/Kolkata')).toBe('01/02/2025 00:15');
    expect(formatBusinessDateTime('2025-03-05T04:30:00.000Z', 'Asia/Kolkata')).toBe('05/03/2025 10:00');
    // issue #28 item 2: a Dubai business's evening, a Kathmandu business's next morning
    expect(formatBusinessDateTime('2025-01-31T18:45:00Z', 'Asia/Dubai')).toBe('31/01/2025 22:45');
    expect(formatBusinessDateTime('2025-01-31T18:20:00Z', 'Asia/Kathmandu')).toBe('01/02/2025 00:05');
  });

  it('show nothing for a missing or malformed time', () => {
    expect(formatBusinessDateTime(null, 'Asia/Kolkata')).toBe('');
    expect(formatBusinessDateTime('not a date', 'Asia/Kolkata')).toBe('');
  });
});
