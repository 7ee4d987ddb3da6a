import type { EmployeeAttendance } from '@muster/protocol';
import { RegisterIcon } from '../cells/marks';
import { employeeName } from '../editor/labels';
import { useGridCellContext } from './grid-context';

/** Code and name, and the table icon that opens the employee's register view. */
export function EmployeeCell({ employee }: { employee: EmployeeAttendance | undefined }) {
  const { t, locale, onOpenRegister } = useGridCellContext();
  if (!employee) return <div className="mg-employee mg-loading">{t('Loading…')}</div>;
  const label = t('Show Register View');
  return (
    // Code over name, the button beside both: one grid, no wrapper for the text (one element a row fewer).
    <div className="mg-employee">
      <span className="mg-employee-code">{employee.code}</span>
      <span className="mg-employee-name">{employeeName(employee, locale)}</span>
      <button
        type="button"
        className="mg-icon-button"
        title={label}
        tabIndex={-1}
        onClick={(event) => {
          event.stopPropagation();
          onOpenRegister(employee);
        }}
      >
        <RegisterIcon label={label} />
      </button>
    </div>
  );
}
