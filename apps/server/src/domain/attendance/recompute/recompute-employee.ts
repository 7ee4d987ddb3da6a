import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { addDays, earlierDay, istDayKey } from '../compute/index.js';
import { loadEmployeeInputs } from './load-inputs.js';
import { inputReadRange, planDays } from './plan-days.js';
import { writeDays } from './write-days.js';

/** The longest range one call recomputes: a month, with room for a week either side. */
export const maxRecomputeDays = 45;

/**
 * Recomputes and stores an employee's attendance for the IST days `first`..`last` from
 * the stored punches, shifts, allocations, holidays, leaves and edits, in its own
 * transaction. Answers the number of days written.
 */
export async function recomputeEmployeeAttendance(
  db: Kysely<Database>,
  employeeId: string,
  first: string,
  last: string,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction().execute((trx) => recomputeEmployeeDays(trx, employeeId, first, last, now));
}

/**
 * The same inside a transaction the caller owns (a write that changed the days' inputs),
 * so the days commit or roll back with it. Takes the employee's recompute lock until the
 * transaction ends, so concurrent recomputes of one employee cannot insert a day twice.
 */
export async function recomputeEmployeeDays(
  trx: Transaction<Database>,
  employeeId: string,
  first: string,
  last: string,
  now: Date = new Date(),
): Promise<number> {
  if (last < first) throw new Error(`Attendance range ends (${last}) before it starts (${first})`);
  if (addDays(first, maxRecomputeDays - 1) < last)
    throw new Error(`Attendance is recomputed at most ${maxRecomputeDays} days at a time`);
  await sql`select pg_advisory_xact_lock(hashtext('attendance'), hashtext(${employeeId}))`.execute(trx);
  const range = inputReadRange(first, last);
  const inputs = await loadEmployeeInputs(trx, employeeId, range.from, range.to);
  if (!inputs) return 0;
  const days = planDays(inputs, first, last, istDayKey(now.getTime()), now.getTime());
  const types = await sql<{ id: string; code: string }>`
    select id, code from attendance_types where not deleted`.execute(trx);
  await writeDays(trx, inputs.employee, days, new Map(types.rows.map((type) => [type.code, type.id])));
  return days.length;
}

/** `first`..`last` cut into ranges one recompute takes. */
export function recomputeChunks(first: string, last: string): { first: string; last: string }[] {
  const chunks: { first: string; last: string }[] = [];
  for (let start = first; start <= last; start = addDays(start, maxRecomputeDays))
    chunks.push({ first: start, last: earlierDay(addDays(start, maxRecomputeDays - 1), last) });
  return chunks;
}

/**
 * After punches arrive: recompute each punched employee's days those punches can belong
 * to (the calendar day of each, two before and one after), one employee at a time.
 */
export async function recomputeAfterPunches(
  db: Kysely<Database>,
  punched: ReadonlyMap<string, { from: Date; to: Date }>,
): Promise<void> {
  for (const [employeeId, range] of punched) {
    const first = addDays(istDayKey(range.from.getTime()), -2);
    const last = addDays(istDayKey(range.to.getTime()), 1);
    for (const chunk of recomputeChunks(first, last))
      await recomputeEmployeeAttendance(db, employeeId, chunk.first, chunk.last);
  }
}
