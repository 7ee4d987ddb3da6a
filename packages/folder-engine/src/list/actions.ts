import { evaluateRule } from '@muster/expr';
import type { BusinessEnv, FolderDefinition, TxnDefinition } from '@muster/protocol';

export type ActionRefusal =
  | 'please select one or more records'
  | 'Select rows to delete'
  | 'This action is not permitted on the selected records';

/** The list's actions: the folder's txn_list in order, those with an icon whose env permission holds. */
export function permittedActions(definition: FolderDefinition, env: BusinessEnv): TxnDefinition[] {
  return definition.txn_list
    .map((name) => definition.txns.find((txn) => txn.name === name))
    .filter((txn): txn is TxnDefinition => txn?.icon !== undefined)
    .filter(
      (txn) => !txn.permission.env || evaluateRule(txn.permission.env, { env }, { folder: definition.name }),
    );
}

/** Why an action cannot run on the selected rows (spec 000 §5), or null. */
export function actionRefusal(
  definition: FolderDefinition,
  txn: TxnDefinition,
  rows: readonly Record<string, unknown>[],
  env: BusinessEnv,
): ActionRefusal | null {
  if (txn.accessType === 'folder') return null;
  if (rows.length === 0)
    return txn.op === 'D' ? 'Select rows to delete' : 'please select one or more records';
  const rowRule = txn.permission.row;
  if (rowRule && !rows.every((row) => evaluateRule(rowRule, { row, env }, { folder: definition.name })))
    return 'This action is not permitted on the selected records';
  return null;
}
