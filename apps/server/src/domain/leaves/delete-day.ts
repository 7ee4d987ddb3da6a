import { type BusinessEnv, type FolderDefinition, leaveMessages } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { collectAffectedDays, recomputeAffectedDays } from '../attendance/triggers/affected-days.js';
import { monthLockHook } from '../month-lock/month-lock.js';

/** What a calendar's delete names: the leave and one of its days (spec 000 §7 "txn_leaves_delete"). */
export interface LeaveDayDeletion {
  id: string;
  leave_days_id: string;
}

/**
 * Removes one day row of a leave the user's leaves list shows (spec 000 §4: not of a
 * rejected or cancelled leave); a leave left without a live day is removed with it. The
 * attendance of the days it covered follows in the same transaction. Answers whether
 * the leave itself went.
 */
export async function deleteLeaveDay(
  db: Kysely<Database>,
  definition: FolderDefinition,
  env: BusinessEnv,
  targetSwhandle: string | undefined,
  deletion: LeaveDayDeletion,
): Promise<{ leaveDeleted: boolean }> {
  const scope = scopeSql(listScope(definition, env, targetSwhandle), env);
  const now = new Date();
  return db.transaction().execute(async (trx) => {
    const [day] = (
      await sql<{ leave_status: string | null }>`
        select coalesce(d.leave_status, l.leave_status, 'created') as leave_status
        from leaves l join leaves__leave_days d on d.parent_id = l.id
        where l.id = ${deletion.id} and d.id = ${deletion.leave_days_id} and not l.deleted and not d.deleted
          and ${scope('l')}
        for update of l`.execute(trx)
    ).rows;
    if (!day) throw new TxnError(leaveMessages.noSuchLeaveDay);
    if (day.leave_status === 'rejected' || day.leave_status === 'cancelled')
      throw new TxnError(leaveMessages.cannotDelete);
    // a leave in a closed month keeps its days (issue #32 item 3)
    await monthLockHook('leaves')?.refuseStored(trx, [deletion.id]);
    const before = await collectAffectedDays(trx, 'leaves', [deletion.id], now);
    await sql`update leaves__leave_days set deleted = true, last_modified = now()
      where id = ${deletion.leave_days_id}`.execute(trx);
    const emptied = await sql`update leaves set deleted = true, last_modified = now()
      where id = ${deletion.id} and not exists (
        select 1 from leaves__leave_days d where d.parent_id = ${deletion.id} and not d.deleted)`.execute(
      trx,
    );
    await recomputeAffectedDays(
      trx,
      await collectAffectedDays(trx, 'leaves', [deletion.id], now, before),
      now,
    );
    return { leaveDeleted: Number(emptied.numAffectedRows ?? 0) > 0 };
  });
}
