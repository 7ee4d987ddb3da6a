import { type Kysely, type RawBuilder, sql } from 'kysely';
import { businessDaySql, businessMonthStartSql, zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { addDays } from '../compute/index.js';
import type { AffectedDays } from './affected-days.js';

/** Approved days are paid as approved: a change of master data or policy never rewrites them. */
const approvedStatuses = ['intermediate_approved', 'final_approved', 'settled'];

/** Whether an attendance row's status (the SQL of its `attendance_status`) is none of the approved ones. */
export const unapprovedStatus = (status: RawBuilder<unknown>) =>
  sql`not exists (select 1 from attendance_status s where s.id = ${status} and s.code = any(${approvedStatuses}))`;

/** A stored day of an employee as the open-month rule reads it. */
export interface StoredDayState {
  employeeId: string;
  /** Its business's day, YYYY-MM-DD. */
  day: string;
  approved: boolean;
  /** Its month is closed for the row's business (month_closes). */
  closed: boolean;
  /**
   * Its result reads the attendance policy: a holiday or weekly off with work (overtime or a
   * compensatory off, and the credit's days), or a day under a leave at its first approval
   * (counted or pending as the policy says). No other day's figures can move with the policy.
   */
  readsPolicy: boolean;
}

/**
 * Which days a change recomputes: every open day of the employees (their shift, weekly off or
 * shift's times may move any day), or only the stored ones that read the policy.
 */
export type ChangedRule = 'every day' | 'policy';

/** The days a rule change recomputes, and the days a closed month kept from it. */
export interface OpenMonthDays {
  affected: AffectedDays;
  /** Unapproved stored days left alone because their month is closed. */
  closedDays: number;
}

/**
 * The days of `employeeIds` a change of what the day computation reads recomputes (README
 * "Writes of attendance's inputs"): every day of the employee's current month up to its
 * today (a day not stored yet is computed), and every unapproved stored day of an earlier
 * month; without the approved days (paid as approved) and the days of closed months (the month
 * lock), whose unapproved days are counted. `todayOf` is each employee's today in its own
 * business's zone: a shift is no business's, so one change may reach businesses whose days and
 * months turn at different instants (issue #28 item 2). An employee with none of these stored
 * gets nothing. A policy change takes only the stored days that read the policy (`readsPolicy`).
 * Pure: `stored` are the employees' stored days that are unapproved or in their current month.
 */
export function openMonthDays(
  employeeIds: readonly string[],
  stored: readonly StoredDayState[],
  todayOf: ReadonlyMap<string, string>,
  rule: ChangedRule,
): OpenMonthDays {
  const affected: AffectedDays = new Map();
  const read = rule === 'policy' ? stored.filter((row) => row.readsPolicy) : stored;
  // an employee with no stored day here was never computed (a business's admin without a shift): nothing to recompute
  const computed = new Set(read.map((row) => row.employeeId));
  for (const employeeId of employeeIds) {
    const today = todayOf.get(employeeId);
    if (!computed.has(employeeId) || today === undefined) continue;
    const days = new Set<string>();
    if (rule === 'every day')
      for (let day = `${today.slice(0, 8)}01`; day <= today; day = addDays(day, 1)) days.add(day);
    affected.set(employeeId, days);
  }
  let closedDays = 0;
  for (const row of read) {
    const days = affected.get(row.employeeId);
    const today = todayOf.get(row.employeeId);
    if (!days || today === undefined || row.day > today) continue;
    if (row.approved || row.closed) days.delete(row.day);
    else days.add(row.day);
    if (row.closed && !row.approved) closedDays += 1;
  }
  for (const [employeeId, days] of affected) if (!days.size) affected.delete(employeeId);
  return { affected, closedDays };
}

/**
 * The stored days `openMonthDays` reads, one statement: each employee's unapproved days, and
 * every day of its business's month holding `now` (an approved one must be left out of it),
 * with whether its month is closed for the business the row belongs to and whether it reads
 * the policy (the leave's status as load-inputs reads it: a leave day's own, else its leave's).
 */
export async function loadStoredDayStates(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  now: Date,
): Promise<StoredDayState[]> {
  if (!employeeIds.length) return [];
  // each day named, and each current month opened, in its business's zone, as the recompute names them
  const zone = zoneColumnSql('dz.time_zone');
  const businessDay = businessDaySql(sql`d.attendance_date`, zone);
  const rows = await sql<{
    employees_id: string;
    day: string;
    approved: boolean;
    closed: boolean;
    reads_policy: boolean;
  }>`
    select d.employees_id, ${businessDay} as day, not ${unapprovedStatus(sql`d.attendance_status`)} as approved,
      exists (select 1 from month_closes c where c.partners_id = d.partners_id and c.month = left(${businessDay}, 7)) as closed,
      (exists (select 1 from attendance_types t where t.id = d.att_type and t.code in ('H', 'WO'))
          and (d.working_minutes > 0 or d.total_punch_count > 0))
        or coalesce(d.compensatory_off_days, 0) > 0
        or exists (select 1 from leaves l join leaves__leave_days ld on ld.parent_id = l.id
          where l.employees_id = d.employees_id and not l.deleted and not ld.deleted
            and coalesce(ld.leave_status, l.leave_status) = 'intermediate_approved'
            and ld.leave_period @> d.attendance_date) as reads_policy
    from attendance d left join partners dz on dz.id = d.partners_id
    where d.employees_id = any(${[...employeeIds]}::uuid[]) and not d.deleted
      and (d.attendance_date >= ${businessMonthStartSql(sql`${now}::timestamptz`, zone)}
        or ${unapprovedStatus(sql`d.attendance_status`)})`.execute(db);
  return rows.rows.map((row) => ({
    employeeId: row.employees_id,
    day: row.day,
    approved: row.approved,
    closed: row.closed,
    readsPolicy: row.reads_policy,
  }));
}
