import { type Kysely, sql } from 'kysely';
import { addDays, istDayKey, istDayStart } from '../../domain/attendance/compute/index.js';
import { recomputeAfterPunches } from '../../domain/attendance/recompute/index.js';
import { zoneOfBusiness } from '../../engine/scope/business-zone.js';
import type { Database } from '../../platform/db/schema.js';
import { demoTimeZone } from './seed-rows.js';

/**
 * emp1's punch requests (issue #29 item 5) on first start: emp1's two latest unapproved
 * Present days of the last ten days lose their out punch (Single Punch days); for the latest
 * emp1 has already asked for it back with a reason, so ro1 has a request to decide and the
 * day shows PR; the other is left for emp1 to request. A demo without two such days (emp1
 * absent for ten days) gets what it has, and says so.
 */
export async function seedDemoPunchRequest(db: Kysely<Database>, swhandle: string): Promise<void> {
  // emp1's business's yesterday
  const [business] = (
    await sql<{ id: string }>`select id from partners where lower(sw_handle) = lower(${swhandle})`.execute(db)
  ).rows;
  const zone = business ? await zoneOfBusiness(db, business.id) : demoTimeZone;
  const yesterday = addDays(istDayKey(Date.now(), zone), -1);
  const days = (
    await sql<{ employees_id: string; partners_id: string; attendance_date: Date; out_timestamp: Date }>`
      select a.employees_id, e.partners_id, a.attendance_date, a.out_timestamp
      from attendance a join employees e on e.id = a.employees_id join partners p on p.id = e.partners_id
        join attendance_types t on t.id = a.att_type
      where lower(e.code) = 'emp1' and lower(p.sw_handle) = lower(${swhandle}) and not a.deleted
        and a.attendance_status is null and t.code = 'P' and a.out_timestamp is not null
        and a.attendance_date >= ${new Date(istDayStart(addDays(yesterday, -9), zone))}
      order by a.attendance_date desc limit 2`.execute(db)
  ).rows;
  if (days.length < 2)
    console.warn(
      `Demo: emp1 has ${days.length} Present days in the last ten days, not 2: fewer punch requests seeded`,
    );
  const [day] = days;
  if (!day) return;
  const out = new Date(day.out_timestamp);
  await db.transaction().execute(async (trx) => {
    for (const single of days) {
      const lost = new Date(single.out_timestamp);
      await sql`delete from punches where employees_id = ${single.employees_id}
        and punched_at >= ${lost} and punched_at < ${new Date(lost.getTime() + 60_000)}`.execute(trx);
    }
    await sql`insert into punch_requests (partners_id, employees_id, attendance_date, direction, punch_time, reason,
        request_status, txn_state, created_by)
      values (${day.partners_id}, ${day.employees_id}, ${day.attendance_date}, 'out', ${out},
        'Forgot to punch out at the gate', 'created', 'created', ${day.employees_id})`.execute(trx);
  });
  const first = new Date(days.at(-1)?.out_timestamp ?? out);
  await recomputeAfterPunches(db, new Map([[day.employees_id, { from: first, to: out }]]));
}
