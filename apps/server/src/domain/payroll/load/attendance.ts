import {
  approvedStatuses,
  type PaidSummaryGroup,
  type PayrollMonth,
  type PayslipAttendance,
  payslipAttendance,
} from '@muster/payroll-rules';
import { type AttendanceCode, attendanceCodes } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';

/**
 * The month's approved attendance of some employees, grouped by type and status in SQL and
 * summed by payroll-rules' `payslipAttendance` (the summary live pay runs on the screen's
 * days). An employee with no approved day gets 0 payable days.
 */
export async function loadApprovedAttendance(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  month: PayrollMonth,
): Promise<Map<string, PayslipAttendance>> {
  const rows = await sql<{
    employees_id: string;
    code: string;
    status: string;
    days: number;
    overtime: number;
    deficit: number;
    payable: number;
    paid: number;
  }>`select a.employees_id, t.code, s.code as status, count(*)::int as days,
      (count(*) filter (where a.payable_days > 0))::int as paid,
      coalesce(sum(a.overtime_minutes), 0)::int as overtime,
      coalesce(sum(least(a.deficit_minutes, 0)), 0)::int as deficit,
      coalesce(sum(a.payable_days), 0)::float8 as payable
    from attendance a join attendance_types t on t.id = a.att_type
      join attendance_status s on s.id = a.attendance_status
    where a.employees_id = any(${employeeIds}::uuid[]) and not a.deleted
      and a.attendance_date >= ${month.start} and a.attendance_date < ${month.end}
      and s.code = any(${approvedStatuses}::text[])
    group by a.employees_id, t.code, s.code`.execute(db);
  const groups = new Map<string, PaidSummaryGroup[]>();
  for (const row of rows.rows) {
    const attType = attendanceCodes.find((code) => code === row.code) as AttendanceCode | undefined;
    if (!attType) continue;
    const list = groups.get(row.employees_id) ?? [];
    list.push({
      attType,
      status: row.status,
      days: row.days,
      paid: row.paid,
      overtimeMinutes: row.overtime,
      deficitMinutes: row.deficit,
      payableDays: row.payable,
    });
    groups.set(row.employees_id, list);
  }
  return new Map(employeeIds.map((id) => [id, payslipAttendance(groups.get(id) ?? [], month)]));
}
