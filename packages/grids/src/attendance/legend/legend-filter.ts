/**
 * The legend's filter: legend items (sites, designations, attendance types) are all
 * selected at first and can be toggled off; 'Unapproved' keeps only cells with no status;
 * 'Hide unselected' hides the cells the filter leaves out instead of dimming them.
 */
export interface LegendFilter {
  offSites: ReadonlySet<string>;
  offDesignations: ReadonlySet<string>;
  /** Attendance type codes. */
  offTypes: ReadonlySet<string>;
  unapprovedOnly: boolean;
  hideUnselected: boolean;
}

export const openLegendFilter: LegendFilter = {
  offSites: new Set(),
  offDesignations: new Set(),
  offTypes: new Set(),
  unapprovedOnly: false,
  hideUnselected: false,
};

export type LegendGroup = 'offSites' | 'offDesignations' | 'offTypes';

export function toggleLegendItem(filter: LegendFilter, group: LegendGroup, id: string): LegendFilter {
  const next = new Set(filter[group]);
  if (!next.delete(id)) next.add(id);
  return { ...filter, [group]: next };
}

export const filterIsOpen = (filter: LegendFilter): boolean =>
  !filter.unapprovedOnly &&
  filter.offSites.size === 0 &&
  filter.offDesignations.size === 0 &&
  filter.offTypes.size === 0;

/** What the legend reads of a cell. */
export interface LegendCell {
  sitesId: string | null;
  designation: string | null;
  code: string | null;
  status: string | null;
}

export type CellVisibility = 'shown' | 'dimmed' | 'hidden';

const isUnapproved = (status: string | null) => status === null || status === 'unapproved';

export function cellVisibility(cell: LegendCell, filter: LegendFilter): CellVisibility {
  const kept =
    !(cell.sitesId && filter.offSites.has(cell.sitesId)) &&
    !(cell.designation && filter.offDesignations.has(cell.designation)) &&
    !(cell.code && filter.offTypes.has(cell.code)) &&
    (!filter.unapprovedOnly || isUnapproved(cell.status));
  if (kept) return 'shown';
  return filter.hideUnselected ? 'hidden' : 'dimmed';
}

/** The palette's size: `--muster-color-legend-1` to `-10` in folder-engine's tokens.css. */
const paletteSize = 10;

/** Distinct, readable colours for legend items, by their position in the reference list. */
export const legendColor = (position: number): string =>
  `var(--muster-color-legend-${(position % paletteSize) + 1})`;
