import { evaluateRule } from '@muster/expr';
import { childTableName, type FieldDefinition, type FolderDefinition } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { hashPassword } from '../auth/password.js';
import type { Catalogue } from '../catalogue/index.js';
import { insertJsonRows } from './json-rows.js';
import { describeFieldIssues, type FieldIssue, patchMessages } from './messages.js';
import type { PatchOp } from './request.js';
import type { RuleContext, WireRow } from './rules.js';
import { scopeCondition, type WriteScope } from './scope.js';
import { readWireRows } from './stored-row.js';

export type Db = Kysely<Database>;

/** What a patch row did, as the reply's record. */
export interface WrittenRow {
  op: PatchOp;
  id: string;
  /** The new stamp to send with the next update; absent for a delete. */
  last_modified?: string;
  /** Records removed with it under the delete-dependent flag. */
  dependents?: { folder: string; id: string }[];
}

export interface PatchTarget {
  catalogue: Catalogue;
  definition: FolderDefinition;
  scope: WriteScope;
  /** The row permission (permission.row) of the folder's txn for each op, when it has one. */
  rowPermission: Partial<Record<PatchOp, string>>;
  /**
   * New rows are inserted once it settles (their checks run before): a bulk upload checks a
   * batch while the batch before it is written, and inserts it after, in the file's order.
   */
  insertsAfter?: Promise<unknown>;
}

/** Refuses the whole patch: the transaction it runs in rolls back, so nothing is written. */
export function refuse(issues: FieldIssue[]): never {
  const kinds = [...new Set(issues.map((issue) => issue.message))];
  const message = kinds
    .map(
      (kind) =>
        `${kind}: ${issues
          .filter((issue) => issue.message === kind)
          .map((issue) => issue.path)
          .join(', ')}`,
    )
    .join('; ');
  throw new TxnError(message, { issues: describeFieldIssues(issues) });
}

export function rowPermitted(target: PatchTarget, op: PatchOp, row: WireRow, context: RuleContext): boolean {
  const rule = target.rowPermission[op];
  if (!rule) return true;
  return evaluateRule(
    rule,
    { row, env: context.env, user: context.env, now: context.now },
    { folder: context.folder, field: `permission.row (${op})` },
  );
}

export async function hashPasswords(fields: readonly FieldDefinition[], columns: Record<string, unknown>) {
  for (const field of fields)
    if (field.type === 'password' && typeof columns[field.name] === 'string')
      columns[field.name] = await hashPassword(columns[field.name] as string);
}

export const detailFields = (definition: FolderDefinition) =>
  definition.fields.filter((field) => field.type === 'detail');

export async function insertChildren(
  trx: Db,
  definition: FolderDefinition,
  detail: FieldDefinition,
  parentId: string,
  rows: Record<string, unknown>[],
) {
  if (!rows.length) return;
  for (const columns of rows) await hashPasswords(detail.fields ?? [], columns);
  const names = [...new Set(rows.flatMap((columns) => Object.keys(columns)))];
  await insertJsonRows(
    trx,
    childTableName(definition.name, detail.name),
    [...names, 'parent_id'],
    rows.map((columns) => ({ ...columns, parent_id: parentId })),
    { inOrder: true },
  );
}

/** The stored row a U or D names, locked, if it exists in the writer's scope. */
export async function lockStored(trx: Db, target: PatchTarget, key: string): Promise<WireRow> {
  const { definition, scope } = target;
  const [stored] = await readWireRows(
    trx,
    definition.name,
    definition.fields,
    sql`t.id = ${key} and ${scopeCondition(scope)}`,
    true,
  );
  if (!stored) throw new TxnError(patchMessages.notFound, { key });
  for (const detail of detailFields(definition))
    stored[detail.name] = await readWireRows(
      trx,
      childTableName(definition.name, detail.name),
      detail.fields ?? [],
      sql`t.parent_id = ${key} order by t.creation_date, t.id`,
    );
  return stored;
}

/** Millisecond instants, as JSON carries them; anything else never matches. */
function sameStamp(read: unknown, stored: unknown): boolean {
  if (typeof read !== 'string' || typeof stored !== 'string') return false;
  const readAt = Date.parse(read);
  return !Number.isNaN(readAt) && readAt === Date.parse(stored);
}

export function checkStamp(read: unknown, stored: WireRow, path: string) {
  if (read === undefined || read === null || read === '')
    refuse([{ path: `${path}last_modified`, message: patchMessages.mandatory }]);
  if (!sameStamp(read, stored.last_modified)) throw new TxnError(patchMessages.stale, { key: stored.id });
}
