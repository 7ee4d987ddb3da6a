import type { PayrollMonth } from '@muster/payroll-rules';
import { approvedStatuses } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { AttendanceApprovalCounts } from '../rules/attendance-gate.js';

/**
 * Whose days a generation pays: payroll's employees (all their days), or invoices' contracts
 * (the days stored under the contracts' allocations, the days an invoice bills).
 */
export type GenerationDays = { employees: readonly string[] } | { contracts: readonly string[] };

/** The month's attendance days a generation covers, approved and not, in one statement. */
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
  const counted = await sql<AttendanceApprovalCounts>`select
      count(*) filter (where not approved)::int as "unapprovedDays",
      count(distinct employees_id) filter (where not approved)::int as "unapprovedEmployees",
      count(*) filter (where approved)::int as "approvedDays"
    from (select a.employees_id, coalesce(s.code = any(${approvedStatuses}::text[]), false) as approved
      from attendance a left join attendance_status s on s.id = a.attendance_status
      where ${whose} and not a.deleted
        and a.attendance_date >= ${month.start} and a.attendance_date < ${month.end}) days`.execute(db);
  return counted.rows[0] ?? { unapprovedDays: 0, unapprovedEmployees: 0, approvedDays: 0 };
}
