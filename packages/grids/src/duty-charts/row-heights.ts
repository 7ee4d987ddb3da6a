/** Spec 001 §2: a program row (and the Weekly Off row) is 70 high plus 40 per employee past the first. */
export const programRowHeight = (largestCell: number) => 70 + 40 * Math.max(0, largestCell - 1);

/** Spec 001 §2: the pinned Leaves row is 40 plus 40 per extra entry, at most 300. */
export const leavesRowHeight = (largestCell: number) => Math.min(300, 40 + 40 * Math.max(0, largestCell - 1));

/** The smallest cap: one entry and its picker stay visible however short the grid is. */
const smallestPinnedCap = 70;

/**
 * The height of the two pinned rows (react-data-grid gives all its summary rows one height):
 * the taller of the Weekly Off and Leaves rows by the spec's rules, capped so the pinned rows
 * never hide the programs — each at most 300 and at most a quarter of the grid's body (header
 * excluded), so the programs keep at least half of it. A capped cell scrolls inside itself.
 * Before the grid is measured (`bodyHeight` null) the cap is 300.
 */
export function pinnedRowHeight(
  weeklyOffCell: number,
  leavesCell: number,
  bodyHeight: number | null,
): number {
  const wanted = Math.max(programRowHeight(weeklyOffCell), leavesRowHeight(leavesCell));
  const cap = bodyHeight === null ? 300 : Math.min(300, Math.floor(bodyHeight / 4));
  return Math.min(wanted, Math.max(smallestPinnedCap, cap));
}
