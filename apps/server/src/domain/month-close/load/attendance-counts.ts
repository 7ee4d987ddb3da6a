import type { PayrollMonth } from '@muster/payroll-rules';
import { approvedStatuses } from '@muster/payroll-rules';
import { decidedAttendanceStatuses } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { AttendanceApprovalCounts } from '../rules/attendance-gate.js';

/**
 * Whose days a generation pays: payroll's employees (all their days), or invoices' contracts
 * (the days stored under the contracts' allocations, the days an invoice bills).
 */
export type GenerationDays = { employees: readonly string[] } | { contracts: readonly string[] };

/**
 * The month's unapproved attendance days a generation covers, and only if there are any,
 * whether any is approved. Unapproved is undecided, as the month-close screen counts it
 * (protocol's `decidedAttendanceStatuses`): a rejected day is decided (not paid), so it is
 * no reason to ask, and a month of rejected and approved days generates without a question
 * (issue #32 items 1 and 2). Read through the status: at generation most days are approved, and
 * counting every day of 100,000 employees (3.1 million rows) held the generate reply for
 * seconds (tests/bench/payroll); the unapproved are few, found by `attendance_status`'s index.
 */
export async function loadAttendanceApproval(
  db: Kysely<Database>,
  days: GenerationDays,
  month: PayrollMonth,
): Promise<AttendanceApprovalCounts> {
  const whose =
    'employees' in days
      ? sql`a.employees_id = any(${days.employees}::uuid[])`
      : sql`a.allocations_id in (select id from allocations
          where contracts_id = any(${days.contracts}::uuid[]) and not deleted)`;
  const decided = [...decidedAttendanceStatuses];
  const inMonth = sql`${whose} and not a.deleted
    and a.attendance_date >= ${month.start} and a.attendance_date < ${month.end}`;
  const unapproved = await sql<Omit<AttendanceApprovalCounts, 'anyApproved'>>`select
      count(*)::int as "unapprovedDays", count(distinct a.employees_id)::int as "unapprovedEmployees"
    from attendance a
    where ${inMonth} and (a.attendance_status is null or a.attendance_status in
      (select id from attendance_status where not (code = any(${decided}::text[])))) `.execute(db);
  const counts = unapproved.rows[0] ?? { unapprovedDays: 0, unapprovedEmployees: 0 };
  if (!counts.unapprovedDays) return { ...counts, anyApproved: false };
  const approved = await sql<{ any: boolean }>`select exists (select 1 from attendance a
      join attendance_status s on s.id = a.attendance_status
      where ${inMonth} and s.code = any(${approvedStatuses}::text[])) as any`.execute(db);
  return { ...counts, anyApproved: approved.rows[0]?.any ?? false };
}
