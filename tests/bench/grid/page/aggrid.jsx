import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { DayCell, DayTotalCell, EmployeeCell, GrandTotalCell, RowCountCell, TotalCell } from './cells.jsx';
import { attendanceScenario } from './month.js';
import { dayHeader, dayOf, employeeRows, layout, totalsRow } from './rows.js';

ModuleRegistry.registerModules([AllCommunityModule]);

/** Each column's React renderer: the employee row's cell, or the pinned bottom row's. */
const rendererOf = (Row, Bottom) => (params) =>
  params.node.rowPinned === 'bottom' ? <Bottom totals={params.data} /> : <Row row={params.data} />;

function columnsOf(days) {
  return [
    {
      colId: 'employee',
      headerName: 'Employees',
      width: layout.employeeWidth,
      pinned: 'left',
      cellRenderer: rendererOf(EmployeeCell, RowCountCell),
    },
    ...days.map((date) => ({
      colId: date,
      headerName: dayHeader(date),
      width: layout.dayWidth,
      cellRenderer: (params) =>
        params.node.rowPinned === 'bottom' ? (
          <DayTotalCell totals={params.data} date={date} />
        ) : (
          <DayCell day={dayOf(params.data, date)} />
        ),
    })),
    {
      colId: 'total',
      headerName: 'Total',
      width: layout.totalWidth,
      pinned: 'right',
      cellRenderer: rendererOf(TotalCell, GrandTotalCell),
    },
  ];
}

const defaultColDef = { sortable: false, resizable: false, suppressMovable: true, cellStyle: { padding: 0 } };

function AgGrid({ fixture, days }) {
  const columns = useMemo(() => columnsOf(days), [days]);
  const rows = useMemo(() => employeeRows(fixture.records), [fixture]);
  const bottomRows = useMemo(() => [totalsRow(rows)], [rows]);
  return (
    <div className="bench-grid">
      <AgGridReact
        theme={themeQuartz}
        columnDefs={columns}
        defaultColDef={defaultColDef}
        rowData={rows}
        getRowId={(params) => params.data.id}
        pinnedBottomRowData={bottomRows}
        rowHeight={layout.row}
        headerHeight={layout.header}
        getRowHeight={(params) => (params.node.rowPinned ? layout.summary : layout.row)}
      />
    </div>
  );
}

export const contender = {
  name: 'AG Grid Community',
  Grid: AgGrid,
  // AG Grid 36 scrolls both ways in one viewport.
  scroller: (container) => container.querySelector('.ag-grid-viewport'),
  scenario: attendanceScenario,
};
