import type { PayrollMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { applyApproval, planApproval, punchAwaitingTypes } from '../../domain/attendance/approval/index.js';
import { istDayKey } from '../../domain/attendance/compute/index.js';
import { deriveEnvironment } from '../../engine/auth/environment.js';
import type { RowScope } from '../../engine/scope/index.js';
import { actingAs } from '../../platform/db/acting.js';
import type { Database } from '../../platform/db/schema.js';

/** The attendance an admin lists: the whole of its own business (the folder's policy). */
const ownBusiness: RowScope = {
  nothing: false,
  partner: { kind: 'own' },
  limits: null,
  excludeIds: [],
  onlyIds: null,
  employedBy: null,
};

/**
 * Final-approves a month's computed days of every business `handles` names, as its admin
 * would in the grid: through the approval's own read-decide-write (`applyApproval` with
 * `planApproval`), so the status is the one a user's approval writes and
 * `last_processed_by` names the admin, and so does each day's audit trail. Single Punch days are left out, as the grid
 * refuses them (spec 001 §4): they stay unapproved and unpaid. Answers the days written.
 */
export async function approveDemoMonth(
  db: Kysely<Database>,
  handles: readonly string[],
  month: PayrollMonth,
): Promise<number> {
  let written = 0;
  for (const handle of handles) {
    const admin = await sql<{
      id: string;
      code: string;
      partners_id: string;
      groups_id: string[] | null;
      sw_handle: string;
      business_name: string;
      time_zone: string;
    }>`select e.id, e.code, e.partners_id, e.groups_id, p.sw_handle, p.name as business_name, p.time_zone
      from employees e join partners p on p.id = e.partners_id
      where lower(p.sw_handle) = lower(${handle}) and e.code = 'admin' and not e.deleted`.execute(db);
    const signedIn = admin.rows[0];
    if (!signedIn) continue;
    const env = await deriveEnvironment(db, signedIn);
    const days = await sql<{ id: string; employees_id: string; attendance_date: Date }>`
      select a.id, a.employees_id, a.attendance_date from attendance a
        join attendance_types t on t.id = a.att_type
      where a.partners_id = ${env.partners_id} and not a.deleted
        and t.code <> all(${[...punchAwaitingTypes]}::text[])
        and a.attendance_date >= ${month.start} and a.attendance_date < ${month.end}`.execute(db);
    if (!days.rows.length) continue;
    // the approval is the admin's change: the days' audit trail names it (platform/db/acting.ts)
    const actor = { userId: signedIn.id, txn: 'txn_attendance_approve' };
    const plan = await actingAs(actor, () =>
      applyApproval(db, {
        env,
        scope: ownBusiness,
        cells: days.rows.map((day) => ({
          attendance_id: day.id,
          employees_id: day.employees_id,
          // the business's day, as its grid names the cell
          attendance_date: istDayKey(new Date(day.attendance_date).getTime(), signedIn.time_zone),
        })),
        status: 'final_approved',
        plan: (cells) => planApproval(cells, 'final_approved'),
      }),
    );
    if (plan.kind === 'refused')
      throw new Error(`The demo's ${month.key} approval was refused: ${plan.message}`);
    written += plan.ids.length;
  }
  return written;
}
