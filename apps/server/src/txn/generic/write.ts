import {
  type FolderDefinition,
  folderWriteName,
  type PatchParams,
  type ReplyData,
  type TxnDefinition,
} from '@muster/protocol';
import { attendanceWriteHook } from '../../domain/attendance/triggers/write-hook.js';
import { leavesWriteHook } from '../../domain/leaves/rules/write-hook.js';
import { refuseWorkflowMoves } from '../../domain/workflow/write-guard.js';
import type { Session } from '../../engine/auth/session.js';
import { txnPermitted } from '../../engine/lists/folder-list.js';
import { applyPatch, type PatchTarget } from '../../engine/patch/apply-patch.js';
import { databaseRefusal } from '../../engine/patch/database-refusal.js';
import { patchMessages } from '../../engine/patch/messages.js';
import type { PatchOp } from '../../engine/patch/request.js';
import { writeScope } from '../../engine/patch/scope.js';
import type { ServerContext, TxnCall } from '../../engine/server-context.js';
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
  const { env } = session;
  const rowPermission: PatchTarget['rowPermission'] = {};
  for (const op of new Set(patch.rows.map((row) => row.op))) {
    const governing = txnForOp(definition, op);
    if (!governing || !txnPermitted(definition, governing, env))
      throw new TxnError(patchMessages.notPermitted);
    if (governing.permission.row) rowPermission[op] = governing.permission.row;
  }
  const scope = await writeScope(server.db, definition, env, txn.target_swhandle);
  if (!scope) throw new TxnError(patchMessages.notPermitted);
  await refuseWorkflowMoves(server.db, definition, scope.partnerId, patch);
  const attendance = attendanceWriteHook(definition, env, txn.target_swhandle);
  const leaves = leavesWriteHook(definition);
  const written = await server.db
    .transaction()
    .execute(async (trx) => {
      await leaves?.before(trx, patch);
      const before = await attendance?.before(trx, patch);
      const rows = await applyPatch(
        trx,
        { catalogue: server.catalogue, definition, scope, rowPermission },
        patch,
      );
      await leaves?.after(trx, rows);
      if (attendance && before) await attendance.after(trx, patch, rows, before);
      return rows;
    })
    .catch((error: unknown) => {
      throw leaves?.refusal(error) ?? databaseRefusal(error) ?? error;
    });
  return { records: written.map((row) => JSON.stringify(row)) };
}
