import { evaluateRule } from '@muster/expr';
import {
  type BusinessEnv,
  type FolderDefinition,
  folderWriteName,
  mayActOnPicked,
  type TxnDefinition,
} from '@muster/protocol';

export type ActionRefusal =
  | 'please select one or more records'
  | 'Select rows to delete'
  | 'This action is not permitted on the selected records';

/**
 * The list's actions: the folder's txn_list in order, those with an icon whose env permission
 * holds and that may act on the business the list shows (`partner`, the business filter's
 * pick; null for the user's own).
 */
export function permittedActions(
  definition: FolderDefinition,
  env: BusinessEnv,
  partner: string | null,
): TxnDefinition[] {
  return definition.txn_list
    .map((name) => definition.txns.find((txn) => txn.name === name))
    .filter((txn): txn is TxnDefinition => txn?.icon !== undefined)
    .filter(
      (txn) => !txn.permission.env || evaluateRule(txn.permission.env, { env }, { folder: definition.name }),
    )
    .filter((txn) => actsOnBusiness(definition, txn, env, partner));
}

/**
 * Whether a txn may run on the business the list shows: reads always; on a contractor's
 * business a principal employer's user picked, only what the access policy gives it there
 * (the server refuses the rest: create, update and delete of a contractor's records).
 */
export const actsOnBusiness = (
  definition: FolderDefinition,
  txn: TxnDefinition,
  env: BusinessEnv,
  partner: string | null,
): boolean =>
  txn.op === 'R' || mayActOnPicked(definition.pickedTxns ?? [], txn.name, env, partner ?? undefined);

/**
 * Whether the list offers 'Bulk Upload' and 'Download Template': the user may create the
 * folder's records; never for bulk_upload's own list. The server judges again
 * (txn_bulk_upload_create, the job).
 */
export function mayBulkUpload(definition: FolderDefinition, env: BusinessEnv): boolean {
  if (definition.name === 'bulk_upload') return false;
  const create = definition.txns.find(
    (txn) => txn.name === folderWriteName(definition.name, 'C') && txn.op === 'C',
  );
  return (
    create !== undefined &&
    (!create.permission.env || evaluateRule(create.permission.env, { env }, { folder: definition.name }))
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
