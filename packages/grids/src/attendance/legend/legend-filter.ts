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

/** Distinct, readable colours for legend items, by their position in the reference list. */
const palette = [
  '#2e7dd7',
  '#c2410c',
  '#7c3aed',
  '#0f766e',
  '#be185d',
  '#4d7c0f',
  '#b45309',
  '#1d4ed8',
  '#9f1239',
  '#047857',
];
export const legendColor = (position: number): string => palette[position % palette.length] ?? '#52606d';
