import { type Kysely, sql } from 'kysely';
import { addDays, istDayKey, istDayStart } from '../../domain/attendance/compute/index.js';
import { recomputeAfterPunches } from '../../domain/attendance/recompute/index.js';
import type { Database } from '../../platform/db/schema.js';

/**
 * emp1's waiting punch request (issue #29 item 5), for ro1 to decide on first start: emp1's
 * latest unapproved Present day of the last ten days loses its out punch (the day is then a
 * Single Punch) and emp1 asks for it back with a reason; the day shows PR until ro1 decides.
 * A demo without such a day (emp1 absent for ten days) gets no request, and says so.
 */
export async function seedDemoPunchRequest(db: Kysely<Database>, swhandle: string): Promise<void> {
  const yesterday = addDays(istDayKey(Date.now()), -1);
  const day = (
    await sql<{ employees_id: string; partners_id: string; attendance_date: Date; out_timestamp: Date }>`
      select a.employees_id, e.partners_id, a.attendance_date, a.out_timestamp
      from attendance a join employees e on e.id = a.employees_id join partners p on p.id = e.partners_id
        join attendance_types t on t.id = a.att_type
      where lower(e.code) = 'emp1' and lower(p.sw_handle) = lower(${swhandle}) and not a.deleted
        and a.attendance_status is null and t.code = 'P' and a.out_timestamp is not null
        and a.attendance_date >= ${new Date(istDayStart(addDays(yesterday, -9)))}
      order by a.attendance_date desc limit 1`.execute(db)
  ).rows[0];
  if (!day) {
    console.warn('Demo: emp1 has no Present day in the last ten days, so no punch request was seeded');
    return;
  }
  const out = new Date(day.out_timestamp);
  await db.transaction().execute(async (trx) => {
    await sql`delete from punches where employees_id = ${day.employees_id}
      and punched_at >= ${out} and punched_at < ${new Date(out.getTime() + 60_000)}`.execute(trx);
    await sql`insert into punch_requests (partners_id, employees_id, attendance_date, direction, punch_time, reason,
        request_status, txn_state, created_by)
      values (${day.partners_id}, ${day.employees_id}, ${day.attendance_date}, 'out', ${out},
        'Forgot to punch out at the gate', 'created', 'created', ${day.employees_id})`.execute(trx);
  });
  await recomputeAfterPunches(db, new Map([[day.employees_id, { from: out, to: out }]]));
}
