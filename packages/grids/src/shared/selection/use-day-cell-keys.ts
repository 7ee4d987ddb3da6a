import { useRef } from 'react';
import type {
  CellKeyboardEvent,
  CellKeyDownArgs,
  CellMouseArgs,
  CellMouseEvent,
  PositionChangeArgs,
} from 'react-data-grid';
import { type CellKey, cellKey } from '../cell-key';
import { type DayPosition, extendSelection, moveBy, selectAll, toggleCell } from './selection';

/** A letter key, by its character or, under another keyboard layout, by its physical key. */
export const isKey = (event: React.KeyboardEvent, letter: string) =>
  event.key.toLowerCase() === letter || event.code === `Key${letter.toUpperCase()}`;

/** What the keyboard of a day grid (one row per employee, one column per day) acts on. */
export interface DayCellKeyOptions<GridRow, Employee extends { id: string }> {
  days: readonly string[];
  /** Columns before the first day. */
  dayColumnOffset: number;
  /** The employee of a grid row (undefined while its block is not loaded). */
  employeeOf: (row: GridRow | undefined) => Employee | undefined;
  employeeAt: (rowIdx: number) => Employee | undefined;
  loadedEmployees: () => readonly Employee[];
  rowCount: () => number;
  /** Read when a key is pressed, so the latest selection is always used. */
  selection: () => ReadonlySet<CellKey>;
  onSelectionChange: (selection: ReadonlySet<CellKey>) => void;
  onEdit: (employee: Employee, day: string) => void;
  onCopy: (employee: Employee, day: string) => void;
  /** Ctrl+V on the focused cell: the selected cells, or the focused one when none is selected. */
  onPaste: (targets: { employee: Employee; day: string }[]) => void;
}

/**
 * The attendance grid's keyboard and mouse selection for any day grid (spec 001 §2
 * "Keyboard"): a click selects that one cell (as a spreadsheet's does; issue #27 item 8),
 * Space and Ctrl+click toggle a cell, Shift+click selects the rectangle from the cell last
 * clicked, Shift+arrows extend a rectangle from where the extension began, Ctrl+A selects
 * the loaded rows, Enter and double click edit, Ctrl+C copies, Ctrl+V pastes. Options are
 * read through a ref: pass them every render.
 */
export function useDayCellKeys<GridRow, Employee extends { id: string }, SummaryRow = unknown>(
  options: DayCellKeyOptions<GridRow, Employee>,
) {
  const latest = useRef(options);
  latest.current = options;
  const focus = useRef<DayPosition | null>(null);
  const extension = useRef<{ anchor: DayPosition; base: ReadonlySet<CellKey> } | null>(null);
  const movingByShift = useRef(false);
  /** The cell last clicked without Shift, and the selection it left: where Shift+click extends from. */
  const clickAnchor = useRef<{ anchor: DayPosition; base: ReadonlySet<CellKey> } | null>(null);

  const dayOfColumn = (key: string) => (latest.current.days.includes(key) ? key : null);

  const onActivePositionChange = ({ rowIdx, column }: PositionChangeArgs<GridRow, SummaryRow>) => {
    const dayIdx = column ? latest.current.days.indexOf(column.key) : -1;
    focus.current = dayIdx >= 0 && rowIdx >= 0 ? { rowIdx, dayIdx } : null;
    if (!movingByShift.current) extension.current = null;
    movingByShift.current = false;
  };

  const pasteTargets = (employee: Employee, day: string) => {
    const { selection, loadedEmployees, days } = latest.current;
    const current = selection();
    if (current.size === 0) return [{ employee, day }];
    const targets: { employee: Employee; day: string }[] = [];
    for (const row of loadedEmployees())
      for (const date of days)
        if (current.has(cellKey({ employeeId: row.id, date }))) targets.push({ employee: row, day: date });
    return targets;
  };

  const onCellKeyDown = (args: CellKeyDownArgs<GridRow, SummaryRow>, event: CellKeyboardEvent) => {
    if (args.mode !== 'ACTIVE') return;
    const options = latest.current;
    const current = options.selection();
    const ctrl = event.ctrlKey || event.metaKey;
    if (ctrl && isKey(event, 'a')) {
      event.preventGridDefault();
      event.preventDefault();
      options.onSelectionChange(selectAll(options.loadedEmployees(), options.days));
      return;
    }
    if (event.shiftKey && !ctrl && focus.current) {
      const next = moveBy(event.key, focus.current, options.rowCount(), options.days.length);
      if (!next) return;
      event.preventGridDefault();
      event.preventDefault();
      extension.current ??= { anchor: focus.current, base: current };
      movingByShift.current = true;
      args.setActivePosition({ idx: next.dayIdx + options.dayColumnOffset, rowIdx: next.rowIdx });
      const employeeIdAt = (rowIdx: number) => options.employeeAt(rowIdx)?.id;
      options.onSelectionChange(
        extendSelection(extension.current.base, extension.current.anchor, next, employeeIdAt, options.days),
      );
      return;
    }
    const employee = options.employeeOf(args.row);
    const day = args.column ? dayOfColumn(args.column.key) : null;
    if (!employee || !day) return;
    if (event.key === ' ' && !ctrl) {
      event.preventGridDefault();
      event.preventDefault();
      options.onSelectionChange(toggleCell(current, cellKey({ employeeId: employee.id, date: day })));
    } else if (event.key === 'Enter' && !ctrl) {
      event.preventGridDefault();
      // the editor's first dropdown takes the focus at once: this Enter must not reach it
      event.preventDefault();
      options.onEdit(employee, day);
    } else if (ctrl && isKey(event, 'c')) {
      event.preventGridDefault();
      options.onCopy(employee, day);
    } else if (ctrl && isKey(event, 'v')) {
      event.preventGridDefault();
      event.preventDefault();
      options.onPaste(pasteTargets(employee, day));
    }
  };

  const onCellClick = (args: CellMouseArgs<GridRow, SummaryRow>, event: CellMouseEvent) => {
    const options = latest.current;
    const employee = options.employeeOf(args.row);
    const day = dayOfColumn(args.column.key);
    if (!employee || !day) return;
    const here = { rowIdx: args.rowIdx, dayIdx: options.days.indexOf(day) };
    if (event.shiftKey && clickAnchor.current) {
      const { anchor, base } = clickAnchor.current;
      const employeeIdAt = (rowIdx: number) => options.employeeAt(rowIdx)?.id;
      options.onSelectionChange(extendSelection(base, anchor, here, employeeIdAt, options.days));
      return;
    }
    const key = cellKey({ employeeId: employee.id, date: day });
    const next = event.ctrlKey || event.metaKey ? toggleCell(options.selection(), key) : new Set([key]);
    clickAnchor.current = { anchor: here, base: next };
    options.onSelectionChange(next);
  };

  const onCellDoubleClick = (args: CellMouseArgs<GridRow, SummaryRow>, event: CellMouseEvent) => {
    const employee = latest.current.employeeOf(args.row);
    const day = dayOfColumn(args.column.key);
    if (!employee || !day) return;
    event.preventGridDefault();
    latest.current.onEdit(employee, day);
  };

  return { onCellKeyDown, onCellClick, onCellDoubleClick, onActivePositionChange };
}
