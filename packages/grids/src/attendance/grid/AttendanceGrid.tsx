import { type AttendanceTotals, type EmployeeAttendance, type Locale, rupeeFormat } from '@muster/protocol';
import {
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { DataGrid, type DataGridHandle } from 'react-data-grid';
import { gridsTranslator } from '../../i18n/translate';
import { useBlockLoader } from '../../shared/loader/use-block-loader';
import { isKey, useDayCellKeys } from '../../shared/selection/use-day-cell-keys';
import { phoneScreen, useMediaQuery } from '../../shared/use-media-query';
import { CellTooltip } from '../cells/CellTooltip';
import { dayOf, indexReferences } from '../cells/cell-view';
import { newEditId } from '../editor/edit-id';
import { isoToDayKey } from '../editor/time-text';
import { Legend } from '../legend/Legend';
import { type LegendFilter, legendColor, openLegendFilter } from '../legend/legend-filter';
import type { GridPay } from '../pay/projected-gross';
import { type LoadPayslipsInputs, usePayslipsInputs } from '../pay/use-payslips-inputs';
import type { PendingEdits } from '../pending-edits';
import { type CopiedCell, copyCell, pasteEdits } from '../selection/clipboard';
import type {
  AttendanceQuery,
  AttendanceReferences,
  AttendanceUser,
  CellEditRequest,
  CellKey,
  FetchAttendanceBlock,
  Notify,
  PendingEdit,
} from '../types';
import { cellKey } from '../types';
import { attendanceColumns, type GridRow, type TotalsRow } from './columns';
import { renderGridCell } from './GridCell';
import { type GridCellContext, GridCellContextValue, GridTotalsContext } from './grid-context';
import { gridTotals } from './totals';

/** What the screen can ask of the grid (status polling after approve or reject). */
export interface AttendanceGridHandle {
  /** The rows loaded so far, in row order. */
  loadedRows(): EmployeeAttendance[];
  rowCount(): number;
  aggregateSummary(): AttendanceTotals | null;
}

export interface AttendanceGridProps {
  query: AttendanceQuery;
  /** Answers one block of rows for `query` (bound by the screen). */
  fetchBlock: FetchAttendanceBlock;
  /** The IST days of the range, one column each. */
  days: readonly string[];
  references: AttendanceReferences;
  user: AttendanceUser;
  locale: Locale;
  showInOut: boolean;
  selection: ReadonlySet<CellKey>;
  onSelectionChange: (selection: ReadonlySet<CellKey>) => void;
  pendingEdits: PendingEdits;
  /** Called once per pasted cell: update the queue with a function of the previous one. */
  onQueueEdit: (edit: PendingEdit) => void;
  onEditCell: (request: CellEditRequest) => void;
  onOpenRegister: (employee: EmployeeAttendance) => void;
  onSearchChange: (text: string) => void;
  onOrderByChange: (order: AttendanceQuery['orderBy']) => void;
  onAddRow: () => void;
  onSave: () => void;
  notify: Notify;
  onLoadError?: (error: unknown) => void;
  /** Bumping it fetches the rows again, keeping the old ones shown until the new arrive. */
  reloadToken?: number;
  /** Today's IST day (cells after it cannot be pasted onto); defaults to the clock's. */
  today?: string;
  /**
   * Shows each employee's projected gross for the month of the range in the totals column,
   * loading the loaded rows' payslip inputs with it; none: no figure and no request (a user
   * who does not read the employees' pay, or one who did not ask for it).
   */
  loadPayslipsInputs?: LoadPayslipsInputs;
  ref?: Ref<AttendanceGridHandle>;
}

/** Spec 001 §2, §9: rows 70 high, the header 70 with its search row, the grid 76vh. */
const rowHeight = 70;
const headerHeight = 70;
/** Four lines: the grand total, then payable days and present, overtime in hours and days, the shortfall. */
const summaryHeight = 84;
/** Columns before the first day (the Employees column). */
const dayColumnOffset = 1;
const hoverDelayMs = 350;

interface Hovered {
  rowIdx: number;
  date: string;
  anchor: DOMRect;
}

// The same objects on every render: new ones would make react-data-grid redo their part
// (the summary row's cells, the row keys) each time a block arrives.
const gridRenderers = { renderCell: renderGridCell };
const summaryRows: readonly TotalsRow[] = [{ id: 'totals' }];
/** Every row whose block is not loaded: one object, so those rows never re-render until it is. */
const placeholderRow: GridRow = { employee: undefined };

export function AttendanceGrid(props: AttendanceGridProps) {
  const { query, days, references, locale, showInOut, selection, pendingEdits, ref } = props;
  // the business's calendar: its days and punch clock (protocol README)
  const { timeZone } = references;
  const latest = useRef(props);
  latest.current = props;
  const t = useMemo(() => gridsTranslator(locale), [locale]);
  const { loader, version } = useBlockLoader({
    query,
    fetchBlock: props.fetchBlock,
    reloadToken: props.reloadToken,
    onLoadError: props.onLoadError,
  });
  const gridRef = useRef<DataGridHandle>(null);
  // Several day cells can be selected at once; react-data-grid says so only for row selection.
  useLayoutEffect(() => {
    gridRef.current?.element?.setAttribute('aria-multiselectable', 'true');
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      loadedRows: () => loader.loadedRows().map(({ row }) => row),
      rowCount: () => loader.rowCount,
      aggregateSummary: () => loader.aggregateSummary,
    }),
    [loader],
  );

  // Unchanged rows keep their objects, so react-data-grid re-renders only the rows a block filled;
  // a row object is made for a loaded row only (the others share the placeholder), so a block's
  // arrival costs its loaded rows, not every matching employee.
  const shownRows = useRef<GridRow[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks a change of the loader's rows
  const rows = useMemo<GridRow[]>(() => {
    const previous = shownRows.current;
    const next = new Array<GridRow>(loader.rowCount).fill(placeholderRow);
    for (const { offset, rows: blockRows } of loader.loadedBlockRows()) {
      blockRows.forEach((employee, position) => {
        const index = offset + position;
        if (index >= next.length) return;
        const shown = previous[index];
        next[index] = shown && shown.employee === employee ? shown : { employee };
      });
    }
    shownRows.current = next;
    return next;
  }, [loader, version]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks a change of the loader's rows
  const totals = useMemo(
    () => gridTotals(loader.loadedBlocks(), loader.rowCount, loader.aggregateSummary, timeZone),
    [loader, version, timeZone],
  );

  // the loaded rows' employees: a block's arrival asks for its employees' inputs
  const loadedIds = useMemo(
    () => (props.loadPayslipsInputs ? rows.flatMap((row) => row.employee?.id ?? []) : []),
    [rows, props.loadPayslipsInputs],
  );
  const from = days[0] ?? '';
  const to = days.at(-1) ?? '';
  const payInputs = usePayslipsInputs(props.loadPayslipsInputs, loadedIds, from.slice(0, 7));
  const today = props.today ?? isoToDayKey(new Date().toISOString(), timeZone);
  const pay = useMemo(
    (): GridPay | null =>
      payInputs && { inputs: payInputs, references, from, to, today, rupees: rupeeFormat(locale) },
    [payInputs, references, from, to, today, locale],
  );

  const ensureVisible = useCallback(
    (element: HTMLDivElement | null | undefined) => {
      const scrollTop = element?.scrollTop ?? 0;
      const height = element?.clientHeight ?? 0;
      const first = Math.floor(scrollTop / rowHeight);
      loader.ensureRange(first, first + Math.ceil(height / rowHeight));
    },
    [loader],
  );
  // A new query (by value) shows its rows from the top.
  const queryKey = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for the query's value
  useEffect(() => {
    const element = gridRef.current?.element;
    if (element) element.scrollTop = 0;
    ensureVisible(element);
  }, [ensureVisible, queryKey]);

  const referenceIndex = useMemo(() => indexReferences(references), [references]);
  const siteColors = useMemo(
    () => new Map(references.sites.map((site, position) => [site.id, legendColor(position)])),
    [references.sites],
  );
  const designationColors = useMemo(
    () => new Map(references.designations.map((item, position) => [item.id, legendColor(position + 3)])),
    [references.designations],
  );
  const [legend, setLegend] = useState<LegendFilter>(openLegendFilter);

  const narrow = useMediaQuery(phoneScreen);
  const columns = useMemo(
    () =>
      attendanceColumns(
        days,
        t,
        {
          search: query.search,
          orderBy: query.orderBy,
          onSearchChange: (text) => latest.current.onSearchChange(text),
          onOrderByChange: (order) => latest.current.onOrderByChange(order),
        },
        narrow,
      ),
    [days, t, query.search, query.orderBy, narrow],
  );

  const context = useMemo<GridCellContext>(
    () => ({
      t,
      locale,
      references: referenceIndex,
      selection,
      pendingEdits,
      legend,
      siteColors,
      designationColors,
      showInOut,
      pay,
      onOpenRegister: (employee) => latest.current.onOpenRegister(employee),
    }),
    [
      t,
      locale,
      referenceIndex,
      selection,
      pendingEdits,
      legend,
      siteColors,
      designationColors,
      showInOut,
      pay,
    ],
  );

  const copied = useRef<CopiedCell | null>(null);

  const editRequest = useCallback(
    (employee: EmployeeAttendance, date: string): CellEditRequest => ({
      employee,
      date,
      day: dayOf(employee, date),
      pending: latest.current.pendingEdits.get(cellKey({ employeeId: employee.id, date })) ?? null,
    }),
    [],
  );

  const paste = (targets: CellEditRequest[]) => {
    const { notify, user, today, onQueueEdit, references: current } = latest.current;
    if (!copied.current) {
      notify('info', t('Copy a cell first (Ctrl+C)'));
      return;
    }
    const result = pasteEdits(
      copied.current,
      targets,
      user,
      today ?? isoToDayKey(new Date().toISOString(), current.timeZone),
      newEditId,
      current.timeZone,
    );
    for (const refusal of result.refusals) notify('warning', t(refusal));
    // a day a device punched is replaced by the paste: never silently (issue #27 item 8)
    if (
      result.overPunches &&
      !window.confirm(t('Some of these days have punches from a device. Paste over them?'))
    )
      return;
    for (const edit of result.edits) onQueueEdit(edit);
  };

  // The day grids' keyboard and mouse selection (shared with the allocation grid).
  const { onCellKeyDown, onCellClick, onCellDoubleClick, onActivePositionChange } = useDayCellKeys<
    GridRow,
    EmployeeAttendance,
    TotalsRow
  >({
    days,
    dayColumnOffset,
    employeeOf: (row) => row?.employee,
    employeeAt: (rowIdx) => loader.getRow(rowIdx),
    loadedEmployees: () => loader.loadedRows().map(({ row }) => row),
    rowCount: () => loader.rowCount,
    selection: () => latest.current.selection,
    onSelectionChange: (next) => latest.current.onSelectionChange(next),
    onEdit: (employee, date) => latest.current.onEditCell(editRequest(employee, date)),
    onCopy: (employee, date) => {
      const request = editRequest(employee, date);
      const result = copyCell(date, request.day, request.pending, latest.current.references.timeZone);
      if (result && 'warning' in result) latest.current.notify('warning', t(result.warning));
      else if (result) copied.current = result.copied;
    },
    onPaste: (targets) => paste(targets.map(({ employee, day }) => editRequest(employee, day))),
  });

  // Alt+I and Alt+S work wherever the focus is inside the grid, the header's search included.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') hideTooltip();
    if (!event.altKey || event.ctrlKey || event.metaKey) return;
    if (isKey(event, 'i')) {
      event.preventDefault();
      latest.current.onAddRow();
    } else if (isKey(event, 's')) {
      event.preventDefault();
      latest.current.onSave();
    }
  };

  // One tooltip for the hovered or keyboard-focused day cell: after a short rest of the pointer,
  // at once on focus; gone on leave, blur or Escape.
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  const hideTooltip = () => {
    clearTimeout(hoverTimer.current);
    setHovered(null);
  };
  const showTooltip = (cell: HTMLElement | null, delayMs: number) => {
    clearTimeout(hoverTimer.current);
    if (!cell) {
      setHovered(null);
      return;
    }
    const rowIdx = Number(cell.dataset.rowIdx);
    const date = cell.dataset.date ?? '';
    if (hovered && hovered.rowIdx === rowIdx && hovered.date === date) return;
    const place = () => setHovered({ rowIdx, date, anchor: cell.getBoundingClientRect() });
    if (delayMs === 0) {
      place();
      return;
    }
    setHovered(null);
    hoverTimer.current = setTimeout(place, delayMs);
  };
  const onMouseOver = (event: React.MouseEvent) =>
    showTooltip((event.target as Element).closest<HTMLElement>('[data-date]'), hoverDelayMs);
  // The focused element is the gridcell; its day view is the child carrying the date.
  const onFocus = (event: React.FocusEvent) =>
    showTooltip((event.target as Element).querySelector<HTMLElement>(':scope > [data-date]'), 0);
  const hoveredEmployee = hovered ? loader.getRow(hovered.rowIdx) : undefined;
  const hoveredKey =
    hoveredEmployee && hovered ? cellKey({ employeeId: hoveredEmployee.id, date: hovered.date }) : null;
  const hoveredDay = hoveredEmployee && hovered ? dayOf(hoveredEmployee, hovered.date) : null;
  const hoveredPending = hoveredKey ? (pendingEdits.get(hoveredKey) ?? null) : null;

  return (
    <GridCellContextValue.Provider value={context}>
      <GridTotalsContext.Provider value={totals}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Alt+I and Alt+S bubble up from the focused cell or the header's search */}
        <div className="muster-grids muster-engine mg-attendance" onKeyDown={onKeyDown}>
          <Legend
            t={t}
            references={references}
            siteColors={siteColors}
            designationColors={designationColors}
            filter={legend}
            onChange={setLegend}
          />
          {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only places the tooltip; the cells stay keyboard-reachable through the grid */}
          <div
            className="mg-grid-frame"
            onMouseOver={onMouseOver}
            onMouseLeave={hideTooltip}
            onFocus={onFocus}
            onBlur={hideTooltip}
          >
            <DataGrid<GridRow, TotalsRow, number>
              ref={gridRef}
              className="rdg-light mg-grid"
              aria-label={t('Attendance grid')}
              columns={columns}
              rows={rows}
              rowHeight={rowHeight}
              headerRowHeight={headerHeight}
              summaryRowHeight={summaryHeight}
              bottomSummaryRows={summaryRows}
              onScroll={(event) => ensureVisible(event.currentTarget)}
              onCellKeyDown={onCellKeyDown}
              onCellClick={onCellClick}
              onCellDoubleClick={onCellDoubleClick}
              onActivePositionChange={onActivePositionChange}
              renderers={gridRenderers}
            />
          </div>
          {hovered && (hoveredDay || hoveredPending) && (
            <CellTooltip
              day={hoveredDay}
              phonePunches={(hoveredEmployee?.phone_punches ?? []).filter(
                (punch) => isoToDayKey(punch.at, timeZone) === hovered.date,
              )}
              pending={hoveredPending}
              references={referenceIndex}
              anchor={hovered.anchor}
              t={t}
            />
          )}
        </div>
      </GridTotalsContext.Provider>
    </GridCellContextValue.Provider>
  );
}
