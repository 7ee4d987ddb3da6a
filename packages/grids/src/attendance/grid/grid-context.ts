import type { EmployeeAttendance, Locale } from '@muster/protocol';
import { createContext, useContext } from 'react';
import type { GridsTranslate } from '../../i18n/translate';
import type { ReferenceIndex } from '../cells/cell-view';
import type { LegendFilter } from '../legend/legend-filter';
import type { GridPay } from '../pay/projected-gross';
import type { PendingEdits } from '../pending-edits';
import type { CellKey } from '../types';
import type { GridTotals } from './totals';

/**
 * What the cells read besides their row: kept in a context so the columns stay the same
 * objects while the selection, queued edits or legend change (react-data-grid then only
 * re-renders the cells, not its layout).
 */
export interface GridCellContext {
  t: GridsTranslate;
  locale: Locale;
  references: ReferenceIndex;
  selection: ReadonlySet<CellKey>;
  pendingEdits: PendingEdits;
  legend: LegendFilter;
  siteColors: ReadonlyMap<string, string>;
  designationColors: ReadonlyMap<string, string>;
  showInOut: boolean;
  /** Projected gross in the totals column (managers who asked for it); null: none shown, none asked. */
  pay: GridPay | null;
  onOpenRegister: (employee: EmployeeAttendance) => void;
}

export const GridCellContextValue = createContext<GridCellContext | null>(null);

/** The totals row's figures, apart: they change with every loaded block, the day cells do not. */
export const GridTotalsContext = createContext<GridTotals | null>(null);

export function useGridTotals(): GridTotals {
  const totals = useContext(GridTotalsContext);
  if (!totals) throw new Error('Attendance grid totals render inside AttendanceGrid');
  return totals;
}

export function useGridCellContext(): GridCellContext {
  const context = useContext(GridCellContextValue);
  if (!context) throw new Error('Attendance grid cells render inside AttendanceGrid');
  return context;
}
