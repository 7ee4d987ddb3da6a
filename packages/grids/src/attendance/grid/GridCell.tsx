import type { Key } from 'react';
import { Cell, type CellRendererProps } from 'react-data-grid';
import { cellKey } from '../types';
import { employeeColumnKey, type GridRow, type TotalsRow, totalColumnKey } from './columns';
import { useGridCellContext } from './grid-context';

/**
 * A day's gridcell with `aria-selected` saying whether the day is in the selection (the grid is
 * multi-selectable), where react-data-grid would say whether the cell is the focused one. The
 * cell itself (memoised by react-data-grid) renders again only when that answer changes.
 */
function DayGridCell(props: CellRendererProps<GridRow, TotalsRow>) {
  const { selection } = useGridCellContext();
  const employee = props.row.employee;
  const selected =
    employee !== undefined && selection.has(cellKey({ employeeId: employee.id, date: props.column.key }));
  return <Cell {...props} aria-selected={selected} />;
}

/** The grid's `renderers.renderCell`: day cells through `DayGridCell`, the pinned ones as they are. */
export function renderGridCell(key: Key, props: CellRendererProps<GridRow, TotalsRow>) {
  const isDay = props.column.key !== employeeColumnKey && props.column.key !== totalColumnKey;
  return isDay ? <DayGridCell key={key} {...props} /> : <Cell key={key} {...props} />;
}
