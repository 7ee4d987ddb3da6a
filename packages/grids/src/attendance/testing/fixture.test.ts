import { emptyAttendanceTotals } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { addTotals, fixtureFetchBlock, makeAttendanceFixture } from './fixture';

describe('makeAttendanceFixture', () => {
  const options = { employees: 40, from: '2026-11-01', to: '2026-11-30' };

  it('gives the same records for the same seed and others for another seed', () => {
    expect(makeAttendanceFixture(options)).toEqual(makeAttendanceFixture(options));
    expect(makeAttendanceFixture({ ...options, seed: 2 }).records).not.toEqual(
      makeAttendanceFixture(options).records,
    );
  });

  it('answers one row per employee with days inside the range and totals that sum to the aggregate', () => {
    const { records, aggregateSummary } = makeAttendanceFixture(options);
    expect(records).toHaveLength(40);
    expect(new Set(records.map((r) => r.id)).size).toBe(40);
    for (const record of records) {
      for (const day of record.days)
        expect(day.attendance_date >= '2026-11-01' && day.attendance_date <= '2026-11-30').toBe(true);
      // Sundays are weekly offs.
      expect(record.days.find((d) => d.attendance_date === '2026-11-01')?.att_type?.code ?? 'WO').toBe('WO');
    }
    expect(records.reduce((sum, r) => addTotals(sum, r.totals), emptyAttendanceTotals())).toEqual(
      aggregateSummary,
    );
    expect(aggregateSummary.present).toBeGreaterThan(0);
  });

  it('fetches blocks from memory with the row count', async () => {
    const { records } = makeAttendanceFixture(options);
    const calls: { offset: number; limit: number }[] = [];
    const reply = await fixtureFetchBlock(records, { calls })(30, 20);
    expect(reply.records.map((r) => r.code)).toEqual(records.slice(30, 40).map((r) => r.code));
    expect(reply.rowCount).toBe(40);
    expect(reply.aggregateSummary).toBeUndefined();
    expect((await fixtureFetchBlock(records)(0, 20)).aggregateSummary?.present).toBeGreaterThan(0);
    expect(calls).toEqual([{ offset: 30, limit: 20 }]);
  });
});
