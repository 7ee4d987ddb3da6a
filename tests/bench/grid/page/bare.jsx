import { useMemo } from 'react';
import { DataGrid } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { DayCell, DayTotalCell, EmployeeCell, GrandTotalCell, RowCountCell, TotalCell } from './cells.jsx';
import { attendanceScenario } from './month.js';
import { dayHeader, dayOf, employeeRows, layout, totalsRow } from './rows.js';

/** The floor: react-data-grid with the same columns and cells and nothing else. */
function columnsOf(days) {
  return [
    {
      key: 'employee',
      name: 'Employees',
      width: layout.employeeWidth,
      frozen: true,
      renderCell: ({ row }) => <EmployeeCell row={row} />,
      renderSummaryCell: ({ row }) => <RowCountCell totals={row} />,
    },
    ...days.map((date) => ({
      key: date,
      name: dayHeader(date),
      width: layout.dayWidth,
      cellClass: 'bench-day-cell',
      renderCell: ({ row }) => <DayCell day={dayOf(row, date)} />,
      renderSummaryCell: ({ row }) => <DayTotalCell totals={row} date={date} />,
    })),
    {
      key: 'total',
      name: 'Total',
      width: layout.totalWidth,
      frozen: 'end',
      renderCell: ({ row }) => <TotalCell row={row} />,
      renderSummaryCell: ({ row }) => <GrandTotalCell totals={row} />,
    },
  ];
}

function BareGrid({ fixture, days }) {
  const columns = useMemo(() => columnsOf(days), [days]);
  const rows = useMemo(() => employeeRows(fixture.records), [fixture]);
  const summaryRows = useMemo(() => [totalsRow(rows)], [rows]);
  return (
    <DataGrid
      className="rdg-light bench-grid"
      columns={columns}
      rows={rows}
      rowKeyGetter={(row) => row.id}
      bottomSummaryRows={summaryRows}
      rowHeight={layout.row}
      headerRowHeight={layout.header}
      summaryRowHeight={layout.summary}
    />
  );
}

export const contender = {
  name: 'react-data-grid (bare)',
  Grid: BareGrid,
  scroller: (container) => container.querySelector('.rdg'),
  scenario: attendanceScenario,
};
