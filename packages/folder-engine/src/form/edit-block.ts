import { evaluateRule } from '@muster/expr';
import type { BusinessEnv, FolderDefinition, TxnDefinition } from '@muster/protocol';

export const cannotUpdateMessage = 'sorry folder cant be updated by you';

/** The txn an update form saves through: the named one, else the folder's update txn. */
export function updateTxn(definition: FolderDefinition, name?: string): TxnDefinition | undefined {
  return definition.txns.find((txn) =>
    name ? txn.name === name : txn.op === 'U' && txn.accessType === 'row',
  );
}

/**
 * Why a record cannot be edited, or null (spec 000 §5 "Actions and forms"): the folder has no
 * update txn, or the txn's env permission fails (which also blocks the spec's partner case, a
 * partner-scoped record under another partner than the user's own), or its row permission fails.
 */
export function editBlock(
  definition: FolderDefinition,
  txn: TxnDefinition | undefined,
  env: BusinessEnv,
  row: Record<string, unknown>,
): typeof cannotUpdateMessage | null {
  if (!txn) return cannotUpdateMessage;
  const context = { folder: definition.name };
  const envAllowed = txn.permission.env ? evaluateRule(txn.permission.env, { env }, context) : true;
  if (!envAllowed) return cannotUpdateMessage;
  if (txn.permission.row && !evaluateRule(txn.permission.row, { row, env }, context))
    return cannotUpdateMessage;
  return null;
}
