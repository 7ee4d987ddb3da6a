import type { EmployeeAllocations, Locale } from '@muster/protocol';
import {
  createContext,
  type Key,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Cell,
  type CellRendererProps,
  type Column,
  DataGrid,
  type DataGridHandle,
  type RenderCellProps,
} from 'react-data-grid';
import { legendColor } from '../attendance/legend/legend-filter';
import type { Notify } from '../attendance/types';
import type { GridsMessageKey } from '../i18n/messages';
import { type GridsTranslate, gridsTranslator } from '../i18n/translate';
import { type CellKey, cellKey } from '../shared/cell-key';
import type { FetchBlock } from '../shared/loader/block-loader';
import { useBlockLoader } from '../shared/loader/use-block-loader';
import { useDayCellKeys } from '../shared/selection/use-day-cell-keys';
import {
  type AllocationDayView,
  type AllocationEdit,
  type AllocationEdits,
  allocationDay,
  type CopiedAllocation,
  copyAllocation,
  isCompleteEdit,
  pasteAllocation,
} from './allocation-edits';
import { type AllocationReferences, allocationEmployeeName } from './types';

export interface AllocationGridProps {
  /** Compared by value: a change reloads the rows. */
  query: unknown;
  fetchBlock: FetchBlock<EmployeeAllocations>;
  days: readonly string[];
  references: AllocationReferences;
  locale: Locale;
  /** The screen's contract: new allocations go to it; none chosen refuses edits. */
  contractId: string | null;
  selection: ReadonlySet<CellKey>;
  onSelectionChange: (selection: ReadonlySet<CellKey>) => void;
  edits: AllocationEdits;
  /** Called once per pasted cell: update with a function of the previous edits. */
  onQueueEdit: (edit: AllocationEdit) => void;
  onEditCell: (employee: EmployeeAllocations, day: string) => void;
  notify: Notify;
  reloadToken?: number;
  /** Week view 80vh (spec 001 §9); the month view the attendance grid's 76vh. */
  view: 'week' | 'month';
  onLoadError?: (error: unknown) => void;
}

interface GridRow {
  employee: EmployeeAllocations | undefined;
}
const placeholderRow: GridRow = { employee: undefined };
const rowHeight = 70;
const headerHeight = 60;
/**
 * A day column is at least wide enough for a cell's two lines ('MOR Mandi Plant', 'regular
 * HKP'), and the days share what the grid has beyond that (a week fills the screen; a month
 * scrolls): #27 item 8.
 */
const dayMinWidth = 120;
const weekdays: GridsMessageKey[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Legend groups of the allocation grid (spec 001 §2): unchecked items are dimmed. */
interface AllocationLegendFilter {
  contracts: ReadonlySet<string>;
  sites: ReadonlySet<string>;
  designations: ReadonlySet<string>;
}
type LegendGroup = keyof AllocationLegendFilter;

interface CellContext {
  t: GridsTranslate;
  references: AllocationReferences;
  labels: Map<string, string>;
  codes: Map<string, string>;
  colors: Map<string, string>;
  off: AllocationLegendFilter;
  edits: AllocationEdits;
  selection: ReadonlySet<CellKey>;
}

const CellContextValue = createContext<CellContext | null>(null);

/** A day's gridcell says whether the day is selected (the grid is multi-selectable), as the attendance grid's. */
function SelectableDayCell(props: CellRendererProps<GridRow, unknown>) {
  const selection = useContext(CellContextValue)?.selection;
  const employee = props.row.employee;
  const selected =
    employee !== undefined &&
    props.column.key !== 'employee' &&
    (selection?.has(cellKey({ employeeId: employee.id, date: props.column.key })) ?? false);
  return <Cell {...props} aria-selected={selected} />;
}
const gridRenderers = {
  renderCell: (key: Key, props: CellRendererProps<GridRow, unknown>) => (
    <SelectableDayCell key={key} {...props} />
  ),
};

const leaveStatusLabel: Record<string, GridsMessageKey> = {
  final_approved: 'Final approved',
  intermediate_approved: 'Intermediate approved',
};

/**
 * The allocation grid (spec 001 §2 "Allocation grid"): one row per employee, one column per
 * day, each cell the day's shift, site, allocation type and department, or the approved
 * leave in its place. Rows come from the block loader and the keyboard is the attendance
 * grid's (shared/); edits are queued by the screen until Save.
 */
export function AllocationGrid(props: AllocationGridProps) {
  const { days, references, locale, selection, edits, view } = props;
  const latest = useRef(props);
  latest.current = props;
  const t = useMemo(() => gridsTranslator(locale), [locale]);
  const { loader, version } = useBlockLoader({
    query: props.query,
    fetchBlock: props.fetchBlock,
    reloadToken: props.reloadToken,
    onLoadError: props.onLoadError,
  });
  const gridRef = useRef<DataGridHandle>(null);
  useLayoutEffect(() => {
    gridRef.current?.element?.setAttribute('aria-multiselectable', 'true');
  }, []);

  // Unchanged rows keep their objects, as in the attendance grid, so react-data-grid re-renders
  // only the rows a block filled: before, every block's arrival (the idle prefetches too)
  // re-rendered every row on screen.
  const shownRows = useRef<GridRow[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version marks a change of the loader's rows
  const rows = useMemo<GridRow[]>(() => {
    const previous = shownRows.current;
    const next = new Array<GridRow>(loader.rowCount).fill(placeholderRow);
    for (const { offset, rows: blockRows } of loader.loadedBlockRows())
      blockRows.forEach((employee, position) => {
        const index = offset + position;
        if (index >= next.length) return;
        const shown = previous[index];
        next[index] = shown && shown.employee === employee ? shown : { employee };
      });
    shownRows.current = next;
    return next;
  }, [loader, version]);

  const [off, setOff] = useState<AllocationLegendFilter>({
    contracts: new Set(),
    sites: new Set(),
    designations: new Set(),
  });
  const lookups = useMemo(() => {
    const labels = new Map<string, string>();
    const codes = new Map<string, string>();
    const colors = new Map<string, string>();
    const groups = [
      references.contracts,
      references.sites,
      references.designations,
      references.shifts,
      references.departments,
      references.allocationTypes,
    ];
    for (const [groupIndex, group] of groups.entries())
      for (const [position, item] of group.entries()) {
        labels.set(item.id, item.label);
        codes.set(item.id, item.code ?? item.label);
        if (groupIndex < 3) colors.set(item.id, legendColor(position + groupIndex * 3));
      }
    return { labels, codes, colors };
  }, [references]);

  // Memoised: every cell reads it, so a new object re-rendered every cell on screen at each
  // render of the grid (a block's arrival, a legend click).
  const context = useMemo<CellContext>(
    () => ({ t, references, ...lookups, off, edits, selection }),
    [t, references, lookups, off, edits, selection],
  );
  const columns = useMemo<Column<GridRow>[]>(
    () => [
      {
        key: 'employee',
        name: t('Employees'),
        frozen: true,
        width: 200,
        renderCell: ({ row }) =>
          row.employee ? (
            <div className="mg-alloc-employee">
              <span className="mg-alloc-code">{row.employee.code}</span>
              <span>{allocationEmployeeName(row.employee, locale)}</span>
            </div>
          ) : null,
      },
      ...days.map<Column<GridRow>>((day) => ({
        key: day,
        name: `${t(weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()] as GridsMessageKey)} ${Number(day.slice(8))}`,
        minWidth: dayMinWidth,
        renderCell: (cellProps: RenderCellProps<GridRow>) => <AllocationDayCell {...cellProps} day={day} />,
      })),
    ],
    [days, t, locale],
  );

  const copied = useRef<CopiedAllocation | null>(null);
  const keys = useDayCellKeys<GridRow, EmployeeAllocations>({
    days,
    dayColumnOffset: 1,
    employeeOf: (row) => row?.employee,
    employeeAt: (rowIdx) => loader.getRow(rowIdx),
    loadedEmployees: () => loader.loadedRows().map(({ row }) => row),
    rowCount: () => loader.rowCount,
    selection: () => latest.current.selection,
    onSelectionChange: (next) => latest.current.onSelectionChange(next),
    onEdit: (employee, day) => latest.current.onEditCell(employee, day),
    onCopy: (employee, day) => {
      const queued = latest.current.edits.get(cellKey({ employeeId: employee.id, date: day }));
      copied.current = copyAllocation(allocationDay(employee, day), queued) ?? copied.current;
    },
    onPaste: (targets) => {
      const { notify, contractId, edits: queued, onQueueEdit } = latest.current;
      if (!copied.current) {
        notify('info', t('Copy a cell first (Ctrl+C)'));
        return;
      }
      const result = pasteAllocation(copied.current, targets, contractId, queued);
      for (const refusal of result.refusals) notify('warning', t(refusal as GridsMessageKey));
      for (const edit of result.edits) onQueueEdit(edit);
    },
  });

  const ensureVisible = (element: HTMLDivElement | null | undefined) => {
    const first = Math.floor((element?.scrollTop ?? 0) / rowHeight);
    loader.ensureRange(first, first + Math.ceil((element?.clientHeight ?? 600) / rowHeight));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's value restarts the rows from the top
  useLayoutEffect(() => ensureVisible(gridRef.current?.element), [loader, JSON.stringify(props.query)]);

  const toggle = useCallback(
    (group: LegendGroup, id: string) =>
      setOff((current) => {
        const next = new Set(current[group]);
        if (!next.delete(id)) next.add(id);
        return { ...current, [group]: next };
      }),
    [],
  );

  return (
    <CellContextValue.Provider value={context}>
      <div className={`muster-grids muster-engine mg-allocations mg-allocations-${view}`}>
        <AllocationLegend t={t} references={references} colors={lookups.colors} off={off} onToggle={toggle} />
        <DataGrid<GridRow>
          ref={gridRef}
          className="rdg-light mg-grid mg-alloc-grid"
          aria-label={t('Allocation grid')}
          columns={columns}
          rows={rows}
          rowHeight={rowHeight}
          headerRowHeight={headerHeight}
          onScroll={(event) => ensureVisible(event.currentTarget)}
          renderers={gridRenderers}
          {...keys}
        />
      </div>
    </CellContextValue.Provider>
  );
}

/**
 * The legend's three groups, each item a checkbox that dims the cells naming it. Memoised, as
 * the attendance grid's: it re-rendered with every block's arrival, React re-setting each
 * checkbox.
 */
const AllocationLegend = memo(function AllocationLegend({
  t,
  references,
  colors,
  off,
  onToggle,
}: {
  t: GridsTranslate;
  references: AllocationReferences;
  colors: Map<string, string>;
  off: AllocationLegendFilter;
  onToggle: (group: LegendGroup, id: string) => void;
}) {
  return (
    <section className="mg-legend" aria-label={t('Legend')}>
      {(
        [
          ['contracts', 'Contracts', references.contracts],
          ['sites', 'Sites', references.sites],
          ['designations', 'Designations', references.designations],
        ] as const
      ).map(([group, title, items]) => (
        <fieldset key={group} className="mg-legend-group">
          <legend>{t(title)}</legend>
          {items.map((item) => (
            <label key={item.id} className="mg-legend-item">
              <input
                type="checkbox"
                checked={!off[group].has(item.id)}
                onChange={() => onToggle(group, item.id)}
              />
              <span className="mg-swatch" style={{ background: colors.get(item.id) }} />
              {item.label}
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
});

/** One day cell: the queued edit over the stored allocation, or the leave in its place. */
function AllocationDayCell({ row, day }: RenderCellProps<GridRow> & { day: string }) {
  const context = useContext(CellContextValue);
  const employee = row.employee;
  if (!context || !employee) return null;
  const key = cellKey({ employeeId: employee.id, date: day });
  const view: AllocationDayView = allocationDay(employee, day);
  const edit = context.edits.get(key);
  const selected = context.selection.has(key);
  const classes = ['mg-alloc-cell'];
  if (selected) classes.push('mg-selected');
  if (view.leave) {
    const half = view.leave.half_day_duration;
    classes.push('mg-alloc-leave');
    if (half === 'first_half' || half === 'second_half') classes.push(`mg-alloc-${half.replace('_', '-')}`);
    const status = leaveStatusLabel[view.leave.leave_status];
    return (
      <div className={classes.join(' ')} data-date={day}>
        <span className="mg-alloc-line">{view.leave.leave_type_code ?? ''}</span>
        <span className="mg-alloc-line mg-alloc-status">{status ? context.t(status) : ''}</span>
      </div>
    );
  }
  const shown = edit ?? view.allocation;
  if (!shown) return <div className={classes.join(' ')} data-date={day} />;
  if (edit) classes.push(isCompleteEdit(edit) ? 'mg-alloc-edited' : 'mg-alloc-invalid');
  const code = (id: string | null) => (id ? (context.codes.get(id) ?? '') : '');
  const contractId = 'contracts_id' in shown ? shown.contracts_id : null;
  const dimmed =
    (contractId && context.off.contracts.has(contractId)) ||
    (shown.sites_id && context.off.sites.has(shown.sites_id)) ||
    ('products_id' in shown && shown.products_id && context.off.designations.has(shown.products_id));
  if (dimmed) classes.push('mg-dimmed');
  return (
    <div
      className={classes.join(' ')}
      data-date={day}
      style={{ borderLeftColor: shown.sites_id ? context.colors.get(shown.sites_id) : undefined }}
      title={[shown.allocation_type, shown.sites_id, shown.shifts_id, shown.departments_id]
        .map((id) => (id ? (context.labels.get(id) ?? '') : ''))
        .filter(Boolean)
        .join(' · ')}
    >
      <span className="mg-alloc-line">
        <b>{code(shown.shifts_id)}</b> {code(shown.sites_id)}
      </span>
      <span className="mg-alloc-line">
        {code(shown.allocation_type)} {code(shown.departments_id)}
      </span>
    </div>
  );
}
