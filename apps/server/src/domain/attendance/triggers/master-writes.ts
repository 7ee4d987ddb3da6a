import { type Kysely, sql } from 'kysely';
import { businessMonthStartSql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { istDayKey } from '../compute/index.js';
import { businessZonesOf } from '../recompute/index.js';
import {
  loadStoredDayStates,
  type OpenMonthDays,
  openMonthDays,
  unapprovedStatus,
} from './open-month-days.js';

/**
 * Master data and policy the day computation reads (load-inputs): an employee's default shift
 * and weekly off; a shift's times, minimum and off-day rule (and whether it still exists); a
 * business's attendance policy (when leaves count, the off-day rule, the compensatory off's
 * days). A change of any of them recomputes the open months' days that read it.
 */
export const masterInputColumns = {
  employees: ['shifts_id', 'weekly_off'],
  shifts: ['shift_time', 'min_working_minutes', 'holiday_work', 'deleted'],
  attendance_policies: [
    'partners_id',
    'leaves_count_from',
    'holiday_work',
    'compensatory_off_days',
    'deleted',
  ],
} as const;
export type MasterInputFolder = keyof typeof masterInputColumns;

export const isMasterInputFolder = (folder: string): folder is MasterInputFolder =>
  Object.hasOwn(masterInputColumns, folder);

/**
 * Folders whose new row changes stored days: a business's first policy row replaces the
 * defaults its days were computed under. A new employee or shift is read by no day yet.
 */
const createdRowsCount: ReadonlySet<MasterInputFolder> = new Set(['attendance_policies']);

/** Row id → its watched columns as JSON text, to tell which rows a patch changed. */
export async function readMasterInputs(
  db: Kysely<Database>,
  folder: MasterInputFolder,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const columns = sql.join(masterInputColumns[folder].map((column) => sql.ref(`m.${column}`)));
  const rows = await sql<{
    id: string;
    watched: string;
  }>`select m.id, json_build_array(${columns})::text as watched
    from ${sql.table(folder)} m where m.id = any(${ids}::uuid[])`.execute(db);
  return new Map(rows.rows.map((row) => [row.id, row.watched]));
}

/**
 * The employees whose days read the changed rows: for an employee, itself; for a shift,
 * everyone whose default shift it is, whose allocation period names it in the current month,
 * or whose stored day has it in the current month or unapproved before; for a policy, every
 * employee of its business. A shift belongs to no business (its employees may be of
 * several): each row's current month is the one holding `now` in its own business's zone
 * (issue #28 item 2).
 */
async function employeesOf(
  db: Kysely<Database>,
  folder: MasterInputFolder,
  ids: readonly string[],
  now: Date,
): Promise<string[]> {
  /** The instant the current month opened in the business of a row's `partners_id`. */
  const monthStartOf = (partnerColumn: string) =>
    businessMonthStartSql(sql`${now}::timestamptz`, zoneOfPartnerSql(partnerColumn));
  if (folder === 'employees') return [...ids];
  if (folder === 'attendance_policies') {
    const rows = await sql<{ employees_id: string }>`select e.id as employees_id from employees e
      where not e.deleted and e.partners_id in (select p.partners_id from attendance_policies p where p.id = any(${ids}::uuid[]))`.execute(
      db,
    );
    return rows.rows.map((row) => row.employees_id);
  }
  const rows = await sql<{ employees_id: string }>`
    select e.id as employees_id from employees e where e.shifts_id = any(${ids}::uuid[]) and not e.deleted
    union select a.employees_id from allocations a join allocations__allocation_periods p on p.parent_id = a.id
      where p.shifts_id = any(${ids}::uuid[]) and not a.deleted and not p.deleted and a.employees_id is not null
        and (upper(p.allocations_range) is null or upper(p.allocations_range) > ${monthStartOf('a.partners_id')})
    union select d.employees_id from attendance d where d.shifts_id = any(${ids}::uuid[]) and not d.deleted
      and (d.attendance_date >= ${monthStartOf('d.partners_id')} or ${unapprovedStatus(sql`d.attendance_status`)})
      and d.employees_id is not null`.execute(db);
  return rows.rows.map((row) => row.employees_id);
}

/**
 * The days to recompute after a patch of employees, shifts or attendance policies: for every
 * row whose watched columns differ from `before` (a new policy row counts as changed), the
 * open months' days of the employees that read it (open-month-days.ts: no approved day, no
 * day of a closed month), and how many days closed months kept, each employee's today and
 * month those of `now` in its business's zone. Null when no watched column changed: nothing
 * the days read moved, so there is nothing to report.
 */
export async function masterAffectedDays(
  db: Kysely<Database>,
  folder: MasterInputFolder,
  before: ReadonlyMap<string, string>,
  written: readonly { id: string; op: string }[],
  now: Date,
): Promise<OpenMonthDays | null> {
  const created = createdRowsCount.has(folder)
    ? written.filter((row) => row.op === 'C').map((row) => row.id)
    : [];
  const ids = [...new Set([...before.keys(), ...created])];
  const after = await readMasterInputs(db, folder, ids);
  const changed = ids.filter((id) => after.get(id) !== before.get(id));
  if (!changed.length) return null;
  const employees = await employeesOf(db, folder, changed, now);
  const todayOf = new Map(
    [...(await businessZonesOf(db, employees))].map(([id, zone]) => [id, istDayKey(now.getTime(), zone)]),
  );
  return openMonthDays(
    employees,
    await loadStoredDayStates(db, employees, now),
    todayOf,
    folder === 'attendance_policies' ? 'policy' : 'every day',
  );
}
