import {
  approvedPunchRequestState,
  type BusinessEnv,
  punchRequestMessages,
  waitingPunchRequestStates,
} from '@muster/protocol';
import { sql, type Transaction } from 'kysely';
import { zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { TxnError } from '../../../platform/refusal.js';
import { istDayKey } from '../compute/index.js';
import { punchRequestRefusal } from './rules.js';

const waiting = sql.join(waitingPunchRequestStates.map((state) => sql`${state}`));

/**
 * Judges punch requests just created in this transaction (`punchRequestRefusal`), each with
 * its day's stored attendance and its employee's business's zone (the day is that business's
 * midnight), and refuses the write at the first refused one.
 */
export async function checkNewPunchRequests(
  trx: Transaction<Database>,
  env: BusinessEnv,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (!ids.length) return;
  const rows = await sql<{
    employees_id: string;
    attendance_date: Date;
    direction: 'in' | 'out';
    punch_time: Date;
    joining_date: Date | null;
    punch_count: number | null;
    day_status: string | null;
    same_waiting: boolean;
    time_zone: string;
  }>`select r.employees_id, r.attendance_date, r.direction, r.punch_time, e.joining_date,
      ${zoneColumnSql('bz.time_zone')} as time_zone,
      a.total_punch_count as punch_count, s.code as day_status,
      exists (select 1 from punch_requests o where o.id <> r.id and not o.deleted
        and o.employees_id = r.employees_id and o.attendance_date = r.attendance_date
        and o.direction = r.direction and o.request_status in (${waiting})) as same_waiting
    from punch_requests r join employees e on e.id = r.employees_id
      left join partners bz on bz.id = e.partners_id
      left join attendance a on a.employees_id = r.employees_id and a.attendance_date = r.attendance_date and not a.deleted
      left join attendance_status s on s.id = a.attendance_status
    where r.id = any(${ids}::uuid[])`.execute(trx);
  for (const row of rows.rows) {
    const refusal = punchRequestRefusal({
      employeeId: row.employees_id,
      userEmployeeId: env.employees_id,
      dayKey: istDayKey(new Date(row.attendance_date).getTime(), row.time_zone),
      timeZone: row.time_zone,
      direction: row.direction,
      punchMs: new Date(row.punch_time).getTime(),
      nowMs: now.getTime(),
      joinedKey: row.joining_date ? istDayKey(new Date(row.joining_date).getTime(), row.time_zone) : null,
      dayPunchCount: Number(row.punch_count ?? 0),
      dayStatus: row.day_status,
      sameWaiting: row.same_waiting,
    });
    if (refusal) throw new TxnError(refusal);
  }
}

/**
 * After a workflow move of punch requests: a request just decided (approved or rejected,
 * not yet stamped) gets who and when, unless it is the decider's own, which is refused; an
 * approved one becomes a punch with source 'request' at its time (once: the punch names its
 * request). A punch already at that instant is the same punch and is not made twice.
 */
export async function stampPunchRequestDecisions(
  trx: Transaction<Database>,
  env: BusinessEnv,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  if (!ids.length) return;
  const decided = await sql<{ id: string; employees_id: string }>`update punch_requests
    set decided_by = ${env.employees_id}, decided_at = ${now}
    where id = any(${ids}::uuid[]) and decided_at is null
      and request_status in (${approvedPunchRequestState}, 'rejected')
    returning id, employees_id`.execute(trx);
  if (decided.rows.some((row) => row.employees_id === env.employees_id))
    throw new TxnError(punchRequestMessages.ownDecision);
  await sql`insert into punches (employees_id, punched_at, source, punch_requests_id)
    select r.employees_id, date_trunc('minute', r.punch_time), 'request', r.id from punch_requests r
    where r.id = any(${ids}::uuid[]) and r.request_status = ${approvedPunchRequestState}
      and not exists (select 1 from punches p where p.punch_requests_id = r.id)
    on conflict (employees_id, punched_at) do nothing`.execute(trx);
}
