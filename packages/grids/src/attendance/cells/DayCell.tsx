import type { EmployeeAttendance } from '@muster/protocol';
import { memo } from 'react';
import { useGridCellContext } from '../grid/grid-context';
import { cellVisibility } from '../legend/legend-filter';
import { cellKey } from '../types';
import { dayCellView, dayOf } from './cell-view';
import { EditFlag, StatusMark } from './marks';

interface DayCellProps {
  employee: EmployeeAttendance | undefined;
  rowIdx: number;
  date: string;
}

/**
 * One employee's day: code, shift, working and overtime hours, optional in/out, the marks,
 * and the selection, queued-edit and legend states. `data-row-idx`/`data-date` let the grid
 * find the hovered cell for its single tooltip.
 */
export const DayCell = memo(function DayCell({ employee, rowIdx, date }: DayCellProps) {
  const { t, references, selection, pendingEdits, legend, siteColors, designationColors, showInOut } =
    useGridCellContext();
  if (!employee) return <div className="mg-cell mg-loading" />;
  const key = cellKey({ employeeId: employee.id, date });
  const day = dayOf(employee, date);
  const view = dayCellView(day, pendingEdits.get(key) ?? null, references, employee.shifts_id);
  const selected = selection.has(key);
  const visibility = view
    ? cellVisibility(
        {
          sitesId: view.sitesId,
          designation: view.designation,
          code: view.code,
          status: day?.attendance_status ?? null,
        },
        legend,
      )
    : 'shown';
  const classes = ['mg-cell'];
  if (view && visibility !== 'hidden') classes.push(`mg-tone-${view.tone}`);
  if (visibility !== 'shown') classes.push(`mg-${visibility}`);
  if (view?.pending) classes.push('mg-pending');
  if (view?.invoiced) classes.push('mg-invoiced');
  if (selected) classes.push('mg-selected');
  const siteColor = view?.sitesId ? siteColors.get(view.sitesId) : undefined;
  const designationColor = view?.designation ? designationColors.get(view.designation) : undefined;
  return (
    <div
      className={classes.join(' ')}
      data-row-idx={rowIdx}
      data-date={date}
      style={
        siteColor || designationColor
          ? ({ '--mg-site': siteColor, '--mg-designation': designationColor } as React.CSSProperties)
          : undefined
      }
    >
      {view && visibility !== 'hidden' && (
        <>
          {/* Lines are blocks, not flex rows (flex measured every item twice: a third of the
              cells' layout): code and shift touch, and the one space before the marks or the
              overtime is where `text-align-last: justify` pushes them to the line's end. */}
          <div className="mg-cell-line mg-spread">
            <span className="mg-code">{view.code ?? ''}</span>
            <span className="mg-shift">{view.shift}</span>
            {(view.deficit || view.edit || view.status || view.leavePending) && ' '}
            {(view.deficit || view.edit || view.status || view.leavePending) && (
              <span className="mg-marks">
                {view.leavePending && (
                  <span className="mg-leave-pending" title={t('Leave pending')}>
                    L?
                  </span>
                )}
                {view.deficit && (
                  <span className="mg-deficit" title={t('Deficit')}>
                    *
                  </span>
                )}
                {/* No <title>: the cell's hover tooltip is the one tooltip here. */}
                {view.edit && <EditFlag edit={view.edit} t={t} titled={false} />}
                {view.status && <StatusMark status={view.status} t={t} titled={false} />}
              </span>
            )}
          </div>
          {/* Working hours as the line's own text: one element fewer a cell. */}
          <div className="mg-cell-line mg-spread mg-hours">
            {view.working} <span className="mg-overtime">{view.overtime}</span>
          </div>
          {showInOut && view.inOut && <div className="mg-cell-line mg-inout">{view.inOut}</div>}
        </>
      )}
    </div>
  );
});
