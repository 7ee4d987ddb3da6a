import { useMemo } from 'react';
import { DataGrid } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { pinnedRowHeight, programRowHeight } from '../../../../packages/grids/src/duty-charts/row-heights.ts';
import { dutyChartScenario } from './duty-chart-data.js';
import { dayHeader } from './rows.js';

/**
 * The duty chart's floor: react-data-grid with DutyChartGrid's columns, row heights and cells as
 * an admin sees them (each entry's ×, each cell's '+' picker, each program's Edit), and nothing
 * else: no edits held, the picker never filled.
 */
const layout = { programWidth: 220, dayWidth: 190, header: 50 };
const slotText = ([from, to]) => `${minutes(from % 1440)}–${minutes(to % 1440)}`;
const minutes = (count) =>
  `${String(Math.floor(count / 60)).padStart(2, '0')}:${String(count % 60).padStart(2, '0')}`;
const statusClass = { final_approved: ' bench-duty-final', rejected: ' bench-duty-rejected' };

function Entries({ people, pinned }) {
  return (
    <div className={pinned ? 'bench-duty bench-duty-pinned' : 'bench-duty'}>
      {people.map((person) => (
        <span
          key={person.employees_id}
          className={`bench-duty-entry${statusClass[person.leave_status] ?? ''}`}
        >
          <span>
            {person.code} {person.name}
          </span>
          <button type="button" aria-label={`Remove ${person.name}`}>
            ×
          </button>
        </span>
      ))}
      <select aria-label="Add an employee" value="" onChange={() => {}}>
        <option value="">+</option>
      </select>
    </div>
  );
}

function columnsOf(week) {
  return [
    {
      key: 'program',
      name: 'Programs',
      width: layout.programWidth,
      frozen: true,
      renderCell: ({ row }) => (
        <div className="bench-duty">
          <b>{row.name}</b>
          <span>
            {row.code} · {slotText(row.time_slot)}
          </span>
          <button type="button">Edit</button>
        </div>
      ),
      renderSummaryCell: ({ row }) => <b>{row.kind === 'weeklyOff' ? 'Weekly Off' : 'Leaves'}</b>,
    },
    ...week.days.map((day) => ({
      key: day,
      name: dayHeader(day),
      width: layout.dayWidth,
      renderCell: ({ row }) => <Entries people={row.cells[day]?.employees ?? []} />,
      renderSummaryCell: ({ row }) =>
        row.kind === 'weeklyOff' ? (
          <Entries people={week.weeklyOffs[day] ?? []} pinned />
        ) : (
          <div className="bench-duty bench-duty-pinned">
            {(week.leaves[day] ?? []).map((leave) => (
              <span
                key={leave.leaves_id}
                className={`bench-duty-entry${statusClass[leave.leave_status] ?? ''}`}
              >
                {leave.code} {leave.leave_type_code ?? ''}
              </span>
            ))}
          </div>
        ),
    })),
  ];
}

const pinnedRows = [{ kind: 'weeklyOff' }, { kind: 'leaves' }];

function BareDutyCharts({ week }) {
  const columns = useMemo(() => columnsOf(week), [week]);
  const largest = (count) => Math.max(1, ...week.days.map(count));
  // The pinned rows' cap is a quarter of the grid's body, which DutyChartGrid measures: here the
  // 76vh grid's body is known from the window.
  const summaryHeight = pinnedRowHeight(
    largest((day) => (week.weeklyOffs[day]?.length ?? 0) + 1),
    largest((day) => week.leaves[day]?.length ?? 0),
    Math.floor(window.innerHeight * 0.76) - layout.header,
  );
  return (
    <DataGrid
      className="rdg-light bench-grid"
      columns={columns}
      rows={week.programs}
      rowKeyGetter={(program) => program.id}
      rowHeight={(program) =>
        programRowHeight(
          Math.max(1, ...week.days.map((day) => (program.cells[day]?.employees.length ?? 0) + 1)),
        )
      }
      headerRowHeight={layout.header}
      bottomSummaryRows={pinnedRows}
      summaryRowHeight={summaryHeight}
    />
  );
}

export const contender = {
  name: 'react-data-grid (bare), duty charts',
  Grid: BareDutyCharts,
  scroller: (container) => container.querySelector('.rdg'),
  scenario: dutyChartScenario,
};
