import type { PayrollMonth, PayslipAttendance } from '@muster/payroll-rules';
import { type AttendanceCode, attendanceCodes, type SummaryGroup, summariseGroups } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';

/** The attendance statuses payroll pays on: a day is paid once approved (spec 001 §4). */
export const approvedStatuses = ['final_approved', 'settled'] as const;

/**
 * The month's approved attendance of some employees, through protocol's month totals
 * (`summariseGroups`, the rules the grid shows): payable days and overtime; working days
 * are the month's days less its approved weekly offs and holidays; days paid are the days
 * paying anything (a half day is a day paid, as ESIC counts days and EPFO's NCP days
 * leave it out); leave days are leaves with and without pay. An employee with no
 * approved day gets 0 payable days.
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
  const groups = new Map<string, SummaryGroup[]>();
  const daysPaid = new Map<string, number>();
  for (const row of rows.rows) {
    const attType = attendanceCodes.find((code) => code === row.code) as AttendanceCode | undefined;
    if (!attType) continue;
    daysPaid.set(row.employees_id, (daysPaid.get(row.employees_id) ?? 0) + row.paid);
    const list = groups.get(row.employees_id) ?? [];
    list.push({
      attType,
      status: row.status,
      days: row.days,
      overtimeMinutes: row.overtime,
      deficitMinutes: row.deficit,
      payableDays: row.payable,
    });
    groups.set(row.employees_id, list);
  }
  return new Map(
    employeeIds.map((id) => {
      const totals = summariseGroups(groups.get(id) ?? []);
      return [
        id,
        {
          payableDays: totals.total_payable_days,
          workingDays: month.daysInMonth - totals.weeklyOff - totals.holidays,
          overtimeMinutes: totals.overtime_minutes,
          daysPaid: daysPaid.get(id) ?? 0,
          leaveDays: totals.leaves + totals.leaveWithoutPay,
        },
      ];
    }),
  );
}
