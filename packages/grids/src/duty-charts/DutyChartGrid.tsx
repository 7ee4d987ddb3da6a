import type {
  DutyChartLeave,
  DutyChartPerson,
  DutyChartProgram,
  DutyChartWeek,
  Locale,
} from '@muster/protocol';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import {
  type Column,
  DataGrid,
  type DataGridHandle,
  type RenderCellProps,
  type RenderSummaryCellProps,
} from 'react-data-grid';
import { minutesToTimeText } from '../attendance/editor/time-text';
import type { GridsMessageKey } from '../i18n/messages';
import { type GridsTranslate, gridsTranslator } from '../i18n/translate';
import { pinnedRowHeight, programRowHeight } from './row-heights';
import { shownEntries, shownWeeklyOffs, type WeekEdits } from './week-edits';

export interface DutyChartGridProps {
  week: DutyChartWeek;
  edits: WeekEdits;
  /** Employees an entry can name (the day cells' and Weekly Off row's pickers). */
  employees: readonly DutyChartPerson[];
  /** Admin or DCO (spec 001 §5 "Duty charts"): day cells and the program column are editable. */
  editable: boolean;
  locale: Locale;
  onAdd: (program: DutyChartProgram, day: string, person: DutyChartPerson) => void;
  onRemove: (program: DutyChartProgram, day: string, employeeId: string) => void;
  onAddWeeklyOff: (day: string, person: DutyChartPerson) => void;
  onRemoveWeeklyOff: (day: string, entry: DutyChartLeave | DutyChartPerson) => void;
  /** Opens the Programs column editor (name, code, time slot) on a program. */
  onEditProgram: (program: DutyChartProgram) => void;
}

type PinnedRow = { kind: 'weeklyOff' } | { kind: 'leaves' };
const pinnedRows: readonly PinnedRow[] = [{ kind: 'weeklyOff' }, { kind: 'leaves' }];
const headerRowHeight = 50;

/** The grid's body height (without the header), followed as the grid resizes; null until measured. */
function useBodyHeight(grid: RefObject<DataGridHandle | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = grid.current?.element;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight - headerRowHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid]);
  return height;
}
const weekdays: GridsMessageKey[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const slotText = (slot: [number, number] | null) =>
  slot ? `${minutesToTimeText(slot[0] % 1440)}–${minutesToTimeText(slot[1] % 1440)}` : '';

/** Whether a program still runs on a day (spec 001 §5: not after its deactivation date). */
const runsOn = (program: DutyChartProgram, day: string) =>
  program.deactivation_date === null || day <= program.deactivation_date;

/**
 * The duty-charts grid (spec 001 §2 "Duty-charts grid"): a row per program, a column per day
 * of the week, each cell the employees on it (an X removes one, a picker adds one), and the
 * pinned 'Weekly Off' and 'Leaves' rows. Rows grow with their largest cell (70 + 40 per
 * extra employee; the Leaves row 40 + 40 per extra, at most 300); the pinned rows are capped
 * so they never hide the programs (row-heights.ts), their cells scrolling inside.
 */
export function DutyChartGrid(props: DutyChartGridProps) {
  const { week, edits, editable, locale } = props;
  const t = useMemo(() => gridsTranslator(locale), [locale]);
  const grid = useRef<DataGridHandle>(null);
  const bodyHeight = useBodyHeight(grid);

  const columns = useMemo<Column<DutyChartProgram, PinnedRow>[]>(
    () => [
      {
        key: 'program',
        name: t('Programs'),
        frozen: true,
        width: 220,
        renderCell: ({ row }) => (
          <div className="mg-duty-cell">
            <b>{row.name}</b>
            <span>
              {row.code} · {slotText(row.time_slot)}
            </span>
            {editable && (
              <button
                type="button"
                className="me-button"
                aria-label={t('Edit {{name}}', { name: row.name })}
                onClick={() => props.onEditProgram(row)}
              >
                {t('Edit')}
              </button>
            )}
          </div>
        ),
        renderSummaryCell: ({ row }) => <b>{t(row.kind === 'weeklyOff' ? 'Weekly Off' : 'Leaves')}</b>,
      },
      ...week.days.map<Column<DutyChartProgram, PinnedRow>>((day) => ({
        key: day,
        name: `${t(weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()] as GridsMessageKey)} ${Number(day.slice(8))}`,
        width: 190,
        renderCell: ({ row }: RenderCellProps<DutyChartProgram, PinnedRow>) => (
          <ProgramDayCell {...props} t={t} program={row} day={day} canEdit={editable && runsOn(row, day)} />
        ),
        renderSummaryCell: ({ row }: RenderSummaryCellProps<PinnedRow, DutyChartProgram>) =>
          row.kind === 'weeklyOff' ? (
            <WeeklyOffCell {...props} t={t} day={day} />
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a capped pinned cell scrolls, and a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
            <div className="mg-duty-cell mg-duty-pinned" tabIndex={0}>
              {(week.leaves[day] ?? []).map((leave) => (
                <span
                  key={`${leave.leaves_id}|${day}`}
                  className={`mg-duty-entry ${statusClass(leave.leave_status)}`}
                >
                  {leave.code} {leave.leave_type_code ?? ''}
                </span>
              ))}
            </div>
          ),
      })),
    ],
    [week, editable, t, props],
  );

  const rowHeight = (program: DutyChartProgram) =>
    programRowHeight(
      Math.max(1, ...week.days.map((day) => shownEntries(edits, program, day).length + (editable ? 1 : 0))),
    );
  const summaryHeight = pinnedRowHeight(
    Math.max(1, ...week.days.map((day) => shownWeeklyOffs(week, edits, day).length + (editable ? 1 : 0))),
    Math.max(1, ...week.days.map((day) => week.leaves[day]?.length ?? 0)),
    bodyHeight,
  );

  return (
    <DataGrid<DutyChartProgram, PinnedRow>
      ref={grid}
      className="rdg-light mg-grid mg-duty-grid"
      aria-label={t('Duty charts grid')}
      columns={columns}
      rows={week.programs}
      rowKeyGetter={(program) => program.id}
      rowHeight={rowHeight}
      headerRowHeight={headerRowHeight}
      bottomSummaryRows={pinnedRows}
      summaryRowHeight={summaryHeight}
    />
  );
}

const statusClass = (status: string | null) =>
  status === 'final_approved' ? 'mg-final' : status === 'rejected' ? 'mg-rejected' : '';

/**
 * A cell's '+' picker. Its employee options are drawn only while it has focus (focus comes
 * before a click opens it, and before any key): a week of cells each listing every employee
 * made ten thousand options, which slowed every render and scan of the page.
 */
function EmployeePicker({
  t,
  employees,
  shown,
  onPick,
}: {
  t: GridsTranslate;
  employees: readonly DutyChartPerson[];
  shown: readonly DutyChartPerson[];
  onPick: (person: DutyChartPerson) => void;
}) {
  const [focused, setFocused] = useState(false);
  const taken = new Set(shown.map((person) => person.employees_id));
  return (
    <select
      aria-label={t('Add an employee')}
      value=""
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onChange={(event) => {
        const person = employees.find((candidate) => candidate.employees_id === event.target.value);
        if (person) onPick(person);
      }}
    >
      <option value="">+</option>
      {focused &&
        employees
          .filter((person) => !taken.has(person.employees_id))
          .map((person) => (
            <option key={person.employees_id} value={person.employees_id}>
              {person.code} {person.name}
            </option>
          ))}
    </select>
  );
}

function ProgramDayCell({
  t,
  program,
  day,
  canEdit,
  edits,
  employees,
  onAdd,
  onRemove,
}: DutyChartGridProps & { t: GridsTranslate; program: DutyChartProgram; day: string; canEdit: boolean }) {
  const shown = shownEntries(edits, program, day);
  return (
    <div className="mg-duty-cell">
      {shown.map((person) => (
        <span key={person.employees_id} className="mg-duty-entry">
          <span>
            {person.code} {person.name}
          </span>
          {canEdit && (
            <button
              type="button"
              aria-label={t('Remove {{name}}', { name: person.name })}
              onClick={() => onRemove(program, day, person.employees_id)}
            >
              ×
            </button>
          )}
        </span>
      ))}
      {canEdit && (
        <EmployeePicker
          t={t}
          employees={employees}
          shown={shown}
          onPick={(person) => onAdd(program, day, person)}
        />
      )}
    </div>
  );
}

function WeeklyOffCell({
  t,
  week,
  day,
  edits,
  employees,
  editable,
  onAddWeeklyOff,
  onRemoveWeeklyOff,
}: DutyChartGridProps & { t: GridsTranslate; day: string }) {
  const shown = shownWeeklyOffs(week, edits, day);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: as the Leaves cell, a capped pinned cell scrolls and must be reachable by keyboard
    <div className="mg-duty-cell mg-duty-pinned" tabIndex={0}>
      {shown.map((entry) => (
        <span
          key={entry.employees_id}
          className={`mg-duty-entry ${'leave_status' in entry ? statusClass(entry.leave_status) : ''}`}
        >
          <span>
            {entry.code} {entry.name}
          </span>
          {editable && (
            <button
              type="button"
              aria-label={t('Remove {{name}}', { name: entry.name })}
              onClick={() => onRemoveWeeklyOff(day, entry)}
            >
              ×
            </button>
          )}
        </span>
      ))}
      {editable && (
        <EmployeePicker
          t={t}
          employees={employees}
          shown={shown}
          onPick={(person) => onAddWeeklyOff(day, person)}
        />
      )}
    </div>
  );
}
