import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { addDays, earlierDay, istDayKey } from '../compute/index.js';
import { loadEmployeesInputs } from './load-inputs.js';
import { inputReadRange, planDays } from './plan-days.js';
import { type EmployeeDays, writeDays } from './write-days.js';

/** The longest range one call recomputes: a month, with room for a week either side. */
export const maxRecomputeDays = 45;

/** The time zone of each employee's business (partners.time_zone), by employee id. */
export async function businessZonesOf(
  db: Kysely<Database>,
  employeeIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await sql<{ id: string; time_zone: string }>`select e.id, p.time_zone
    from employees e join partners p on p.id = e.partners_id
    where e.id = any(${[...employeeIds]}::uuid[])`.execute(db);
  return new Map(rows.rows.map((row) => [row.id, row.time_zone]));
}

/** Employees grouped by the zone of their business. */
function byZone(employeeIds: readonly string[], zones: ReadonlyMap<string, string>): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const id of employeeIds) {
    const zone = zones.get(id);
    if (zone === undefined) continue;
    const same = grouped.get(zone);
    if (same) same.push(id);
    else grouped.set(zone, [id]);
  }
  return grouped;
}

/**
 * Recomputes and stores an employee's attendance for its business's days `first`..`last` from
 * the stored punches, shifts, allocations, holidays, leaves and edits, in its own
 * transaction. Answers the number of days that changed (new rows included).
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
 * so the days commit or roll back with it.
 */
export function recomputeEmployeeDays(
  trx: Transaction<Database>,
  employeeId: string,
  first: string,
  last: string,
  now: Date = new Date(),
): Promise<number> {
  return recomputeEmployeesDays(trx, [employeeId], first, last, now);
}

/**
 * Takes the employees' recompute locks until the transaction ends, in id order by code unit,
 * so that two transactions taking several wait for each other instead of deadlocking. A lock
 * the transaction holds already is taken again at no cost (advisory locks count).
 */
export async function lockEmployeesDays(trx: Transaction<Database>, employeeIds: readonly string[]) {
  await sql`select pg_advisory_xact_lock(hashtext('attendance'), hashtext(locked.id))
    from (select distinct given.id collate "C" as id from unnest(${[...employeeIds]}::text[]) as given (id)
      order by 1) as locked`.execute(trx);
}

/**
 * Recomputes the days `first`..`last` of many employees at once, in the caller's
 * transaction: the inputs are read with one query per source and the days written with
 * one statement, whatever the number of employees (the demo seeds a business this way).
 * Takes each employee's recompute lock (`lockEmployeesDays`), so concurrent recomputes of
 * one employee cannot insert a day twice.
 * Answers the number of days that changed (write-days.ts: new rows, and stored rows whose
 * figures differ now).
 */
export async function recomputeEmployeesDays(
  trx: Transaction<Database>,
  employeeIds: readonly string[],
  first: string,
  last: string,
  now: Date = new Date(),
): Promise<number> {
  if (last < first) throw new Error(`Attendance range ends (${last}) before it starts (${first})`);
  if (addDays(first, maxRecomputeDays - 1) < last)
    throw new Error(`Attendance is recomputed at most ${maxRecomputeDays} days at a time`);
  await lockEmployeesDays(trx, employeeIds);
  // each business's days are read and counted in its own zone
  const planned: EmployeeDays[] = [];
  for (const [zone, ids] of byZone(employeeIds, await businessZonesOf(trx, employeeIds))) {
    const range = inputReadRange(first, last, zone);
    const today = istDayKey(now.getTime(), zone);
    for (const input of await loadEmployeesInputs(trx, ids, range.from, range.to))
      planned.push({ employee: input.employee, days: planDays(input, first, last, today, now.getTime()) });
  }
  if (!planned.length) return 0;
  const types = await sql<{ id: string; code: string }>`
    select id, code from attendance_types where not deleted`.execute(trx);
  return writeDays(trx, planned, new Map(types.rows.map((type) => [type.code, type.id])));
}

/** `first`..`last` cut into ranges one recompute takes. */
export function recomputeChunks(first: string, last: string): { first: string; last: string }[] {
  const chunks: { first: string; last: string }[] = [];
  for (let start = first; start <= last; start = addDays(start, maxRecomputeDays))
    chunks.push({ first: start, last: earlierDay(addDays(start, maxRecomputeDays - 1), last) });
  return chunks;
}

/**
 * The days punches can belong to (the calendar day of each in the business's zone, two
 * before and one after), with the employees punched over the same days together (a
 * terminal's upload of one day, the demo's month), a piece of the range at a time.
 */
async function punchedDayChunks(
  db: Kysely<Database>,
  punched: ReadonlyMap<string, { from: Date; to: Date }>,
) {
  const zones = await businessZonesOf(db, [...punched.keys()]);
  const byDays = new Map<string, { first: string; last: string; employeeIds: string[] }>();
  for (const [employeeId, range] of punched) {
    const zone = zones.get(employeeId);
    if (zone === undefined) continue;
    const first = addDays(istDayKey(range.from.getTime(), zone), -2);
    const last = addDays(istDayKey(range.to.getTime(), zone), 1);
    const same = byDays.get(`${first}|${last}`);
    if (same) same.employeeIds.push(employeeId);
    else byDays.set(`${first}|${last}`, { first, last, employeeIds: [employeeId] });
  }
  return [...byDays.values()].flatMap(({ first, last, employeeIds }) =>
    recomputeChunks(first, last).map((chunk) => ({ ...chunk, employeeIds })),
  );
}

/** After punches arrive: recompute the days they can belong to, a transaction a piece. */
export async function recomputeAfterPunches(
  db: Kysely<Database>,
  punched: ReadonlyMap<string, { from: Date; to: Date }>,
): Promise<void> {
  for (const chunk of await punchedDayChunks(db, punched))
    await db
      .transaction()
      .execute((trx) => recomputeEmployeesDays(trx, chunk.employeeIds, chunk.first, chunk.last));
}

/** The same in the caller's transaction, for punches applied with other writes. */
export async function recomputePunchedDaysIn(
  trx: Transaction<Database>,
  punched: ReadonlyMap<string, { from: Date; to: Date }>,
): Promise<void> {
  for (const chunk of await punchedDayChunks(trx, punched))
    await recomputeEmployeesDays(trx, chunk.employeeIds, chunk.first, chunk.last);
}
