import {
  compensatoryOffLeaveCode,
  leaveDayText,
  leaveMessages,
  leaveRefusal,
  rankWith,
} from '@muster/protocol';
import { sql, type Transaction } from 'kysely';
import type { WriteHook } from '../../engine/patch/write-hooks.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { istDayKey } from '../attendance/compute/index.js';
import { compensatoryOffLedger } from './quota/compensatory-off.js';
import { firstDayOverQuota } from './quota/rules.js';
import { dayRefusal, weeklyOffCode } from './rules/day-rules.js';
import { missingDocumentRefusal } from './rules/documents.js';
import { overlapRefusal } from './rules/overlap.js';
import {
  type LeaveEmployee,
  loadCompensatoryOffCredits,
  loadLeaveEmployee,
  loadLeaveTypes,
  loadTakenDays,
  type StoredLeaveType,
} from './store.js';

type Trx = Transaction<Database>;

/**
 * The generic write's hook of leaves (issue #14 item 2; registered at app/write-hooks.ts).
 * Before the patch: new days of a type needing a document carry one; only created leaves are
 * edited; rejected or cancelled ones are not deleted. After it, in the same transaction: each
 * written leave's days against its types and quotas. A database refusal of the patch is said
 * in the leaves' own words (the overlap, naming the day).
 */
export const leavesWriteHook: WriteHook = {
  tester: rankWith(0, (definition) => definition.name === 'leaves'),
  open: ({ env, targetSwhandle }) => {
    // the days a refusal names are the written business's (issue #28 item 2): the patch's
    // periods and the database's overlap detail are instants, with no employee read yet
    let zone: string | undefined;
    return {
      async before(trx, patch) {
        zone = await zoneOfTarget(trx, env, targetSwhandle);
        // before the catalogue's generic mandatory check, which would not name the days
        const missing = missingDocumentRefusal(patch.rows, await loadLeaveTypes(trx), zone);
        if (missing) throw new TxnError(missing);
        const updated = patch.rows.filter((row) => row.op === 'U' && typeof row.key === 'string');
        const deleted = patch.rows.filter((row) => row.op === 'D' && typeof row.key === 'string');
        const statuses = await storedStatuses(
          trx,
          [...updated, ...deleted].map((row) => row.key as string),
        );
        const stored = (row: { key?: unknown }) => statuses.get(row.key as string);
        // a leave not found is the patch's to refuse
        if (updated.some((row) => stored(row) !== undefined && stored(row) !== 'created'))
          throw new TxnError(leaveMessages.notEditable);
        if (deleted.some((row) => ['rejected', 'cancelled'].includes(stored(row) ?? '')))
          throw new TxnError(leaveMessages.cannotDelete);
      },
      async after(trx, _patch, written) {
        const types = await loadLeaveTypes(trx);
        for (const row of written) if (row.op !== 'D') await checkLeave(trx, row.id, types);
      },
      refusal: (error) => overlapRefusal(error, zone),
    };
  },
};

/** The stored status of each leave (absent ones are the patch's to refuse). */
async function storedStatuses(trx: Trx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await sql<{ id: string; leave_status: string | null }>`
    select id, leave_status from leaves where id = any(${ids}::uuid[]) and not deleted`.execute(trx);
  return new Map(rows.rows.map((row) => [row.id, row.leave_status ?? 'created']));
}

/**
 * One written leave against the rules: each live day's type and half day, then
 * each type's quota over the employee's other live leaves; the first problem refuses the
 * whole write, naming the type and the day.
 */
async function checkLeave(trx: Trx, leaveId: string, types: readonly StoredLeaveType[]): Promise<void> {
  const days = await sql<{
    employees_id: string | null;
    lower: Date | null;
    leave_types_id: string | null;
    half_day_duration: string | null;
  }>`select l.employees_id, lower(d.leave_period) as lower, d.leave_types_id, d.half_day_duration
    from leaves l join leaves__leave_days d on d.parent_id = l.id
    where l.id = ${leaveId} and not l.deleted and not d.deleted
      and coalesce(d.leave_status, l.leave_status, 'created') not in ('rejected', 'cancelled')
    order by lower(d.leave_period)`.execute(trx);
  const employeeId = days.rows[0]?.employees_id;
  if (!employeeId) return;
  const employee = await loadLeaveEmployee(trx, employeeId);
  if (!employee) return;
  const typeOf = (id: string | null) => types.find((type) => type.id === id) ?? null;
  for (const day of days.rows) {
    const type = typeOf(day.leave_types_id);
    const firstDay = istDayKey(new Date(day.lower ?? Date.now()).getTime(), employee.timeZone);
    const refused = dayRefusal({ type, halfDay: day.half_day_duration !== null }, employee);
    if (refused) throw new TxnError(leaveRefusal(refused, type?.code ?? '?', leaveDayText(firstDay)));
  }
  await checkQuota(trx, leaveId, employee, types);
}

/** Refuses the leave at the first day that passes its type's monthly limit or yearly allowance. */
async function checkQuota(
  trx: Trx,
  leaveId: string,
  employee: LeaveEmployee,
  types: readonly StoredLeaveType[],
): Promise<void> {
  const taken = await loadTakenDays(trx, employee, `${employee.firstYear}-01-01`);
  const own = taken.filter((day) => day.leaveId === leaveId);
  for (const typeId of new Set(own.map((day) => day.leaveTypesId))) {
    const type = types.find((candidate) => candidate.id === typeId);
    if (!type || type.code === weeklyOffCode) continue;
    const ofType = taken.filter((day) => day.leaveTypesId === typeId);
    const own = ofType.filter((day) => day.leaveId === leaveId);
    const others = ofType.filter((day) => day.leaveId !== leaveId);
    const over =
      type.code === compensatoryOffLeaveCode
        ? // a CO leave spends credits earned, the earliest expiring first (quota/compensatory-off.ts)
          compensatoryOffLedger(
            await loadCompensatoryOffCredits(trx, employee),
            others,
            own,
            own[0]?.day ?? '',
          ).firstUncovered
        : firstDayOverQuota(own, others, type.rules, employee.firstYear);
    if (over) throw new TxnError(leaveRefusal(leaveMessages.overQuota, type.code, leaveDayText(over)));
  }
}
