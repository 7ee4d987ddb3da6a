import { describe, expect, it } from 'vitest';
import { describeIssues } from '../frames.js';
import { allocationsListByEmployeeTxn } from './allocations.js';
import { attendanceListWithSummaryTxn } from './attendance.js';

// The fuzz (tests/reliability) sent a range from '0000-00-00': the range's own checks counted
// days from a day that is none and threw (RangeError), answered as a server error.
describe.each([attendanceListWithSummaryTxn, allocationsListByEmployeeTxn])('$name params', (spec) => {
  const issues = (params: unknown) => {
    const parsed = spec.params.safeParse(params);
    return parsed.success ? null : describeIssues(parsed.error);
  };

  it.each(['0000-00-00', '2026-02-29', '2026-13-01', '2026-11-31'])(
    'refuse %s as no day, naming the field, without counting days from it',
    (day) => {
      expect(issues({ from: day, to: '2026-11-30' })).toBe('from: not a day');
      expect(issues({ from: '2026-11-01', to: day })).toBe('to: not a day');
    },
  );

  it('take a real range of up to 31 days, and refuse 32 and a reversed one', () => {
    expect(issues({ from: '2024-02-29', to: '2024-03-30' })).toBeNull();
    expect(issues({ from: '2026-11-01', to: '2026-12-02' })).toMatch(/longer than 31 days/);
    expect(issues({ from: '2026-11-02', to: '2026-11-01' })).toBe('frame: to is before from');
  });
});
