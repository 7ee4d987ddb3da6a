import type { AttendanceCellRef, BusinessEnv } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { zoneColumnSql } from '../../../engine/query/index.js';
import { type RowScope, scopeSql } from '../../../engine/scope/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { istDayKey } from '../compute/index.js';
import { monthInvoicedSql } from '../edits/invoiced-month.js';
import type { ApprovalPlan, StoredCell } from './rules.js';

export interface ApprovalRequest {
  env: BusinessEnv;
  scope: RowScope;
  cells: readonly AttendanceCellRef[];
  /** The status code the written cells get. */
  status: string;
  plan: (cells: (StoredCell | null)[]) => ApprovalPlan;
}

/**
 * Reads the selected cells under a row lock, inside the caller's scope, lets `plan` decide,
 * and sets the status of the cells it keeps. A cell whose row is gone, out of scope, or
 * not the employee and day it claims counts as empty. Answers the plan carried out.
 */
export async function applyApproval(db: Kysely<Database>, request: ApprovalRequest): Promise<ApprovalPlan> {
  return db.transaction().execute(async (trx) => {
    const ids = request.cells.flatMap((cell) => (cell.attendance_id ? [cell.attendance_id] : []));
    const rows = await sql<{
      id: string;
      employees_id: string;
      attendance_date: Date;
      code: string | null;
      status: string | null;
      is_missed_punch: boolean | null;
      invoiced: boolean | null;
      time_zone: string;
    }>`select a.id, a.employees_id, a.attendance_date, t.code, s.code as status, a.is_missed_punch,
        -- the day a cell names is its employee's business's, as the recompute stored it (issue #28 item 2)
        ${zoneColumnSql('bz.time_zone')} as time_zone,
        -- the contract of the allocation covering the day has the day's month invoiced (as the grid's cell reads it)
        (select ${monthInvoicedSql(sql.ref('al.contracts_id'), sql.ref('a.attendance_date'))}
          from allocations al where al.employees_id = a.employees_id and not al.deleted
            and al.allocations_range @> a.attendance_date
          order by al.creation_date desc limit 1) as invoiced
      from attendance a left join attendance_types t on t.id = a.att_type
        left join attendance_status s on s.id = a.attendance_status
        left join employees ez on ez.id = a.employees_id left join partners bz on bz.id = ez.partners_id
      where a.id = any(${ids}::uuid[]) and not a.deleted and ${scopeSql(request.scope, request.env)('a')}
      for update of a`.execute(trx);
    const byId = new Map(rows.rows.map((row) => [row.id, row]));
    const stored = request.cells.map((cell): StoredCell | null => {
      const row = cell.attendance_id ? byId.get(cell.attendance_id) : undefined;
      if (
        !row ||
        row.employees_id !== cell.employees_id ||
        istDayKey(new Date(row.attendance_date).getTime(), row.time_zone) !== cell.attendance_date
      )
        return null;
      return {
        id: row.id,
        attType: row.code,
        status: row.status,
        isMissedPunch: row.is_missed_punch === true,
        invoiced: row.invoiced === true,
      };
    });
    const plan = request.plan(stored);
    if (plan.kind === 'write') {
      const status = await sql<{ id: string }>`select id from attendance_status
        where code = ${request.status} and not deleted`.execute(trx);
      const statusId = status.rows[0]?.id;
      if (!statusId) throw new Error(`The attendance_status master has no ${request.status}`);
      await sql`update attendance set attendance_status = ${statusId}, last_processed_by = ${request.env.employees_id},
          last_modified = now()
        where id = any(${plan.ids}::uuid[])`.execute(trx);
    }
    return plan;
  });
}
