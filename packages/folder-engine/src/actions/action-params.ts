import type { FolderDefinition, TxnDefinition } from '@muster/protocol';
import { rowActionPatch } from './row-actions';

type Row = Record<string, unknown>;

/** A named action of the folder's workflow (`txn_leaves_approve`): the server moves the records by id. */
export const isWorkflowAction = (txn: TxnDefinition): boolean => txn.workflowAction === true;

/**
 * What an action sends for the chosen rows: a workflow action their ids (and no note from
 * a list) with the values of the fields it asked for, a handler action (op X) on one row (`txn_salary_structures_copy`) that row's id
 * and on several (`txn_payslips_send`) their ids, anything else an update patch of the rows.
 */
export function actionParams(
  definition: FolderDefinition,
  txn: TxnDefinition,
  rows: readonly Row[],
  values?: Row,
): Row {
  const ids = rows.map((row) => String(row.id));
  if (isWorkflowAction(txn)) return values ? { ids, values } : { ids };
  if (txn.op === 'X') return txn.accessType === 'row' ? { id: ids[0] } : { ids };
  return {
    baseFolder: definition.name,
    rows: rows.flatMap((row) => rowActionPatch(definition.name, row).rows),
  };
}
