import type { EmployeeAttendance } from '@muster/protocol';
import type { Column } from 'react-data-grid';
import type { GridsMessageKey } from '../../i18n/messages';
import type { GridsTranslate } from '../../i18n/translate';
import { DayCell } from '../cells/DayCell';
import type { AttendanceQuery } from '../types';
import { EmployeeCell } from './EmployeeCell';
import { EmployeeHeader } from './EmployeeHeader';
import { DayTotalSummary, EmployeeTotalCell, GrandTotalSummary, RowCountSummary } from './TotalCells';

/** A grid row: its employee, undefined while its block loads (a placeholder row). */
export interface GridRow {
  employee: EmployeeAttendance | undefined;
}
/** The one pinned bottom row; its cells read the totals from the grid context. */
export interface TotalsRow {
  id: 'totals';
}

export const employeeColumnKey = 'employee';
export const totalColumnKey = 'total';
/** Spec 001 §9: date cells are 80 wide. */
const dayWidth = 80;

const weekdays: GridsMessageKey[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export interface EmployeeHeaderState {
  search: string;
  orderBy: AttendanceQuery['orderBy'];
  onSearchChange: (text: string) => void;
  onOrderByChange: (order: AttendanceQuery['orderBy']) => void;
}

/**
 * Employees pinned left, one column per day, totals pinned right (`frozen: 'end'`). On a
 * phone (`narrow`) the two pinned columns would fill its 390 px and no day would show: the
 * employees column narrows to code and name, and the totals scroll in after the last day.
 */
export function attendanceColumns(
  days: readonly string[],
  t: GridsTranslate,
  header: EmployeeHeaderState,
  narrow = false,
): Column<GridRow, TotalsRow>[] {
  return [
    {
      key: employeeColumnKey,
      name: t('Employees'),
      frozen: true,
      width: narrow ? 124 : 230,
      cellClass: 'mg-employee-cell',
      renderHeaderCell: () => <EmployeeHeader t={t} {...header} />,
      renderCell: ({ row }) => <EmployeeCell employee={row.employee} />,
      renderSummaryCell: () => <RowCountSummary />,
    },
    ...days.map(
      (date): Column<GridRow, TotalsRow> => ({
        key: date,
        name: date,
        width: dayWidth,
        minWidth: dayWidth,
        cellClass: 'mg-day-cell',
        headerCellClass: weekdayOf(date) === 0 ? 'mg-day-head mg-sunday' : 'mg-day-head',
        renderHeaderCell: () => (
          <div className="mg-day-title">
            {t(weekdays[weekdayOf(date)] ?? 'Sun')}
            <strong>{Number(date.slice(8, 10))}</strong>
          </div>
        ),
        renderCell: ({ row, rowIdx }) => <DayCell employee={row.employee} rowIdx={rowIdx} date={date} />,
        renderSummaryCell: () => <DayTotalSummary date={date} />,
      }),
    ),
    {
      key: totalColumnKey,
      name: t('Total'),
      frozen: narrow ? false : 'end',
      width: 270,
      cellClass: 'mg-total-cell',
      headerCellClass: 'mg-total-head',
      renderCell: ({ row }) => <EmployeeTotalCell employee={row.employee} />,
      renderSummaryCell: () => <GrandTotalSummary />,
    },
  ];
}
