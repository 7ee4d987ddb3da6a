import {
  type FolderDefinition,
  folderWriteName,
  type PatchParams,
  type ReplyData,
  type TxnDefinition,
} from '@muster/protocol';
import { attendanceWriteHook } from '../../attendance/triggers/write-hook.js';
import type { Session } from '../../auth/session.js';
import { leavesWriteHook } from '../../leaves/rules/write-hook.js';
import { applyPatch, type PatchTarget } from '../../patch/apply-patch.js';
import { databaseRefusal } from '../../patch/database-refusal.js';
import { patchMessages } from '../../patch/messages.js';
import type { PatchOp } from '../../patch/request.js';
import { writeScope } from '../../patch/scope.js';
import { refuseWorkflowMoves } from '../../workflow/write-guard.js';
import { type ServerContext, type TxnCall, TxnError } from '../types.js';
import { txnPermitted } from './list.js';

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
