import { type Kysely, sql, type Transaction } from 'kysely';
import { zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { addDays, earlierDay, istDayKey } from '../compute/index.js';
import { lockEmployeesDays, recomputeChunks, recomputeEmployeesDays } from '../recompute/index.js';

/** The folders whose rows are inputs of attendance days (DESIGN §6). */
export const attendanceInputFolders = [
  'leaves',
  'holidays',
  'allocations',
  'attendance_edits',
  'punch_requests',
] as const;
export type AttendanceInputFolder = (typeof attendanceInputFolders)[number];

export const isAttendanceInputFolder = (folder: string): folder is AttendanceInputFolder =>
  (attendanceInputFolders as readonly string[]).includes(folder);

/** Employee id → the days (YYYY-MM-DD, in the employee's business's zone) whose inputs changed. */
export type AffectedDays = Map<string, Set<string>>;

/** An employee's span of instants `[from, to)`; `to` null is open-ended. */
interface AffectedSpan {
  employees_id: string;
  from_at: Date | null;
  to_at: Date | null;
  /** The employee's business's zone: its days are that business's (issue #28 item 2). */
  time_zone: string;
}

/** The zone of the employee a span's row names (`alias.employees_id`), joined once per row. */
const employeeZone = (employeeColumn: string) =>
  sql`(select ${zoneColumnSql('bz.time_zone')} from employees ze left join partners bz on bz.id = ze.partners_id
    where ze.id = ${sql.ref(employeeColumn)})`;

/**
 * The spans of employees' time the given rows of an input folder cover, read whether or
 * not the rows are deleted (a deleted leave frees its days too). Holidays cover every
 * employee they apply to (load-inputs: the site, else the site's state, else everyone).
 */
function spansOf(db: Kysely<Database>, folder: AttendanceInputFolder, ids: readonly string[]) {
  switch (folder) {
    case 'leaves':
      return sql<AffectedSpan>`select l.employees_id, lower(d.leave_period) as from_at, upper(d.leave_period) as to_at,
          ${employeeZone('l.employees_id')} as time_zone
        from leaves l join leaves__leave_days d on d.parent_id = l.id
        where l.id = any(${ids}::uuid[]) and not d.deleted and l.employees_id is not null`.execute(db);
    case 'allocations':
      return sql<AffectedSpan>`select a.employees_id, lower(p.allocations_range) as from_at, upper(p.allocations_range) as to_at,
          ${employeeZone('a.employees_id')} as time_zone
        from allocations a join allocations__allocation_periods p on p.parent_id = a.id
        where a.id = any(${ids}::uuid[]) and not p.deleted and a.employees_id is not null`.execute(db);
    case 'holidays':
      return sql<AffectedSpan>`select e.id as employees_id, h.holiday_date as from_at,
          h.holiday_date + interval '1 day' as to_at, ${zoneColumnSql('bz.time_zone')} as time_zone
        from holidays h join employees e on not e.deleted left join sites s on s.id = e.sites_id
          left join partners bz on bz.id = e.partners_id
        where h.id = any(${ids}::uuid[]) and h.holiday_date is not null
          and (h.sites_id = e.sites_id or (h.sites_id is null and (h.states_id is null or h.states_id = s.states_id)))`.execute(
        db,
      );
    case 'attendance_edits':
      return sql<AffectedSpan>`select employees_id, attendance_date as from_at,
          attendance_date + interval '1 day' as to_at, ${employeeZone('employees_id')} as time_zone
        from attendance_edits where id = any(${ids}::uuid[]) and employees_id is not null`.execute(db);
    case 'punch_requests':
      // the day asked for, and the day its punch falls on (a night shift's out is the next morning)
      return sql<AffectedSpan>`select employees_id, attendance_date as from_at,
          greatest(attendance_date + interval '1 day', punch_time + interval '1 minute') as to_at,
          ${employeeZone('employees_id')} as time_zone
        from punch_requests where id = any(${ids}::uuid[]) and employees_id is not null`.execute(db);
  }
}

/**
 * Adds the days the rows cover, up to today (no row is kept for a future day), each counted
 * in the zone of the employee's business (issue #28 item 2: a Dubai worker's leave ending at
 * Dubai's midnight takes no day of India's after it). A span with no start counts from the
 * employee's first stored day of attendance, as nothing before it is shown.
 */
export async function collectAffectedDays(
  db: Kysely<Database>,
  folder: AttendanceInputFolder,
  ids: readonly string[],
  now: Date,
  into: AffectedDays = new Map(),
): Promise<AffectedDays> {
  if (!ids.length) return into;
  const spans = await spansOf(db, folder, ids);
  for (const span of spans.rows) {
    const zone = span.time_zone;
    const today = istDayKey(now.getTime(), zone);
    const first = span.from_at === null ? null : istDayKey(new Date(span.from_at).getTime(), zone);
    // the upper bound is the instant after the span's last moment
    const last =
      span.to_at === null ? today : earlierDay(istDayKey(new Date(span.to_at).getTime() - 1, zone), today);
    const start = first ?? (await firstStoredDay(db, span.employees_id, zone)) ?? last;
    if (last < start) continue;
    const days = into.get(span.employees_id) ?? new Set<string>();
    into.set(span.employees_id, days);
    for (let day = start; day <= last; day = addDays(day, 1)) days.add(day);
  }
  return into;
}

async function firstStoredDay(
  db: Kysely<Database>,
  employeeId: string,
  timeZone: string,
): Promise<string | null> {
  const row = (
    await sql<{ first_at: Date | null }>`select min(attendance_date) as first_at from attendance
      where employees_id = ${employeeId} and not deleted`.execute(db)
  ).rows[0];
  return row?.first_at ? istDayKey(new Date(row.first_at).getTime(), timeZone) : null;
}

/** Consecutive days as `[first, last]` runs, oldest first. */
export function dayRuns(days: ReadonlySet<string>): { first: string; last: string }[] {
  const runs: { first: string; last: string }[] = [];
  for (const day of [...days].sort()) {
    const run = runs.at(-1);
    if (run && addDays(run.last, 1) === day) run.last = day;
    else runs.push({ first: day, last: day });
  }
  return runs;
}

/**
 * Recomputes every affected day inside the writer's transaction and answers how many days
 * changed. Every employee's lock is taken first, in the order a many-employee recompute takes
 * them (`lockEmployeesDays`), so two such transactions wait for each other instead of
 * deadlocking; then the employees whose days are the same runs are recomputed together (one
 * query per source for all of them: a policy change reaches a whole business).
 */
export async function recomputeAffectedDays(
  trx: Transaction<Database>,
  affected: AffectedDays,
  now: Date,
): Promise<number> {
  await lockEmployeesDays(trx, [...affected.keys()]);
  const byChunks = new Map<string, { chunks: { first: string; last: string }[]; employeeIds: string[] }>();
  for (const [employeeId, days] of affected) {
    const chunks = dayRuns(days).flatMap((run) => recomputeChunks(run.first, run.last));
    const key = JSON.stringify(chunks);
    const same = byChunks.get(key);
    if (same) same.employeeIds.push(employeeId);
    else byChunks.set(key, { chunks, employeeIds: [employeeId] });
  }
  let changed = 0;
  for (const { chunks, employeeIds } of byChunks.values())
    for (const chunk of chunks)
      changed += await recomputeEmployeesDays(trx, employeeIds, chunk.first, chunk.last, now);
  return changed;
}
