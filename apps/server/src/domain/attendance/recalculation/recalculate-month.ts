import { defaultBusinessTimeZone } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { addDays, earlierDay, istDayKey, istDayStart } from '../compute/index.js';
import { recomputeEmployeeAttendance } from '../recompute/index.js';

/** A calendar month's first and last days (of the contract's business), the last cut at today (no row is kept for a future day). */
export function monthDays(
  year: number,
  month: number,
  today: string,
): { first: string; last: string } | null {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const last = earlierDay(addDays(next, -1), today);
  return last < first ? null : { first, last };
}

/** The employees allocated under the contract at any time of `first`..`last`, days of `timeZone`. */
export async function contractEmployees(
  db: Kysely<Database>,
  contractId: string,
  first: string,
  last: string,
  timeZone: string,
): Promise<string[]> {
  const range = sql`tstzrange(${new Date(istDayStart(first, timeZone))}, ${new Date(istDayStart(addDays(last, 1), timeZone))})`;
  const rows = await sql<{ employees_id: string }>`select distinct a.employees_id from allocations a
    where a.contracts_id = ${contractId} and not a.deleted and a.employees_id is not null
      and a.allocations_range && ${range}
    order by a.employees_id`.execute(db);
  return rows.rows.map((row) => row.employees_id);
}

/** The zone of the business a contract belongs to (contracts.partners_id). */
async function contractZone(db: Kysely<Database>, contractId: string): Promise<string> {
  const rows = await sql<{ time_zone: string }>`select ${zoneColumnSql('bz.time_zone')} as time_zone
    from contracts c left join partners bz on bz.id = c.partners_id where c.id = ${contractId}`.execute(db);
  return rows.rows[0]?.time_zone ?? defaultBusinessTimeZone;
}

/** Recalculations under way, by contract and month: asking again while one runs starts no second one. */
const running = new Map<string, Promise<void>>();

/**
 * Starts recomputing the month of every employee of the contract in the background, one
 * employee per transaction (so the grid sees employees done as they finish), and answers
 * at once. A failure is logged: the days keep their last computation.
 */
export function startMonthRecalculation(
  db: Kysely<Database>,
  contractId: string,
  year: number,
  month: number,
  now: Date = new Date(),
): void {
  const key = `${contractId}:${year}-${month}`;
  if (running.has(key)) return;
  const job = (async () => {
    // the month and its today are the contract's business's (issue #28 item 2)
    const timeZone = await contractZone(db, contractId);
    const days = monthDays(year, month, istDayKey(now.getTime(), timeZone));
    if (!days) return;
    for (const employeeId of await contractEmployees(db, contractId, days.first, days.last, timeZone))
      await recomputeEmployeeAttendance(db, employeeId, days.first, days.last, now);
  })()
    .catch((error: unknown) => console.error(`attendance recalculation ${key} failed`, error))
    .finally(() => running.delete(key));
  running.set(key, job);
}
