import { describe, expect, it } from 'vitest';
import { rangeDayCount, rangeDays, toRange } from './days';

const kolkata = 'Asia/Kolkata';

describe('tsrange days', () => {
  it('turns inclusive IST days into a [start, end) range of instants and back', () => {
    const range = toRange('2026-11-01', '2026-11-03', kolkata);
    expect(range).toEqual(['2026-10-31T18:30:00.000Z', '2026-11-03T18:30:00.000Z']);
    expect(rangeDays(range, kolkata)).toEqual(['2026-11-01', '2026-11-03']);
  });

  // Issue #28 item 2: a Dubai business's range runs from its midnight to its midnight
  it("turns days of another business's zone into its own midnights and back", () => {
    const range = toRange('2026-11-01', '2026-11-03', 'Asia/Dubai');
    expect(range).toEqual(['2026-10-31T20:00:00.000Z', '2026-11-03T20:00:00.000Z']);
    expect(rangeDays(range, 'Asia/Dubai')).toEqual(['2026-11-01', '2026-11-03']);
    expect(rangeDays(['2026-10-31T23:00:00.000Z', null], 'Europe/London')).toEqual(['2026-10-31', '']);
  });

  it('keeps an empty side unbounded and both empty as no value', () => {
    expect(toRange('2026-11-01', '', kolkata)).toEqual(['2026-10-31T18:30:00.000Z', null]);
    expect(rangeDays(['2026-10-31T18:30:00.000Z', null], kolkata)).toEqual(['2026-11-01', '']);
    expect(toRange('', '', kolkata)).toBeNull();
  });

  it('counts both end days (spec 000 §5), one day as 1, nothing until the ends are in order', () => {
    expect(rangeDayCount('2026-11-01', '2026-11-03')).toBe(3);
    expect(rangeDayCount('2026-11-01', '2026-11-01')).toBe(1);
    expect(rangeDayCount('2026-11-03', '2026-11-01')).toBeNull();
    expect(rangeDayCount('2026-11-01', '')).toBeNull();
  });
});
