import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets';

// 20 Jan 2025, 02:00 IST is still 19 Jan in UTC: the presets follow the IST day.
const now = new Date('2025-01-19T20:30:00.000Z');

describe('date filter presets', () => {
  it('cover the IST day, month, previous month and year', () => {
    expect(presetRange('Today', now)).toEqual(['2025-01-19T18:30:00.000Z', '2025-01-20T18:30:00.000Z']);
    expect(presetRange('This month', now)).toEqual(['2024-12-31T18:30:00.000Z', '2025-01-31T18:30:00.000Z']);
    expect(presetRange('Last month', now)).toEqual(['2024-11-30T18:30:00.000Z', '2024-12-31T18:30:00.000Z']);
    expect(presetRange('This year', now)).toEqual(['2024-12-31T18:30:00.000Z', '2025-12-31T18:30:00.000Z']);
  });
});
