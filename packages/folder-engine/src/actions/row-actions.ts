import { type CompiledExpr, compile, evaluateRule } from '@muster/expr';
import type { BusinessEnv, FieldDefinition, FolderDefinition, TxnDefinition } from '@muster/protocol';
import { isBlank } from '../fields/kind';
import type { Patch } from '../form/patch';

type Row = Record<string, unknown>;

/** A row's buttons: the folder's txns with an icon that work on chosen rows (accessType row or rows). */
export const baseRowTxns = (definition: FolderDefinition): TxnDefinition[] =>
  definition.txns.filter((txn) => txn.icon !== undefined && txn.accessType !== 'folder');

/**
 * A detail row's buttons: the row txns whose action names the detail's rows by the last word
 * of the detail's name (`txn_invoices_upload_documents` acts on `approval_documents`) and
 * whose name says the status it gives them (upload, approve, reject: `statusSetBy`). One that
 * says none (`txn_invoices_review_documents`: approve or reject?) is its record's button,
 * opening the form where each is chosen, not a detail row's, where it could only be refused.
 */
export function detailRowTxns(definition: FolderDefinition, detail: FieldDefinition): TxnDefinition[] {
  const rowNoun = detail.name.split('_').at(-1);
  const prefix = `txn_${definition.name}_`;
  return baseRowTxns(definition).filter(
    (txn) =>
      statusSetBy(txn) !== undefined &&
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

/** spec 000 §4 "Invoice document status": a button whose name contains upload, approve or reject. */
const statusWords = [
  ['upload', 'uploaded'],
  ['approve', 'approved'],
  ['reject', 'rejected'],
] as const;
export type DocumentStatus = (typeof statusWords)[number][1];

export const statusSetBy = (txn: TxnDefinition): DocumentStatus | undefined => {
  const words = txn.name.split('_');
  return statusWords.find(([word]) => words.includes(word))?.[1];
};

export const selectFileMessage = 'Please select file.';

/**
 * What a detail row's button writes to its row (spec 000 §4): the status its name sets, when
 * the row has a status; an upload sends the attached files and needs one ('Please select
 * file.'); a reject removes them. Other buttons write nothing: their handler decides.
 */
export function detailActionData(
  txn: TxnDefinition,
  row: Row,
  fields: readonly FieldDefinition[],
  toWire: (field: FieldDefinition, value: unknown) => unknown,
): Row | typeof selectFileMessage {
  const status = statusSetBy(txn);
  if (!status) return {};
  const files = fields.filter((field) => field.type === 'file_upload');
  const data: Row = fields.some((field) => field.name === 'status') ? { status } : {};
  if (status === 'uploaded') {
    const attached = files.filter((field) => !isBlank(row[field.name]));
    if (files.length > 0 && attached.length === 0) return selectFileMessage;
    for (const field of attached) data[field.name] = toWire(field, row[field.name]);
  }
  if (status === 'rejected') for (const field of files) data[field.name] = null;
  return data;
}

/** The patch a row action sends: an update of the row (with what it writes), or of a detail row inside its parent. */
export function rowActionPatch(
  folder: string,
  row: Row,
  detail?: { field: string; parent: Row },
  data: Row = {},
): Patch {
  const target = { op: 'U' as const, key: String(row.id), data };
  return detail
    ? {
        baseFolder: folder,
        rows: [{ op: 'U', key: String(detail.parent.id), data: { [detail.field]: [target] } }],
      }
    : { baseFolder: folder, rows: [target] };
}
