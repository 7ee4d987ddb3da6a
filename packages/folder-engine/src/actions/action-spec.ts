import {
  type AnyTxnSpec,
  contractsRecalculateTxn,
  devicesIssueKeyTxn,
  devicesReloadUsersTxn,
  devicesSyncTimeTxn,
  type FolderDefinition,
  folderWriteOp,
  folderWriteTxn,
  payslipsSendTxn,
  salaryStructureCopyTxn,
  settlementsRecomputeTxn,
  type TxnDefinition,
  workflowActionTxn,
} from '@muster/protocol';

/** Row actions with a handler and a declaration of their own, by name. */
const namedActions: ReadonlyMap<string, AnyTxnSpec> = new Map(
  [
    salaryStructureCopyTxn,
    contractsRecalculateTxn,
    devicesIssueKeyTxn,
    devicesSyncTimeTxn,
    devicesReloadUsersTxn,
    payslipsSendTxn,
    settlementsRecomputeTxn,
  ].map((spec): [string, AnyTxnSpec] => [spec.name, spec]),
);

/**
 * The declaration a folder's action txn is called through: a generic write
 * (`txn_<folder>_update`) its patch list, a workflow's named action (`txn_leaves_approve`)
 * the records' ids, a named action with a declaration of its own (salary structure Copy)
 * that one, any other row action an update patch of its rows under its own name.
 */
export function actionSpec(definition: FolderDefinition, txn: TxnDefinition): AnyTxnSpec {
  const { name: folder, foldertype } = definition;
  const op = folderWriteOp(txn.name, folder);
  if (op) return folderWriteTxn(folder, op, foldertype);
  const named = namedActions.get(txn.name);
  if (named) return named;
  if (txn.workflowAction)
    return workflowActionTxn(folder, txn.name.slice(`txn_${folder}_`.length), foldertype);
  return folderWriteTxn(folder, 'U', foldertype, txn.name);
}
