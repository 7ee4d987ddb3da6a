import { describe, expect, it } from 'vitest';
import { makeAttendanceFixture } from '../testing/fixture';
import { employeeWorkingMinutes, gridTotals } from './totals';

const { records, aggregateSummary } = makeAttendanceFixture({
  employees: 250,
  from: '2026-10-01',
  to: '2026-10-31',
});
const blocks = [records.slice(0, 100), records.slice(100, 200), records.slice(200)];

/** The day sums worked out the long way: every dailyCount, its IST day from the instant. */
function expectedDays(rows: typeof records) {
  const days = new Map<string, { working_minutes: number; punches: number }>();
  for (const row of rows)
    for (const count of row.dailyCount) {
      const day = new Date(Date.parse(count.attendance_date) + 330 * 60_000).toISOString().slice(0, 10);
      const sum = days.get(day) ?? { working_minutes: 0, punches: 0 };
      sum.working_minutes += count.working_minutes;
      sum.punches += count.total_punch_count;
      days.set(day, sum);
    }
  return days;
}

describe('gridTotals', () => {
  it('sums each IST day and the grand total over the loaded blocks', () => {
    const totals = gridTotals(blocks, 1000, aggregateSummary, 'Asia/Kolkata');
    const days = expectedDays(records);
    expect(new Map(totals.days)).toEqual(days);
    expect(totals.days.size).toBe(31);
    const grand = [...days.values()].reduce(
      (sum, day) => ({
        working_minutes: sum.working_minutes + day.working_minutes,
        punches: sum.punches + day.punches,
      }),
      { working_minutes: 0, punches: 0 },
    );
    expect(totals.grand).toEqual(grand);
    expect(totals).toMatchObject({ rowCount: 1000, summedRows: 250, aggregate: aggregateSummary });
  });

  it('gives the same sums when blocks come and go, without changing a block summed before', () => {
    const first = gridTotals([blocks[0] ?? []], 250, null, 'Asia/Kolkata');
    expect(new Map(first.days)).toEqual(expectedDays(records.slice(0, 100)));
    const later = gridTotals([blocks[0] ?? [], blocks[2] ?? []], 250, null, 'Asia/Kolkata');
    expect(new Map(later.days)).toEqual(expectedDays([...records.slice(0, 100), ...records.slice(200)]));
    expect(later.summedRows).toBe(150);
    // The first answer's figures are its own objects, not the cached block sums added to later.
    expect(new Map(gridTotals([blocks[0] ?? []], 250, null, 'Asia/Kolkata').days)).toEqual(
      new Map(first.days),
    );
  });

  it("counts the days in the business's zone: IST midnights are the evening before in Dubai", () => {
    const india = gridTotals([blocks[0] ?? []], 250, null, 'Asia/Kolkata');
    const dubai = gridTotals([blocks[0] ?? []], 250, null, 'Asia/Dubai');
    expect(india.days.has('2026-10-01')).toBe(true);
    expect(dubai.days.has('2026-10-31')).toBe(false);
    expect(dubai.days.get('2026-09-30')).toEqual(india.days.get('2026-10-01'));
    // the same block summed again for India gives India's days, not the cached Dubai ones
    expect(new Map(gridTotals([blocks[0] ?? []], 250, null, 'Asia/Kolkata').days)).toEqual(
      new Map(india.days),
    );
  });

  it("adds an employee's working minutes over its dailyCount", () => {
    const employee = records[3];
    if (!employee) throw new Error('fixture has employees');
    expect(employeeWorkingMinutes(employee)).toBe(
      employee.dailyCount.reduce((sum, count) => sum + count.working_minutes, 0),
    );
  });
});
