import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets';

// 20 Jan 2025, 02:00 IST is still 19 Jan in UTC: the presets follow the IST day.
const now = new Date('2025-01-19T20:30:00.000Z');
const kolkata = 'Asia/Kolkata';

describe('date filter presets', () => {
  it('cover the IST day, month, previous month and year', () => {
    expect(presetRange('Today', now, kolkata)).toEqual([
      '2025-01-19T18:30:00.000Z',
      '2025-01-20T18:30:00.000Z',
    ]);
    expect(presetRange('This month', now, kolkata)).toEqual([
      '2024-12-31T18:30:00.000Z',
      '2025-01-31T18:30:00.000Z',
    ]);
    expect(presetRange('Last month', now, kolkata)).toEqual([
      '2024-11-30T18:30:00.000Z',
      '2024-12-31T18:30:00.000Z',
    ]);
    expect(presetRange('This year', now, kolkata)).toEqual([
      '2024-12-31T18:30:00.000Z',
      '2025-12-31T18:30:00.000Z',
    ]);
  });

  // Issue #28 item 2: the same instant is 00:30 on 20 January in Dubai, whose day opens at 20:00 UTC
  it("cover the day and month of the business's zone", () => {
    expect(presetRange('Today', now, 'Asia/Dubai')).toEqual([
      '2025-01-19T20:00:00.000Z',
      '2025-01-20T20:00:00.000Z',
    ]);
    expect(presetRange('This month', now, 'Europe/London')).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2025-02-01T00:00:00.000Z',
    ]);
  });
});
