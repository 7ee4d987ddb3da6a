import { payrollMonthOfKey } from '@muster/payroll-rules';
import {
  type BusinessEnv,
  type ClosedMonthRecord,
  defaultBusinessTimeZone,
  isPrincipalUser,
  type MonthCloseBusiness,
  type MonthCloseEvent,
  monthCloseMessages,
  type Waiver,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { closedAmong, closedMonthRefusal } from '../month-lock/month-lock.js';
import { loadStepCounts } from './load/step-counts.js';
import { stepsInTheWay } from './rules/steps.js';

/** Who may see a month's steps (admin and HR), and who may close and reopen it (admin). */
function refuseUnless(allowed: boolean): void {
  if (!allowed) throw new TxnError(monthCloseMessages.notPermitted);
}

/** A business whose month the user sees, with its zone: its month is counted in it. */
interface SeenBusiness {
  id: string;
  name: string;
  timeZone: string;
}

/** The businesses whose month the user sees: its own; and every contractor for a principal employer. */
async function businessesOf(db: Kysely<Database>, env: BusinessEnv): Promise<SeenBusiness[]> {
  const rows = await sql<SeenBusiness>`select id, coalesce(name, code, '') as name,
      coalesce(time_zone, ${defaultBusinessTimeZone}::text) as "timeZone"
    from partners
    where not deleted and (id = ${env.partners_id} or ${isPrincipalUser(env)})
    order by id <> ${env.partners_id}, name, id`.execute(db);
  return rows.rows;
}

/** The month of some businesses: each step's count, whether closed, and its close record. */
async function loadBusinessMonths(
  db: Kysely<Database>,
  env: BusinessEnv,
  businesses: readonly SeenBusiness[],
  month: string,
): Promise<MonthCloseBusiness[]> {
  const ids = businesses.map((business) => business.id);
  const [counts, closes, events] = await Promise.all([
    loadStepCounts(db, businesses, month),
    sql<{ partners_id: string; closed_at: Date; closed_by: string }>`select partners_id, closed_at, closed_by
      from month_closes where partners_id = any(${ids}::uuid[]) and month = ${month}`.execute(db),
    sql<MonthCloseEvent & { partners_id: string; done_at: Date }>`select ev.partners_id, ev.action, ev.step,
        ev.reason, ev.done_by, coalesce(e.code, '') as done_by_name, ev.done_at
      from month_close_events ev left join employees e on e.id = ev.done_by
      where ev.partners_id = any(${ids}::uuid[]) and ev.month = ${month}
      order by ev.seq`.execute(db),
  ]);
  return businesses.map((business) => {
    const closed = closes.rows.find((row) => row.partners_id === business.id);
    const found = counts.find((row) => row.partnerId === business.id);
    if (!found) throw new Error(`no counts for ${business.id}`);
    return {
      partners_id: business.id,
      business: business.name,
      time_zone: business.timeZone,
      own: business.id === env.partners_id,
      counts: found.counts,
      closed: closed ? { at: closed.closed_at.toISOString(), by: closed.closed_by } : null,
      events: events.rows
        .filter((row) => row.partners_id === business.id)
        .map(({ partners_id: _, done_at, ...event }) => ({ ...event, done_at: done_at.toISOString() })),
    };
  });
}

/** The month-close screen's rows (issue #32 item 1), the user's own business first. */
export async function monthCloseStatus(
  db: Kysely<Database>,
  env: BusinessEnv,
  month: string,
): Promise<MonthCloseBusiness[]> {
  refuseUnless(env.isAdmin || env.isHR);
  return loadBusinessMonths(db, env, await businessesOf(db, env), month);
}

/** The user's own business's row after a close or reopen. */
async function ownMonth(db: Kysely<Database>, env: BusinessEnv, month: string): Promise<MonthCloseBusiness> {
  const own = (await businessesOf(db, env)).filter((business) => business.id === env.partners_id);
  const [row] = await loadBusinessMonths(db, env, own, month);
  if (!row) throw new Error('the business is not found');
  return row;
}

/**
 * Closes the user's business's month (issue #32 item 3): admin only, a month that is over,
 * every step at 0 or waived with a reason. Under a lock on the business's row, so two closes
 * (or a close and a reopen) run one after the other. Records each waiver of a step still open,
 * then the close; nothing else changes (no payslip is regenerated).
 */
export async function closeMonth(
  db: Kysely<Database>,
  env: BusinessEnv,
  month: string,
  waivers: readonly Waiver[],
  now = new Date(),
): Promise<MonthCloseBusiness> {
  refuseUnless(env.isAdmin);
  const [own] = (await businessesOf(db, env)).filter((business) => business.id === env.partners_id);
  if (!own) throw new Error('the business is not found');
  // over when the business's own month has ended, in its zone
  if (payrollMonthOfKey(month, own.timeZone).end.getTime() > now.getTime())
    throw new TxnError(monthCloseMessages.notOver);
  await db.transaction().execute(async (trx) => {
    await sql`select id from partners where id = ${env.partners_id} for update`.execute(trx);
    const [closed] = await closedAmong(trx, [{ partnerId: env.partners_id, month }]);
    if (closed) throw closedMonthRefusal(closed);
    const [counts] = await loadStepCounts(trx, [own], month, now.getTime());
    if (!counts) throw new Error('the business is not found');
    const open = stepsInTheWay(counts.counts, waivers);
    if (open.length)
      throw new TxnError(`${monthCloseMessages.stepsOpen}: ${open.join(', ')}`, { steps: open });
    const waived = waivers.filter((waiver) => counts.counts[waiver.step] > 0);
    for (const waiver of waived)
      await sql`insert into month_close_events (partners_id, month, action, step, reason, done_by)
        values (${env.partners_id}, ${month}, 'waive', ${waiver.step}, ${waiver.reason}, ${env.employees_id})`.execute(
        trx,
      );
    await sql`insert into month_close_events (partners_id, month, action, done_by)
      values (${env.partners_id}, ${month}, 'close', ${env.employees_id})`.execute(trx);
    await sql`insert into month_closes (partners_id, month, closed_by)
      values (${env.partners_id}, ${month}, ${env.employees_id})`.execute(trx);
  });
  return ownMonth(db, env, month);
}

/** Reopens it (issue #32 item 3): admin only, with a reason, recorded. */
export async function reopenMonth(
  db: Kysely<Database>,
  env: BusinessEnv,
  month: string,
  reason: string,
): Promise<MonthCloseBusiness> {
  refuseUnless(env.isAdmin);
  await db.transaction().execute(async (trx) => {
    await sql`select id from partners where id = ${env.partners_id} for update`.execute(trx);
    const removed =
      await sql`delete from month_closes where partners_id = ${env.partners_id} and month = ${month}`.execute(
        trx,
      );
    if (!Number(removed.numAffectedRows ?? 0)) throw new TxnError(monthCloseMessages.notClosed);
    await sql`insert into month_close_events (partners_id, month, action, reason, done_by)
      values (${env.partners_id}, ${month}, 'reopen', ${reason}, ${env.employees_id})`.execute(trx);
  });
  return ownMonth(db, env, month);
}

/** How many closed months the grid and calendar are told of: two years, newest first. */
const shownLocks = 24;

/** The closed months of the businesses the user sees (issue #32 item 3: the grid and calendar show the lock). */
export async function closedMonthsOf(db: Kysely<Database>, env: BusinessEnv): Promise<ClosedMonthRecord[]> {
  const ids = (await businessesOf(db, env)).map((business) => business.id);
  const rows =
    await sql<ClosedMonthRecord>`select c.partners_id, coalesce(p.name, p.code, '') as business, c.month
    from month_closes c join partners p on p.id = c.partners_id
    where c.partners_id = any(${ids}::uuid[])
    order by c.month desc, p.name limit ${shownLocks * ids.length}`.execute(db);
  return rows.rows;
}
