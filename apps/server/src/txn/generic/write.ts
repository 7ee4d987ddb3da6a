import {
  type BusinessEnv,
  type FolderDefinition,
  folderWriteName,
  type PatchParams,
  type ReplyData,
  type TxnDefinition,
} from '@muster/protocol';
import type { Transaction } from 'kysely';
import type { Session } from '../../engine/auth/session.js';
import { txnPermitted } from '../../engine/lists/folder-list.js';
import { applyPatch, type PatchTarget, type WrittenRow } from '../../engine/patch/apply-patch.js';
import { databaseRefusal } from '../../engine/patch/database-refusal.js';
import { patchMessages } from '../../engine/patch/messages.js';
import { detailRowIssues, type PatchOp } from '../../engine/patch/request.js';
import { writeScope } from '../../engine/patch/scope.js';
import { refuse } from '../../engine/patch/target.js';
import type { WriteNote } from '../../engine/patch/write-hooks.js';
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
  server: Pick<ServerContext, 'db' | 'catalogue' | 'writeHooks'>,
  definition: FolderDefinition,
): Promise<ReplyData> {
  const { rows, notes } = await server.db
    .transaction()
    .execute((trx) =>
      writePatch(trx, server, { definition, env: session.env, targetSwhandle: txn.target_swhandle }, patch),
    );
  return { records: rows.map((row) => JSON.stringify(row)), ...(notes.length ? { notes } : {}) };
}

/**
 * A generic write in a transaction the caller owns (a bulk upload writes its rows in
 * batches through it): the folder's txn for each op must be the user's, the rows its scope's,
 * and the rules of every write hook the folder's definition chooses (`server.writeHooks`,
 * registered by the features at app/write-hooks.ts) hold; a refusal throws a TxnError. New
 * rows are inserted once `insertsAfter` settles (PatchTarget). Returns the rows written and
 * what the hooks reported.
 */
export async function writePatch(
  trx: Transaction<Database>,
  server: Pick<ServerContext, 'catalogue' | 'writeHooks'>,
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
): Promise<{ rows: WrittenRow[]; notes: WriteNote[] }> {
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
  const hooks = server.writeHooks
    .all(definition)
    .map((hook) => hook.open({ definition, env, targetSwhandle, partnerId: scope.partnerId }));
  try {
    for (const hook of hooks) await hook.before?.(trx, patch);
    const rows = await applyPatch(
      trx,
      { catalogue: server.catalogue, definition, scope, rowPermission, insertsAfter },
      patch,
    );
    const notes: WriteNote[] = [];
    for (const hook of hooks) {
      const note = await hook.after?.(trx, patch, rows);
      if (note) notes.push(note);
    }
    return { rows, notes };
  } catch (error) {
    const own = hooks.map((hook) => hook.refusal?.(error)).find((refusal) => refusal);
    throw own ?? databaseRefusal(error) ?? error;
  }
}
