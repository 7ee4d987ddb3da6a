import type { PayrollMonth } from '@muster/payroll-rules';
import type { EmployeeAttendance } from '@muster/protocol';
import type { TestChannel } from '../../../testing/index.js';
import { punchAwaitingTypes } from '../../attendance/approval/index.js';

/**
 * Approves the month's computed days of some employees up to `lastDay` (yyyy-mm-dd), as
 * the attendance grid does, so generation finds payable days (a day short of a punch, or
 * waiting for its request, cannot be).
 */
export async function approveAttendance(
  channel: TestChannel,
  sessionKey: string,
  month: PayrollMonth,
  lastDay: string,
  employeeIds: readonly string[],
): Promise<void> {
  const listed = await channel.txn(
    {
      name: 'txn_attendance_list_with_summary',
      folder: 'attendance',
      params: { from: month.firstDay, to: lastDay, filters: { employees_id: employeeIds } },
    },
    sessionKey,
  );
  if (listed.output.type !== 'success') throw new Error(listed.output.message);
  const list = listed.output.data.records.map((record) => JSON.parse(record) as EmployeeAttendance);
  const cells = list.flatMap((employee) =>
    employee.days
      .filter((day) => day.id && day.att_type && !punchAwaitingTypes.includes(day.att_type.code))
      .map((day) => ({
        attendance_id: day.id,
        employees_id: employee.id,
        attendance_date: day.attendance_date,
      })),
  );
  const reply = await channel.txn(
    { name: 'txn_attendance_approve', folder: 'attendance', params: { cells } },
    sessionKey,
  );
  if (reply.output.type !== 'success') throw new Error(reply.output.message);
}
