import { type CompiledExpr, compile, evaluateRule } from '@muster/expr';
import type { BusinessEnv, FieldDefinition, FolderDefinition, TxnDefinition } from '@muster/protocol';
import type { Patch } from '../form/patch';

type Row = Record<string, unknown>;

/** A row's buttons: the folder's txns with an icon that work on chosen rows (accessType row or rows). */
export const baseRowTxns = (definition: FolderDefinition): TxnDefinition[] =>
  definition.txns.filter((txn) => txn.icon !== undefined && txn.accessType !== 'folder');

/**
 * A detail row's buttons: the row txns whose action names the detail's rows by the last word
 * of the detail's name (`txn_invoices_upload_documents` acts on `approval_documents`).
 */
export function detailRowTxns(definition: FolderDefinition, detail: FieldDefinition): TxnDefinition[] {
  const rowNoun = detail.name.split('_').at(-1);
  const prefix = `txn_${definition.name}_`;
  return baseRowTxns(definition).filter((txn) =>
    txn.name
      .slice(prefix.length)
      .split('_')
      .includes(rowNoun ?? ''),
  );
}

interface CompiledAction {
  txn: TxnDefinition;
  env: CompiledExpr | undefined;
  row: CompiledExpr | undefined;
}

/** The row permissions that hold for one env; evaluated afresh for each row, nothing kept between rows. */
export interface EnvRowActions {
  forRow(row: Row, parent?: Row): TxnDefinition[];
}

/**
 * Row action txns with their permission expressions compiled once (spec 000 §6: action
 * buttons are filtered by row permissions). `permission.env` is over `env`, `permission.row`
 * over `row`, `env` and, in a detail, `parent`.
 */
export class RowActions {
  readonly #actions: CompiledAction[];

  constructor(
    private readonly folder: string,
    txns: readonly TxnDefinition[],
  ) {
    this.#actions = txns.map((txn) => ({
      txn,
      env: txn.permission.env === undefined ? undefined : compile(txn.permission.env),
      row: txn.permission.row === undefined ? undefined : compile(txn.permission.row),
    }));
  }

  forEnv(env: BusinessEnv): EnvRowActions {
    const context = { folder: this.folder };
    const allowed = this.#actions.filter(
      (action) => !action.env || evaluateRule(action.env, { env }, context),
    );
    return {
      forRow: (row, parent) =>
        allowed
          .filter(
            (action) =>
              !action.row || evaluateRule(action.row, parent ? { env, row, parent } : { env, row }, context),
          )
          .map((action) => action.txn),
    };
  }
}

/** The patch a row action sends: an update of the row, or of a detail row inside its parent. */
export function rowActionPatch(folder: string, row: Row, detail?: { field: string; parent: Row }): Patch {
  const target = { op: 'U' as const, key: String(row.id), data: {} };
  return detail
    ? {
        baseFolder: folder,
        rows: [{ op: 'U', key: String(detail.parent.id), data: { [detail.field]: [target] } }],
      }
    : { baseFolder: folder, rows: [target] };
}
