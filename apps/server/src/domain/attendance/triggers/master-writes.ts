import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { addDays, istDayKey, istDayStart } from '../compute/index.js';
import type { AffectedDays } from './affected-days.js';

/**
 * Master data the day computation reads (load-inputs): an employee's default shift and
 * weekly off, a shift's times and minimum (and whether it still exists).
 */
export const masterInputColumns = {
  employees: ['shifts_id', 'weekly_off'],
  shifts: ['shift_time', 'min_working_minutes', 'deleted'],
} as const;
export type MasterInputFolder = keyof typeof masterInputColumns;

export const isMasterInputFolder = (folder: string): folder is MasterInputFolder =>
  Object.hasOwn(masterInputColumns, folder);

/** Approved days are paid as approved: a change of master data never rewrites them. */
const approvedStatuses = ['intermediate_approved', 'final_approved', 'settled'];

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
 * The days a master change recomputes: from the first of the current IST month up to
 * today. Earlier months are closed or being closed for pay; the recalculation action
 * (txn_contracts_recalculate) reaches them when wanted.
 */
export function masterRecomputeWindow(today: string): { first: string; last: string } {
  return { first: `${today.slice(0, 8)}01`, last: today };
}

/**
 * The employees whose days read the changed rows: for an employee, itself; for a shift,
 * everyone whose default shift it is, whose allocation period names it within the window,
 * or whose stored day in the window has it.
 */
async function employeesOf(
  db: Kysely<Database>,
  folder: MasterInputFolder,
  ids: readonly string[],
  from: Date,
  to: Date,
): Promise<string[]> {
  if (folder === 'employees') return [...ids];
  const rows = await sql<{ employees_id: string }>`
    select e.id as employees_id from employees e where e.shifts_id = any(${ids}::uuid[]) and not e.deleted
    union select a.employees_id from allocations a join allocations__allocation_periods p on p.parent_id = a.id
      where p.shifts_id = any(${ids}::uuid[]) and not a.deleted and not p.deleted and a.employees_id is not null
        and p.allocations_range && tstzrange(${from}, ${to})
    union select d.employees_id from attendance d where d.shifts_id = any(${ids}::uuid[]) and not d.deleted
      and d.attendance_date >= ${from} and d.attendance_date < ${to} and d.employees_id is not null`.execute(
    db,
  );
  return rows.rows.map((row) => row.employees_id);
}

/**
 * The days to recompute after a patch of employees or shifts: for every row whose watched
 * columns differ from `before`, the window's days of the employees that read it, without
 * the days already approved or settled.
 */
export async function masterAffectedDays(
  db: Kysely<Database>,
  folder: MasterInputFolder,
  before: ReadonlyMap<string, string>,
  today: string,
): Promise<AffectedDays> {
  const after = await readMasterInputs(db, folder, [...before.keys()]);
  const changed = [...before].filter(([id, watched]) => after.get(id) !== watched).map(([id]) => id);
  const affected: AffectedDays = new Map();
  if (!changed.length) return affected;
  const window = masterRecomputeWindow(today);
  const from = new Date(istDayStart(window.first));
  const to = new Date(istDayStart(addDays(window.last, 1)));
  const employees = await employeesOf(db, folder, changed, from, to);
  if (!employees.length) return affected;
  const approved = await sql<{ employees_id: string; attendance_date: Date }>`
    select d.employees_id, d.attendance_date from attendance d join attendance_status s on s.id = d.attendance_status
    where d.employees_id = any(${employees}::uuid[]) and not d.deleted and s.code = any(${approvedStatuses})
      and d.attendance_date >= ${from} and d.attendance_date < ${to}`.execute(db);
  const kept = new Set(
    approved.rows.map((row) => `${row.employees_id} ${istDayKey(new Date(row.attendance_date).getTime())}`),
  );
  for (const employeeId of employees) {
    const days = new Set<string>();
    for (let day = window.first; day <= window.last; day = addDays(day, 1))
      if (!kept.has(`${employeeId} ${day}`)) days.add(day);
    if (days.size) affected.set(employeeId, days);
  }
  return affected;
}
