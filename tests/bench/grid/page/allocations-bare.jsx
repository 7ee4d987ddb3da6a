import { useMemo } from 'react';
import { DataGrid } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { AllocationCell, AllocationEmployeeCell, allocationDayOf, lookupsOf } from './allocation-cells.jsx';
import { allocationScenario } from './allocation-data.js';
import { dayHeader } from './rows.js';

/** AllocationGrid's sizes: Employees 200 px, days 80, rows 70, header 60. */
const layout = { employeeWidth: 200, dayWidth: 80, row: 70, header: 60 };

/** The allocation grid's floor: react-data-grid with the same columns and cells and nothing else. */
function columnsOf(days, lookups) {
  return [
    {
      key: 'employee',
      name: 'Employees',
      width: layout.employeeWidth,
      frozen: true,
      renderCell: ({ row }) => <AllocationEmployeeCell employee={row} />,
    },
    ...days.map((day) => ({
      key: day,
      name: dayHeader(day),
      width: layout.dayWidth,
      cellClass: 'bench-day-cell',
      renderCell: ({ row }) => <AllocationCell {...allocationDayOf(row, day)} lookups={lookups} />,
    })),
  ];
}

function BareAllocations({ fixture, days, view }) {
  const columns = useMemo(() => columnsOf(days, lookupsOf(fixture.references)), [days, fixture]);
  return (
    <DataGrid
      className={`rdg-light bench-grid bench-grid-${view}`}
      columns={columns}
      rows={fixture.records}
      rowKeyGetter={(row) => row.id}
      rowHeight={layout.row}
      headerRowHeight={layout.header}
    />
  );
}

export const contender = {
  name: 'react-data-grid (bare), allocations',
  Grid: BareAllocations,
  scroller: (container) => container.querySelector('.rdg'),
  scenario: allocationScenario,
};
