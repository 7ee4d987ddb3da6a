import { monthCloseMessage, monthCloseMessages, rankWith } from '@muster/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { WriteHook } from '../../engine/patch/write-hooks.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { type LockedFolder, lockedFolders, rowZoneJoin } from './locked-folders.js';
import { type BusinessMonth, type RowMonths, touchedMonths } from './rules/lock.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A closed month as a refusal names it. */
export interface ClosedMonth extends BusinessMonth {
  business: string;
}

/** Which of some business months are closed, with the business's name. */
export async function closedAmong(db: Db, months: readonly BusinessMonth[]): Promise<ClosedMonth[]> {
  if (!months.length) return [];
  const rows =
    await sql<ClosedMonth>`select c.partners_id as "partnerId", c.month, coalesce(p.name, '') as business
    from month_closes c left join partners p on p.id = c.partners_id
    where (c.partners_id, c.month) in (select * from unnest(
      ${months.map((month) => month.partnerId)}::uuid[], ${months.map((month) => month.month)}::text[]))
    order by c.month, p.name`.execute(db);
  return rows.rows;
}

/** 'November 2026': the month as the English refusal names it (the client names it in its language from the refusal's `text`). */
export const monthName = (month: string): string =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The refusal of a write into a closed month: 'This month is closed for {business}: {month}'. */
export const closedMonthRefusal = (closed: ClosedMonth): TxnError =>
  new TxnError(
    monthCloseMessage(monthCloseMessages.monthClosed, {
      business: closed.business,
      month: monthName(closed.month),
    }),
    {
      kind: 'month_closed',
      business: closed.business,
      month: closed.month,
      text: {
        key: monthCloseMessages.monthClosed,
        values: { business: closed.business, month: { month: closed.month } },
      },
    },
  );

/**
 * The lock (issue #32 item 3), for any write that knows its business and months: refuses,
 * naming the first closed one, when any of them is closed. Every write to a locked folder
 * calls it (the generic write and workflow actions through `monthLockHook`, the named
 * attendance, allocation, leave and payslip txns directly).
 */
export async function refuseClosedMonths(db: Db, months: readonly BusinessMonth[]): Promise<void> {
  const [first] = await closedAmong(db, months);
  if (first) throw closedMonthRefusal(first);
}

/** The business and months of some stored rows of a locked folder (deleted ones count as absent). */
export async function loadRowMonths(
  db: Db,
  folder: LockedFolder,
  ids: readonly string[],
): Promise<Map<string, RowMonths>> {
  if (!ids.length) return new Map();
  const rows = await sql<{ id: string; partners_id: string | null; months: string[] | null }>`
    select r.id, r.partners_id, array(select distinct m from ${folder.months} as months(m)) as months
    from ${sql.table(folder.table)} r ${rowZoneJoin} where r.id = any(${ids}::uuid[]) and not r.deleted`.execute(
    db,
  );
  return new Map(rows.rows.map((row) => [row.id, { partnerId: row.partners_id, months: row.months ?? [] }]));
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored rows a patch names (its updates and deletes), for `MonthLockHook.before`. */
const storedKeys = (patch: { rows: readonly { op: string; key?: unknown }[] }): string[] =>
  patch.rows.flatMap((row) =>
    row.op !== 'C' && typeof row.key === 'string' && uuid.test(row.key) ? [row.key] : [],
  );

/** What a write to a locked folder runs around its rows, in its transaction. */
export interface MonthLockHook {
  /** Before: the rows' months as stored. */
  before(trx: Transaction<Database>, ids: readonly string[]): Promise<Map<string, RowMonths>>;
  /** After: refuses when a closed month is among the months the rows were or now are in. */
  after(
    trx: Transaction<Database>,
    before: ReadonlyMap<string, RowMonths>,
    ids: readonly string[],
  ): Promise<void>;
  /** For a write that changes rows in place (a workflow move, a leave's day removed): their months now. */
  refuseStored(trx: Transaction<Database>, ids: readonly string[]): Promise<void>;
}

/** The month lock of a folder's writes, null for a folder a close does not lock. */
export function monthLockHook(folderName: string): MonthLockHook | null {
  const folder = Object.hasOwn(lockedFolders, folderName) ? lockedFolders[folderName] : undefined;
  if (!folder) return null;
  return {
    before: (trx, ids) => loadRowMonths(trx, folder, ids),
    async after(trx, before, ids) {
      const after = await loadRowMonths(trx, folder, [...new Set([...before.keys(), ...ids])]);
      await refuseClosedMonths(trx, touchedMonths(folder.rule, before, after));
    },
    async refuseStored(trx, ids) {
      const stored = await loadRowMonths(trx, folder, ids);
      await refuseClosedMonths(trx, touchedMonths('any', stored, new Map()));
    },
  };
}

/**
 * The generic write's month lock (registered at app/write-hooks.ts): the months the rows of
 * a locked folder were in before the patch and are in after it, none of them closed.
 */
export const monthLockWriteHook: WriteHook = {
  tester: rankWith(0, (definition) => Object.hasOwn(lockedFolders, definition.name)),
  open({ definition }) {
    const lock = monthLockHook(definition.name);
    let stored: ReadonlyMap<string, RowMonths> = new Map();
    return {
      async before(trx, patch) {
        stored = (await lock?.before(trx, storedKeys(patch))) ?? stored;
      },
      async after(trx, _patch, written) {
        await lock?.after(
          trx,
          stored,
          written.map((row) => row.id),
        );
      },
    };
  },
};

/** An employee's day or run of days, `YYYY-MM-DD` (IST), as the grids' txns name them. */
export interface EmployeeDays {
  employeeId: string;
  from: string;
  to?: string;
}

/**
 * The lock for writes named by employee and day (the attendance and allocation grids' txns,
 * generation of a month's payslips): each employee's business, and the months of the days.
 */
export async function refuseClosedEmployeeDays(db: Db, days: readonly EmployeeDays[]): Promise<void> {
  if (!days.length) return;
  const rows =
    await sql<BusinessMonth>`select distinct e.partners_id as "partnerId", to_char(m, 'YYYY-MM') as month
    from unnest(${days.map((day) => day.employeeId)}::uuid[], ${days.map((day) => day.from)}::date[],
        ${days.map((day) => day.to ?? day.from)}::date[]) as d(employees_id, day_from, day_to)
      join employees e on e.id = d.employees_id
      cross join lateral generate_series(date_trunc('month', d.day_from), date_trunc('month', d.day_to),
        interval '1 month') m
    where e.partners_id is not null`.execute(db);
  await refuseClosedMonths(db, rows.rows);
}
