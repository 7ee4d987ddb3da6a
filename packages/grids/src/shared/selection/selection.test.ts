import { describe, expect, it } from 'vitest';
import { makeAttendanceFixture } from '../../attendance/testing/fixture';
import { extendSelection, moveBy, rectangleKeys, selectAll, toggleCell } from './selection';

const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];
const ids = ['a', 'b', undefined, 'd'];
const idAt = (rowIdx: number) => ids[rowIdx];

describe('selection', () => {
  it('toggles a cell in and out without touching the given set', () => {
    const empty = new Set<string>();
    const one = toggleCell(empty, 'a|2026-11-01');
    expect([...one]).toEqual(['a|2026-11-01']);
    expect([...toggleCell(one, 'a|2026-11-01')]).toEqual([]);
    expect(empty.size).toBe(0);
  });

  it('spans the rectangle between two positions in either direction, leaving out unloaded rows', () => {
    const keys = rectangleKeys({ rowIdx: 3, dayIdx: 2 }, { rowIdx: 1, dayIdx: 1 }, idAt, days);
    expect(keys).toEqual(['b|2026-11-02', 'b|2026-11-03', 'd|2026-11-02', 'd|2026-11-03']);
  });

  it('extends from what was selected before', () => {
    const extended = extendSelection(
      new Set(['a|2026-11-04']),
      { rowIdx: 0, dayIdx: 0 },
      { rowIdx: 0, dayIdx: 1 },
      idAt,
      days,
    );
    expect(new Set(extended)).toEqual(new Set(['a|2026-11-04', 'a|2026-11-01', 'a|2026-11-02']));
  });

  it('selects every day of the loaded rows', () => {
    const { records } = makeAttendanceFixture({ employees: 3, from: '2026-11-01', to: '2026-11-04' });
    expect(selectAll(records, days).size).toBe(12);
  });

  it('moves by arrow keys inside the grid and ignores other keys', () => {
    expect(moveBy('ArrowRight', { rowIdx: 0, dayIdx: 3 }, 4, 4)).toEqual({ rowIdx: 0, dayIdx: 3 });
    expect(moveBy('ArrowDown', { rowIdx: 0, dayIdx: 3 }, 4, 4)).toEqual({ rowIdx: 1, dayIdx: 3 });
    expect(moveBy('ArrowUp', { rowIdx: 0, dayIdx: 0 }, 4, 4)).toEqual({ rowIdx: 0, dayIdx: 0 });
    expect(moveBy('ArrowLeft', { rowIdx: 2, dayIdx: 2 }, 4, 4)).toEqual({ rowIdx: 2, dayIdx: 1 });
    expect(moveBy('Tab', { rowIdx: 2, dayIdx: 2 }, 4, 4)).toBeNull();
  });
});
