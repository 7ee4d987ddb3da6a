import { type CellKey, cellKey } from '../cell-key';

/**
 * A grid's multi-cell selection (attendance, allocations), as pure set maths over day cells: a
 * cell is a row index (an employee) and a day index (a column of `days`).
 */
export interface DayPosition {
  rowIdx: number;
  dayIdx: number;
}

export const noSelection: ReadonlySet<CellKey> = new Set();

/** Space and Ctrl+click: a selected cell is deselected, any other added. */
export function toggleCell(selection: ReadonlySet<CellKey>, key: CellKey): ReadonlySet<CellKey> {
  const next = new Set(selection);
  if (!next.delete(key)) next.add(key);
  return next;
}

/** The cells of the rectangle between two positions; rows not loaded yet are left out. */
export function rectangleKeys(
  anchor: DayPosition,
  focus: DayPosition,
  employeeIdAt: (rowIdx: number) => string | undefined,
  days: readonly string[],
): CellKey[] {
  const keys: CellKey[] = [];
  const [top, bottom] = [Math.min(anchor.rowIdx, focus.rowIdx), Math.max(anchor.rowIdx, focus.rowIdx)];
  const [left, right] = [Math.min(anchor.dayIdx, focus.dayIdx), Math.max(anchor.dayIdx, focus.dayIdx)];
  for (let rowIdx = top; rowIdx <= bottom; rowIdx += 1) {
    const employeeId = employeeIdAt(rowIdx);
    if (employeeId === undefined) continue;
    for (let dayIdx = left; dayIdx <= right; dayIdx += 1) {
      const date = days[dayIdx];
      if (date !== undefined) keys.push(cellKey({ employeeId, date }));
    }
  }
  return keys;
}

/** Shift+arrows: what was selected before the extension began, plus the rectangle. */
export function extendSelection(
  base: ReadonlySet<CellKey>,
  anchor: DayPosition,
  focus: DayPosition,
  employeeIdAt: (rowIdx: number) => string | undefined,
  days: readonly string[],
): ReadonlySet<CellKey> {
  return new Set([...base, ...rectangleKeys(anchor, focus, employeeIdAt, days)]);
}

/** Ctrl+A: every day cell of the loaded rows (rows not fetched yet cannot be acted on). */
export function selectAll(rows: readonly { id: string }[], days: readonly string[]): ReadonlySet<CellKey> {
  const keys = new Set<CellKey>();
  for (const row of rows) for (const date of days) keys.add(cellKey({ employeeId: row.id, date }));
  return keys;
}

const steps: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The position an arrow key moves to, kept inside the rows and days; null for other keys. */
export function moveBy(
  key: string,
  from: DayPosition,
  rowCount: number,
  dayCount: number,
): DayPosition | null {
  const step = steps[key];
  if (!step) return null;
  return {
    rowIdx: Math.min(Math.max(from.rowIdx + step[0], 0), Math.max(rowCount - 1, 0)),
    dayIdx: Math.min(Math.max(from.dayIdx + step[1], 0), Math.max(dayCount - 1, 0)),
  };
}
