import { evaluateRule } from '@muster/expr';
import type { FolderDefinition, ReplyData, TxnDefinition } from '@muster/protocol';
import { attendanceWriteHook } from '../../attendance/triggers/write-hook.js';
import { applyPatch, type PatchTarget } from '../../patch/apply-patch.js';
import { databaseRefusal } from '../../patch/database-refusal.js';
import { describeFieldIssues, patchMessages } from '../../patch/messages.js';
import { type PatchOp, parsePatch } from '../../patch/request.js';
import { writeScope } from '../../patch/scope.js';
import { requireSession, type ServerContext, TxnError, type TxnRequest } from '../types.js';

const opVerbs: Record<PatchOp, string> = { C: 'create', U: 'update', D: 'delete' };

/** The txn names the generic write answers: `txn_<folder>_create`, `_update` and `_delete`. */
export function isGenericWriteName(name: string, folder: string): boolean {
  return Object.values(opVerbs).some((verb) => name === `txn_${folder}_${verb}`);
}

/**
 * The folder's txn that governs rows of an op: the generic one (`txn_leaves_update`).
 * A folder without one offers no such write.
 */
const txnForOp = (definition: FolderDefinition, op: PatchOp): TxnDefinition | undefined =>
  definition.txns.find((txn) => txn.name === `txn_${definition.name}_${opVerbs[op]}` && txn.op === op);

/**
 * Create, update and delete through a patch list (spec 000 §4, DESIGN §4), for any
 * folder: checked against the folder's definition and rules, scoped to the user's
 * partner and rows, applied all or nothing in one transaction.
 */
export async function runGenericWrite(request: TxnRequest, server: ServerContext): Promise<ReplyData> {
  const { env } = requireSession(request);
  const { txn } = request;
  const definition = server.catalogue.folders.get(txn.folder);
  if (!definition) throw new TxnError(patchMessages.notPermitted);
  const parsed = parsePatch(txn.params, txn.folder);
  if (!parsed.ok)
    throw new TxnError(
      parsed.issues.length
        ? `${parsed.message}: ${describeFieldIssues(parsed.issues).join('; ')}`
        : parsed.message,
      parsed.issues.length ? { issues: describeFieldIssues(parsed.issues) } : undefined,
    );
  const { patch } = parsed;
  const rowPermission: PatchTarget['rowPermission'] = {};
  for (const op of new Set(patch.rows.map((row) => row.op))) {
    const governing = txnForOp(definition, op);
    const allowed =
      governing !== undefined &&
      evaluateRule(
        governing.permission.env ?? 'true',
        { env, user: env },
        {
          folder: definition.name,
          field: `${governing.name} permission.env`,
        },
      );
    if (!allowed) throw new TxnError(patchMessages.notPermitted);
    if (governing.permission.row) rowPermission[op] = governing.permission.row;
  }
  const scope = await writeScope(server.db, definition, env, txn.target_swhandle);
  if (!scope) throw new TxnError(patchMessages.notPermitted);
  const attendance = attendanceWriteHook(definition, env, txn.target_swhandle);
  const written = await server.db
    .transaction()
    .execute(async (trx) => {
      const before = await attendance?.before(trx, patch);
      const rows = await applyPatch(
        trx,
        { catalogue: server.catalogue, definition, scope, rowPermission },
        patch,
      );
      if (attendance && before) await attendance.after(trx, patch, rows, before);
      return rows;
    })
    .catch((error: unknown) => {
      throw databaseRefusal(error) ?? error;
    });
  return { records: written.map((row) => JSON.stringify(row)) };
}
