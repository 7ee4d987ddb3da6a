import {
  type BusinessEnv,
  type FolderDefinition,
  folderWriteName,
  type PatchParams,
  type ReplyData,
  type TxnDefinition,
} from '@muster/protocol';
import type { Transaction } from 'kysely';
import { applyPunchesOfEnrolled } from '../../domain/attendance/punches/enrolled-punches.js';
import { attendanceWriteHook } from '../../domain/attendance/triggers/write-hook.js';
import { leavesWriteHook } from '../../domain/leaves/write-hook.js';
import { monthLockHook, storedKeys } from '../../domain/month-lock/month-lock.js';
import { refuseWorkflowMoves } from '../../domain/workflow/write-guard.js';
import type { Session } from '../../engine/auth/session.js';
import { txnPermitted } from '../../engine/lists/folder-list.js';
import { applyPatch, type PatchTarget, type WrittenRow } from '../../engine/patch/apply-patch.js';
import { databaseRefusal } from '../../engine/patch/database-refusal.js';
import { patchMessages } from '../../engine/patch/messages.js';
import { detailRowIssues, type PatchOp } from '../../engine/patch/request.js';
import { writeScope } from '../../engine/patch/scope.js';
import { refuse } from '../../engine/patch/target.js';
import type { ServerContext, TxnCall } from '../../engine/server-context.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';

/**
 * The folder's txn that governs rows of an op: the generic one (`txn_leaves_update`).
 * A folder without one offers no such write.
 */
const txnForOp = (definition: FolderDefinition, op: PatchOp): TxnDefinition | undefined =>
  definition.txns.find((txn) => txn.name === folderWriteName(definition.name, op) && txn.op === op);

/**
 * Create, update and delete through a patch list (spec 000 §4, DESIGN §4), for any
 * folder: checked against the folder's definition and rules, scoped to the user's
 * partner and rows, applied all or nothing in one transaction.
 */
export async function runGenericWrite(
  { params: patch, session, txn }: { params: PatchParams; session: Session; txn: TxnCall['txn'] },
  server: ServerContext,
  definition: FolderDefinition,
): Promise<ReplyData> {
  const written = await server.db
    .transaction()
    .execute((trx) =>
      writePatch(trx, server, { definition, env: session.env, targetSwhandle: txn.target_swhandle }, patch),
    );
  return { records: written.map((row) => JSON.stringify(row)) };
}

/**
 * A generic write in a transaction the caller owns (a bulk upload writes its rows in
 * batches through it): the folder's txn for each op must be the user's, the rows its scope's,
 * and the workflow, leaves, attendance and month-lock rules hold; a refusal throws a TxnError. New rows
 * are inserted once `insertsAfter` settles (PatchTarget).
 */
export async function writePatch(
  trx: Transaction<Database>,
  server: Pick<ServerContext, 'catalogue'>,
  {
    definition,
    env,
    targetSwhandle,
    insertsAfter,
  }: {
    definition: FolderDefinition;
    env: BusinessEnv;
    targetSwhandle: string | undefined;
    insertsAfter?: Promise<unknown>;
  },
  patch: PatchParams,
): Promise<WrittenRow[]> {
  const rowPermission: PatchTarget['rowPermission'] = {};
  for (const op of new Set(patch.rows.map((row) => row.op))) {
    const governing = txnForOp(definition, op);
    if (!governing || !txnPermitted(definition, governing, env))
      throw new TxnError(patchMessages.notPermitted);
    if (governing.permission.row) rowPermission[op] = governing.permission.row;
  }
  const scope = await writeScope(trx, definition, env, targetSwhandle);
  if (!scope) throw new TxnError(patchMessages.notPermitted);
  const malformed = detailRowIssues(definition, patch);
  if (malformed.length) refuse(malformed);
  await refuseWorkflowMoves(trx, definition, scope.partnerId, patch);
  const attendance = attendanceWriteHook(definition, env, targetSwhandle);
  const leaves = leavesWriteHook(definition);
  const monthLock = monthLockHook(definition.name);
  try {
    await leaves?.before(trx, patch);
    const before = await attendance?.before(trx, patch);
    const lockedBefore = await monthLock?.before(trx, storedKeys(patch));
    const rows = await applyPatch(
      trx,
      { catalogue: server.catalogue, definition, scope, rowPermission, insertsAfter },
      patch,
    );
    // a closed month's rows are neither changed nor added to (issue #32 item 3)
    if (monthLock && lockedBefore)
      await monthLock.after(
        trx,
        lockedBefore,
        rows.map((row) => row.id),
      );
    await leaves?.after(trx, rows);
    if (attendance && before) await attendance.after(trx, patch, rows, before);
    // an employee enrolled with a code a device already punched: those punches apply now
    if (definition.name === 'employees')
      await applyPunchesOfEnrolled(
        trx,
        rows.filter((row) => row.op !== 'D').map((row) => row.id),
      );
    return rows;
  } catch (error) {
    throw leaves?.refusal(error) ?? databaseRefusal(error) ?? error;
  }
}
