import { describe, expect, it } from 'vitest';
import { dayRuns } from './affected-days.js';

describe('dayRuns', () => {
  it('joins consecutive days across a month end and keeps gaps apart, oldest first', () => {
    const days = new Set(['2026-11-02', '2026-10-31', '2026-11-01', '2026-11-05', '2026-10-30']);
    expect(dayRuns(days)).toEqual([
      { first: '2026-10-30', last: '2026-11-02' },
      { first: '2026-11-05', last: '2026-11-05' },
    ]);
    expect(dayRuns(new Set())).toEqual([]);
  });
});
