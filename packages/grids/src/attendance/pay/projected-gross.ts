import { type PayProjection, projectPay } from '@muster/payroll-rules';
import type { EmployeeAttendance } from '@muster/protocol';
import { registerRows } from '../register/register-rows';
import type { AttendanceReferences, PendingEdit } from '../types';
import { projectedDays } from './projected-days';
import type { EmployeeInputs } from './use-payslips-inputs';

/** What the grid's totals column projects pay from: the inputs and the range's days. */
export interface GridPay {
  inputs: ReadonlyMap<string, EmployeeInputs>;
  references: AttendanceReferences;
  /** The grid's range, `YYYY-MM-DD`: the month of its first day is projected. */
  from: string;
  to: string;
  today: string;
  rupees: Intl.NumberFormat;
}

/**
 * An employee's projected pay in the grid: its days as the register view reads them (the
 * register's rows, queued edits overlaid, then `projectedDays`), through payroll-rules'
 * `projectPay` — the register's projection, not a second one.
 */
export function employeeProjection(
  employee: EmployeeAttendance,
  inputs: Parameters<typeof projectPay>[0],
  pay: GridPay,
  /** The employee's queued edit of a day, if any. */
  pendingOf: (date: string) => PendingEdit | null,
): PayProjection {
  const rows = registerRows(
    employee.days,
    pay.from,
    pay.to,
    true,
    pay.references,
    pendingOf,
    employee.shifts_id,
  );
  return projectPay(inputs, projectedDays(rows), pay.today);
}
